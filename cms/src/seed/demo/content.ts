import type { Core } from '@strapi/strapi';
import { ABOUT_SECTIONS, BENEFITS, HOME_SECTIONS } from '../data/company-content';
import { BENEFITS_IN_ARABIC, SECTIONS_IN_ARABIC } from '../data/company-content-ar';

export async function seedContent(strapi: Core.Strapi): Promise<void> {
  const sections = strapi.documents('api::page-section.page-section');
  for (const [index, section] of [...HOME_SECTIONS, ...ABOUT_SECTIONS].entries()) {
    await sections.create({
      data: {
        ...section,
        ...SECTIONS_IN_ARABIC[section.section_key],
        metadata: section.metadata ?? {},
        is_active: section.is_active ?? true,
        display_order: index,
      },
    });
  }
  const benefits = strapi.documents('api::benefit.benefit');
  for (const [index, benefit] of BENEFITS.entries()) {
    await benefits.create({
      data: {
        ...benefit,
        ...BENEFITS_IN_ARABIC[benefit.title],
        is_active: benefit.is_active ?? true,
        display_order: index,
      },
    });
  }
}
