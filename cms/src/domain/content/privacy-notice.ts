import { PRIVACY_NOTICE_SECTION, type PublicPrivacyNotice, privacyNoticeDefaults } from '@careers/shared';
import type { Core } from '@strapi/strapi';
import { lockUntilCommit } from '../../platform/database/raw';

// The privacy notice candidates accept when applying (issue 28 item 1). Admins edit it as a page
// section (Content Management, or the /cms panel); every change of its texts appends a version here,
// so an application's accepted version always names the exact words its candidate read.

const NOTICE = 'api::privacy-notice.privacy-notice';
const SECTION = 'api::page-section.page-section';

interface NoticeText {
  title: string;
  summary: string;
  content: string;
}

interface StoredNotice extends NoticeText {
  version: number;
}

const textOf = (section: { title?: unknown; subtitle?: unknown; content?: unknown } | null): NoticeText => ({
  title: (typeof section?.title === 'string' && section.title.trim()) || privacyNoticeDefaults.title,
  summary: (typeof section?.subtitle === 'string' && section.subtitle.trim()) || privacyNoticeDefaults.summary,
  content: (typeof section?.content === 'string' && section.content.trim()) || privacyNoticeDefaults.content,
});

async function latest(strapi: Core.Strapi): Promise<StoredNotice | null> {
  return strapi.db.query(NOTICE).findOne({
    select: ['version', 'title', 'summary', 'content'],
    orderBy: { version: 'desc' },
  });
}

/** The notice as the site shows it and candidates accept it: its newest version. */
export async function currentPrivacyNotice(strapi: Core.Strapi): Promise<PublicPrivacyNotice> {
  const notice = await latest(strapi);
  return notice ? { ...notice } : { version: 1, ...textOf(null) };
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
      select: ['title', 'subtitle', 'content'],
    });
    const text = textOf(section);
    const newest = await latest(strapi);
    if (newest && newest.title === text.title && newest.summary === text.summary && newest.content === text.content) {
      return;
    }
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

/**
 * The notice section with its default texts when there is none, and its current version: at start,
 * and after the demo reset emptied every table (the apply form names a version that must exist).
 */
export async function ensurePrivacyNotice(strapi: Core.Strapi): Promise<void> {
  const section = await strapi.db.query(SECTION).findOne({ where: PRIVACY_NOTICE_SECTION, select: ['id'] });
  if (!section) {
    await strapi.documents(SECTION).create({
      data: {
        ...PRIVACY_NOTICE_SECTION,
        section_type: 'content',
        title: privacyNoticeDefaults.title,
        subtitle: privacyNoticeDefaults.summary,
        content: privacyNoticeDefaults.content,
        is_active: true,
        display_order: 0,
      },
    });
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
