import { z } from 'zod';
import {
  DEFAULT_VALUE_COLOR,
  PAGE_NAMES,
  SECTION_ICONS,
  SECTION_LINK_FALLBACKS,
  SECTION_MOVES,
  SECTION_TYPES,
  VALUE_COLORS,
} from '../constants/content';
import { sectionsAdminMessages, validationMessages } from '../messages';
import { documentId, managedContentOutput, optionalText, requiredText, textInput } from './common';

/**
 * A section's metadata: an icon, a value card's colour and the hero's highlighted word. Unknown
 * keys are kept out; the landing page's feature icons (Briefcase) are allowed besides the editor's list.
 */
export const sectionMetadataSchema = z
  .object({
    icon: z.union([z.enum(SECTION_ICONS), z.literal('Briefcase')]).optional(),
    color: z.enum(VALUE_COLORS).optional(),
    highlight: textInput().trim().max(80).optional(),
  })
  .strip();
export type SectionMetadata = z.infer<typeof sectionMetadataSchema>;

/** Content Management: a section needs a title. */
export const pageSectionFormSchema = z.strictObject({
  page_name: z.enum(PAGE_NAMES),
  section_key: requiredText(80).regex(/^[a-z0-9_]+$/, { error: 'Use lowercase letters, digits and underscores' }),
  section_type: z.enum(SECTION_TYPES),
  title: requiredText(200, validationMessages.titleRequired),
  subtitle: optionalText(2000),
  content: optionalText(20000),
  // Their Arabic versions: the Arabic site shows the English where one is empty.
  title_ar: optionalText(200),
  subtitle_ar: optionalText(2000),
  content_ar: optionalText(20000),
  image_url: optionalText(500),
  // The colour defaults to yellow, on the server as in the form.
  metadata: sectionMetadataSchema.extend({ color: z.enum(VALUE_COLORS).default(DEFAULT_VALUE_COLOR) }).prefault({}),
  is_active: z.boolean().default(true),
  display_order: z.coerce.number().int().min(0).max(100000).default(0),
});

/**
 * A link the site may put in a button's href: a page of the site, an anchor or a web address. Any
 * other scheme (javascript:, data:) or a host-relative // link is refused, and so is any whitespace
 * or control character anywhere: browsers drop TAB and line feeds from a URL, so /\t/evil.example
 * would open //evil.example.
 */
export const isSafeSectionLink = (link: string) =>
  /^(?:\/(?![/\\])|#|https?:\/\/)/i.test(link) && !/[\s\p{Cc}\p{Cf}]/u.test(link);

/** The refusal when a call-to-action section's content (its button's link) is not a safe link, else null. */
export function sectionLinkRefusal(sectionKey: string, content: string | null): string | null {
  const isButton = Object.hasOwn(SECTION_LINK_FALLBACKS, sectionKey);
  return isButton && content !== null && !isSafeSectionLink(content) ? sectionsAdminMessages.unsafeLink : null;
}

/** Refuses a call-to-action section whose button link is not safe, on its content field. */
function refuseUnsafeLink(section: { section_key: string; content?: string | null }, context: z.RefinementCtx) {
  const refusal = sectionLinkRefusal(section.section_key, section.content ?? null);
  if (refusal) context.addIssue({ code: 'custom', path: ['content'], message: refusal });
}

/** A new section through the API: a display order left out puts it last on its page. */
export const pageSectionCreateSchema = pageSectionFormSchema
  .extend({ display_order: pageSectionFormSchema.shape.display_order.unwrap().optional() })
  .superRefine(refuseUnsafeLink);

/** A whole stored section, as the /cms panel saves it (more keys than the form): the same rules. */
export const pageSectionRecordSchema = z.object(pageSectionFormSchema.shape).superRefine(refuseUnsafeLink);
export type PageSectionCreate = z.infer<typeof pageSectionCreateSchema>;

/**
 * An edit: a section's page and key stay as made (the site finds it by them); its button link is
 * checked against the stored key with sectionLinkRefusal.
 */
export const pageSectionUpdateSchema = pageSectionFormSchema
  .omit({ page_name: true, section_key: true })
  .extend({ display_order: pageSectionFormSchema.shape.display_order.unwrap().optional() });
export type PageSectionUpdate = z.infer<typeof pageSectionUpdateSchema>;

/** Reorder: one section one place up or down among its page's sections. */
export const sectionMoveSchema = z.strictObject({ direction: z.enum(SECTION_MOVES) });
export type SectionMove = z.infer<typeof sectionMoveSchema>['direction'];

export const publicPageSectionSchema = z.strictObject({
  id: documentId,
  page_name: z.enum(PAGE_NAMES),
  section_key: z.string(),
  section_type: z.enum(SECTION_TYPES),
  title: z.string(),
  subtitle: z.string().nullable(),
  content: z.string().nullable(),
  title_ar: z.string().nullable(),
  subtitle_ar: z.string().nullable(),
  content_ar: z.string().nullable(),
  image_url: z.string().nullable(),
  metadata: sectionMetadataSchema,
  display_order: z.number().int(),
});
export type PublicPageSection = z.infer<typeof publicPageSectionSchema>;

export const adminPageSectionSchema = publicPageSectionSchema.extend(managedContentOutput);
export type AdminPageSection = z.infer<typeof adminPageSectionSchema>;

/** The privacy notice as the site shows it: its newest version (each edit of its section is one). */
export const publicPrivacyNoticeSchema = z.strictObject({
  version: z.number().int().min(1),
  title: z.string(),
  summary: z.string(),
  content: z.string(),
  /** The Arabic site's version of the same notice, where its section has one. */
  title_ar: z.string().nullable(),
  summary_ar: z.string().nullable(),
  content_ar: z.string().nullable(),
});
export type PublicPrivacyNotice = z.infer<typeof publicPrivacyNoticeSchema>;
