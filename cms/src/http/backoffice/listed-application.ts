import type { ApplicationListItem } from '@careers/shared';
import type { Core } from '@strapi/strapi';
import { applicationsResource } from '../../domain/backoffice';
import { Refusal } from '../../platform/refusal';
import { findRow } from './resource-handlers';

/** An application as the list shows it: what every application action answers after its change. */
export async function listedApplication(strapi: Core.Strapi, id: string): Promise<ApplicationListItem> {
  const row = await findRow(strapi, applicationsResource, id);
  if (!row) throw new Refusal(404, 'Not Found');
  return applicationsResource.serialize(row);
}
