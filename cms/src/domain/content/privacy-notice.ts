import { PRIVACY_NOTICE_SECTION, type PublicPrivacyNotice, privacyNoticeDefaults, siteTextsIn } from '@careers/shared';
import type { Core } from '@strapi/strapi';
import { lockUntilCommit } from '../../platform/database/locks';

// The privacy notice candidates accept when applying. Admins edit it as a page
// section (Content Management, or the /cms panel); every change of its texts appends a version here,
// so an application's accepted version always names the exact words its candidate read.

const NOTICE = 'api::privacy-notice.privacy-notice';
const SECTION = 'api::page-section.page-section';

interface NoticeText {
  title: string;
  summary: string;
  content: string;
  /** The Arabic site's version, where the section has one: part of the same version. */
  title_ar: string | null;
  summary_ar: string | null;
  content_ar: string | null;
}

/** The notice section's texts in both languages, as read to version it. */
const SECTION_TEXT_FIELDS = ['title', 'subtitle', 'content', 'title_ar', 'subtitle_ar', 'content_ar'] as const;
type SectionTexts = Partial<Record<(typeof SECTION_TEXT_FIELDS)[number], unknown>>;

const written = (value: unknown): string | null => (typeof value === 'string' && value.trim()) || null;

interface StoredNotice extends NoticeText {
  version: number;
}

const textOf = (section: SectionTexts | null): NoticeText => ({
  title: written(section?.title) ?? privacyNoticeDefaults.title,
  summary: written(section?.subtitle) ?? privacyNoticeDefaults.summary,
  content: written(section?.content) ?? privacyNoticeDefaults.content,
  title_ar: written(section?.title_ar),
  summary_ar: written(section?.subtitle_ar),
  content_ar: written(section?.content_ar),
});

const NOTICE_FIELDS = ['title', 'summary', 'content', 'title_ar', 'summary_ar', 'content_ar'] as const;

async function latest(strapi: Core.Strapi): Promise<StoredNotice | null> {
  return strapi.db.query(NOTICE).findOne({
    select: ['version', ...NOTICE_FIELDS],
    orderBy: { version: 'desc' },
  });
}

/** A stored version's Arabic texts: null where none (never undefined, never ''). */
const arabicOf = (notice: StoredNotice) => ({
  title_ar: written(notice.title_ar),
  summary_ar: written(notice.summary_ar),
  content_ar: written(notice.content_ar),
});

/** The notice as the site shows it and candidates accept it: its newest version. */
export async function currentPrivacyNotice(strapi: Core.Strapi): Promise<PublicPrivacyNotice> {
  const notice = await latest(strapi);
  // A version from before the Arabic columns reads none.
  return notice ? { ...notice, ...arabicOf(notice) } : { version: 1, ...textOf(null) };
}

/** Whether `version` is one the site has shown (an application may accept the one its page was built with). */
export async function isPrivacyNoticeVersion(strapi: Core.Strapi, version: number): Promise<boolean> {
  return (await strapi.db.query(NOTICE).count({ where: { version } })) > 0;
}

/** Appends a version when the notice section's texts differ from the newest version. */
export async function recordPrivacyNoticeVersion(strapi: Core.Strapi): Promise<void> {
  await strapi.db.transaction(async () => {
    await lockUntilCommit(strapi, 'privacy-notice');
    const section = await strapi.db.query(SECTION).findOne({
      where: PRIVACY_NOTICE_SECTION,
      select: [...SECTION_TEXT_FIELDS],
    });
    const text = textOf(section);
    const newest = await latest(strapi);
    const stored = newest && { ...newest, ...arabicOf(newest) };
    if (stored && NOTICE_FIELDS.every((field) => stored[field] === text[field])) return;
    await strapi.db.query(NOTICE).create({ data: { version: (newest?.version ?? 0) + 1, ...text } });
  });
}

/**
 * At start-up: the notice's section exists (with the default texts on a new installation) and its
 * texts are a version. Any later write of the section, from the back office or the panel, records
 * its version in the same transaction.
 */
export async function keepPrivacyNoticeVersions(strapi: Core.Strapi): Promise<void> {
  strapi.db.lifecycles.subscribe({
    models: [SECTION],
    async afterCreate(event) {
      if (isNoticeSection(event.result)) await recordPrivacyNoticeVersion(strapi);
    },
    async afterUpdate(event) {
      if (isNoticeSection(event.result)) await recordPrivacyNoticeVersion(strapi);
    },
  });
  await ensurePrivacyNotice(strapi);
}

/** The default notice's Arabic, in the section's columns. */
const arabicNotice = siteTextsIn('ar').privacyNotice;
const ARABIC_DEFAULTS = {
  title_ar: arabicNotice.title,
  subtitle_ar: arabicNotice.summary,
  content_ar: arabicNotice.content,
};

/** Whether any version had Arabic: then an Arabic emptied since was emptied on purpose, and stays so. */
const hadArabic = async (strapi: Core.Strapi) =>
  (await strapi.db.query(NOTICE).count({ where: { title_ar: { $notNull: true } } })) > 0;

/** A section still holding the default English notice and no Arabic: one nobody has edited. */
const isUntouchedDefault = (section: SectionTexts) =>
  section.title === privacyNoticeDefaults.title &&
  section.subtitle === privacyNoticeDefaults.summary &&
  section.content === privacyNoticeDefaults.content &&
  !written(section.title_ar) &&
  !written(section.subtitle_ar) &&
  !written(section.content_ar);

/**
 * The notice section with its default texts when there is none, and its current version: at start,
 * and after the demo reset emptied every table (the apply form names a version that must exist).
 * The default notice gains its Arabic once, as a new version; an edited notice is never touched.
 */
export async function ensurePrivacyNotice(strapi: Core.Strapi): Promise<void> {
  const section = await strapi.db.query(SECTION).findOne({
    where: PRIVACY_NOTICE_SECTION,
    select: ['documentId', ...SECTION_TEXT_FIELDS],
  });
  if (!section) {
    await strapi.documents(SECTION).create({
      data: {
        ...PRIVACY_NOTICE_SECTION,
        section_type: 'content',
        title: privacyNoticeDefaults.title,
        subtitle: privacyNoticeDefaults.summary,
        content: privacyNoticeDefaults.content,
        ...ARABIC_DEFAULTS,
        is_active: true,
        display_order: 0,
      },
    });
  } else if (isUntouchedDefault(section) && !(await hadArabic(strapi))) {
    await strapi.documents(SECTION).update({ documentId: section.documentId, data: ARABIC_DEFAULTS });
  }
  await recordPrivacyNoticeVersion(strapi);
}

function isNoticeSection(row: unknown): boolean {
  if (typeof row !== 'object' || row === null) return false;
  const section = row as { page_name?: unknown; section_key?: unknown };
  return (
    section.page_name === PRIVACY_NOTICE_SECTION.page_name && section.section_key === PRIVACY_NOTICE_SECTION.section_key
  );
}
