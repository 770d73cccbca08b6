import { type ApplicationFilters, applicationFiltersSchema } from '@careers/shared';
import type { Core } from '@strapi/strapi';
import { currentDate } from '../../../platform/clock';
import { readSettings } from '../../settings/read-settings';
import { applicationsWhere, type Where, type WhereContext } from './where';

export const APPLICATION = 'api::application.application';

/** The Applications tab's filter as the client sent it, parsed whole; a refusal names the key. */
export function parseApplicationFilters(
  raw: unknown,
): { ok: true; filters: ApplicationFilters } | { ok: false; message: string } {
  const parsed = applicationFiltersSchema.safeParse(raw ?? {});
  if (parsed.success) return { ok: true, filters: parsed.data };
  const issue = parsed.error.issues[0];
  if (issue?.code === 'unrecognized_keys') return { ok: false, message: `Unknown filter: ${issue.keys.join(', ')}` };
  const key = issue?.path.join('.') || 'filter';
  return { ok: false, message: `Invalid filter ${key}: ${issue?.message ?? 'malformed'}` };
}

/** Now and the ageing setting: what resolving a filter needs besides the filter itself. */
export async function listContext(strapi: Core.Strapi): Promise<WhereContext> {
  const { application_review_ageing_days: ageingDays } = await readSettings(strapi, ['application_review_ageing_days']);
  return { now: currentDate(), ageingDays };
}

/** The database condition of a client's filter, or the refusal's message. */
export async function applicationsListWhere(strapi: Core.Strapi, raw: unknown): Promise<Where | string> {
  const parsed = parseApplicationFilters(raw);
  if (!parsed.ok) return parsed.message;
  return applicationsWhere(parsed.filters, await listContext(strapi));
}
