import {
  type PageName,
  type PublicBenefit,
  type PublicJobPosting,
  type PublicPageSection,
  type PublicPrivacyNotice,
  type PublicSettings,
  publicBenefitSchema,
  publicJobPostingSchema,
  publicPageSectionSchema,
  publicPrivacyNoticeSchema,
  publicSettingsSchema,
} from '@careers/shared';
import { z } from 'zod';

// The one module that reads the CMS. Every answer is checked against the shared schemas, so a bad
// reply fails the build loudly instead of publishing a broken page.

const CMS_URL = (process.env.CMS_URL ?? 'http://127.0.0.1:1337').replace(/\/$/, '');

async function read<T>(path: string, schema: z.ZodType<T>): Promise<T> {
  const url = `${CMS_URL}/api/public${path}`;
  let response: Response;
  try {
    response = await fetch(url, { headers: { accept: 'application/json' } });
  } catch (error) {
    throw new Error(`The CMS at ${CMS_URL} did not answer ${path}: ${(error as Error).message}`);
  }
  if (!response.ok) throw new Error(`The CMS answered ${response.status} for ${path}`);
  const parsed = z.object({ data: schema }).safeParse(await response.json());
  if (!parsed.success)
    throw new Error(`The CMS sent a malformed answer for ${path}:\n${z.prettifyError(parsed.error)}`);
  return parsed.data.data;
}

const memo = new Map<string, Promise<unknown>>();
function once<T>(key: string, load: () => Promise<T>): Promise<T> {
  if (!memo.has(key)) memo.set(key, load());
  return memo.get(key) as Promise<T>;
}

export const getSettings = (): Promise<PublicSettings> =>
  once('settings', () => read('/settings', publicSettingsSchema));
export const getActiveJobs = (): Promise<PublicJobPosting[]> =>
  once('jobs', () => read('/jobs', z.array(publicJobPostingSchema)));
export const getActiveBenefits = (): Promise<PublicBenefit[]> =>
  once('benefits', () => read('/benefits', z.array(publicBenefitSchema)));
export const getSections = (page: PageName): Promise<PublicPageSection[]> =>
  once(`sections:${page}`, () => read(`/pages/${page}/sections`, z.array(publicPageSectionSchema)));

/** The privacy notice's newest version: /privacy shows it, and the apply form sends its version. */
export const getPrivacyNotice = (): Promise<PublicPrivacyNotice> =>
  once('privacy-notice', () => read('/privacy-notice', publicPrivacyNoticeSchema));

/** A page's sections by key, for the pages' section_key lookups. */
export function byKey<Section extends Pick<PublicPageSection, 'section_key'>>(
  sections: Section[],
): Map<string, Section> {
  return new Map(sections.map((section) => [section.section_key, section]));
}
