import type { Core } from '@strapi/strapi';
import { benefitsResource } from '../../../domain/backoffice/resources/benefits';
import { pageSectionsResource } from '../../../domain/backoffice/resources/page-sections';
import { setBenefitActive } from '../../../domain/content/benefits';
import { moveSection, setSectionActive } from '../../../domain/content/page-sections';
import { rowActionHandler } from '../../../http/backoffice/resource-handlers';

/** Activate / Deactivate of benefits and sections, and the sections' reorder: one domain call each. */
export default ({ strapi }: { strapi: Core.Strapi }) => ({
  benefitActive: rowActionHandler(strapi, benefitsResource, setBenefitActive),
  sectionActive: rowActionHandler(strapi, pageSectionsResource, setSectionActive),
  sectionMove: rowActionHandler(strapi, pageSectionsResource, moveSection),
});
