import type { Core } from '@strapi/strapi';
import { ABOUT_SECTIONS, BENEFITS, HOME_SECTIONS } from '../data/company-content';

export async function seedContent(strapi: Core.Strapi): Promise<void> {
  const sections = strapi.documents('api::page-section.page-section');
  for (const [index, section] of [...HOME_SECTIONS, ...ABOUT_SECTIONS].entries()) {
    await sections.create({
      data: {
        ...section,
        metadata: section.metadata ?? {},
        is_active: section.is_active ?? true,
        display_order: index,
      },
    });
  }
  const benefits = strapi.documents('api::benefit.benefit');
  for (const [index, benefit] of BENEFITS.entries()) {
    await benefits.create({ data: { ...benefit, is_active: benefit.is_active ?? true, display_order: index } });
  }
}
