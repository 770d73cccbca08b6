import {
  PAGE_NAMES,
  type PageName,
  PUBLIC_SETTING_KEYS,
  type PublicBenefit,
  type PublicJobPosting,
  type PublicPageSection,
  type PublicSettings,
  publicSettingsSchema,
} from '@careers/shared';
import type { Core } from '@strapi/strapi';
import { readSettings } from '../settings/read-settings';
import { toPublicBenefit, toPublicJobPosting, toPublicPageSection } from './serializers';

/**
 * Serializes a row, or logs why it cannot be published (bad data saved past the content rules) and
 * leaves it out: one broken posting must not take the whole jobs page, or every later build, down.
 */
function serializeOrSkip<T>(
  strapi: Core.Strapi,
  kind: string,
  row: Record<string, unknown>,
  serialize: (row: Record<string, unknown>) => T,
): T | null {
  try {
    return serialize(row);
  } catch (error) {
    strapi.log.error(`[public] ${kind} ${String(row.documentId)} not published: ${(error as Error).message}`);
    return null;
  }
}

function serializeEach<T>(
  strapi: Core.Strapi,
  kind: string,
  rows: Record<string, unknown>[],
  serialize: (row: Record<string, unknown>) => T,
): T[] {
  return rows.flatMap((row) => {
    const item = serializeOrSkip(strapi, kind, row, serialize);
    return item === null ? [] : [item];
  });
}

/** Active postings, newest first. */
export async function listActivePostings(strapi: Core.Strapi): Promise<PublicJobPosting[]> {
  const rows = await strapi.documents('api::job-posting.job-posting').findMany({
    filters: { posting_status: 'active' },
    sort: [{ posted_date: 'desc' }, { createdAt: 'desc' }],
  });
  return serializeEach(strapi, 'job posting', rows, toPublicJobPosting);
}

/** One posting, only while it is active: anything else is "not found" to the public. */
export async function findActivePosting(strapi: Core.Strapi, documentId: string): Promise<PublicJobPosting | null> {
  const row = await strapi.documents('api::job-posting.job-posting').findFirst({
    filters: { documentId, posting_status: 'active' },
  });
  return row ? serializeOrSkip(strapi, 'job posting', row, toPublicJobPosting) : null;
}

export async function listActiveBenefits(strapi: Core.Strapi): Promise<PublicBenefit[]> {
  const rows = await strapi.documents('api::benefit.benefit').findMany({
    filters: { is_active: true },
    sort: [{ display_order: 'asc' }, { createdAt: 'asc' }],
  });
  return serializeEach(strapi, 'benefit', rows, toPublicBenefit);
}

export function isPageName(value: string): value is PageName {
  return (PAGE_NAMES as readonly string[]).includes(value);
}

export async function listActiveSections(strapi: Core.Strapi, page: PageName): Promise<PublicPageSection[]> {
  const rows = await strapi.documents('api::page-section.page-section').findMany({
    filters: { page_name: page, is_active: true },
    sort: [{ display_order: 'asc' }, { createdAt: 'asc' }],
  });
  return serializeEach(strapi, 'page section', rows, toPublicPageSection);
}

/** The public subset of settings, each falling back to its default. */
export async function readPublicSettings(strapi: Core.Strapi): Promise<PublicSettings> {
  return publicSettingsSchema.parse(await readSettings(strapi, PUBLIC_SETTING_KEYS));
}
