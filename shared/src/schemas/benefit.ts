import { z } from 'zod';
import {
  BENEFIT_CATEGORIES,
  BENEFIT_ICONS,
  DEFAULT_BENEFIT_CATEGORY,
  DEFAULT_BENEFIT_ICON,
} from '../constants/content';
import { validationMessages } from '../messages';
import { documentId, managedContentOutput, optionalText, requiredFormInteger, requiredText } from './common';

/** Add/Edit Benefit: title, description and display order are required. */
export const benefitFormSchema = z.strictObject({
  title: requiredText(120, validationMessages.titleRequired),
  description: requiredText(2000),
  // Their Arabic versions: the Arabic site shows the English where one is empty.
  title_ar: optionalText(120),
  description_ar: optionalText(2000),
  category: z.enum(BENEFIT_CATEGORIES).default(DEFAULT_BENEFIT_CATEGORY),
  icon: z.enum(BENEFIT_ICONS).default(DEFAULT_BENEFIT_ICON),
  is_active: z.boolean().default(true),
  display_order: requiredFormInteger(0, 100000, 'Display order must be a whole number of 0 or more'),
});
export type BenefitForm = z.infer<typeof benefitFormSchema>;

/** Add Benefit through the API: a display order left out is the current count of benefits, so it goes last. */
export const benefitCreateSchema = benefitFormSchema.extend({
  display_order: benefitFormSchema.shape.display_order.optional(),
});

export const publicBenefitSchema = z.strictObject({
  id: documentId,
  title: z.string(),
  description: z.string(),
  title_ar: z.string().nullable(),
  description_ar: z.string().nullable(),
  category: z.enum(BENEFIT_CATEGORIES),
  icon: z.enum(BENEFIT_ICONS),
  display_order: z.number().int(),
});
export type PublicBenefit = z.infer<typeof publicBenefitSchema>;

export const adminBenefitSchema = publicBenefitSchema.extend(managedContentOutput);
export type AdminBenefit = z.infer<typeof adminBenefitSchema>;
