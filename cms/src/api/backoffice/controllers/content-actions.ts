import type { Core } from '@strapi/strapi';
import { rowActionHandler } from '../../../domain/backoffice/handler';
import { benefitsResource } from '../../../domain/backoffice/resources/benefits';
import { pageSectionsResource } from '../../../domain/backoffice/resources/page-sections';
import { setBenefitActive } from '../../../domain/content/benefits';
import { moveSection, setSectionActive } from '../../../domain/content/page-sections';

/** Activate / Deactivate of benefits and sections, and the sections' reorder: one domain call each. */
export default ({ strapi }: { strapi: Core.Strapi }) => ({
  benefitActive: rowActionHandler(strapi, benefitsResource, setBenefitActive),
  sectionActive: rowActionHandler(strapi, pageSectionsResource, setSectionActive),
  sectionMove: rowActionHandler(strapi, pageSectionsResource, moveSection),
});
