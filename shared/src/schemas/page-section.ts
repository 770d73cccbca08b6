import { z } from 'zod';
import { PAGE_NAMES, SECTION_ICONS, SECTION_TYPES, VALUE_COLORS } from '../constants/content';
import { messages } from '../messages';
import { documentId, isoDateTime, optionalText, requiredText } from './common';

/**
 * A section's metadata: an icon, a value card's colour and the hero's highlighted word. Unknown
 * keys are kept out; the landing page's feature icons (Briefcase) are allowed besides the editor's list.
 */
export const sectionMetadataSchema = z
  .object({
    icon: z.union([z.enum(SECTION_ICONS), z.literal('Briefcase')]).optional(),
    color: z.enum(VALUE_COLORS).optional(),
    highlight: z.string().trim().max(80).optional(),
  })
  .strip();
export type SectionMetadata = z.infer<typeof sectionMetadataSchema>;

/** Content Management: a section needs a title (back-office spec section 5). */
export const pageSectionFormSchema = z.strictObject({
  page_name: z.enum(PAGE_NAMES),
  section_key: requiredText(80).regex(/^[a-z0-9_]+$/, { error: 'Use lowercase letters, digits and underscores' }),
  section_type: z.enum(SECTION_TYPES),
  title: requiredText(200, messages.validation.titleRequired),
  subtitle: optionalText(2000),
  content: optionalText(20000),
  image_url: optionalText(500),
  metadata: sectionMetadataSchema.default({}),
  is_active: z.boolean().default(true),
  display_order: z.coerce.number().int().min(0).max(100000).default(0),
});
export type PageSectionForm = z.infer<typeof pageSectionFormSchema>;

export const publicPageSectionSchema = z.strictObject({
  id: documentId,
  page_name: z.enum(PAGE_NAMES),
  section_key: z.string(),
  section_type: z.enum(SECTION_TYPES),
  title: z.string(),
  subtitle: z.string().nullable(),
  content: z.string().nullable(),
  image_url: z.string().nullable(),
  metadata: sectionMetadataSchema,
  display_order: z.number().int(),
});
export type PublicPageSection = z.infer<typeof publicPageSectionSchema>;

export const adminPageSectionSchema = publicPageSectionSchema.extend({
  is_active: z.boolean(),
  created_at: isoDateTime,
  updated_at: isoDateTime,
});
