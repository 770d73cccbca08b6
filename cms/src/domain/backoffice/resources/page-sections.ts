import { type AdminPageSection, BACK_OFFICE_API_ACCESS, PAGE_NAMES } from '@careers/shared';
import type { StoredRow } from '../../../platform/database/rows';
import { toPublicPageSection } from '../../catalog/serializers';
import { createSection, deleteSection, SECTIONS, updateSection } from '../../content/page-sections';
import type { ResourceConfig } from '../resource';
import { activeFilter, contentStatus } from './content-fields';

/** Content Management: the sections of the home and about pages, selected by page. */
export const pageSectionsResource: ResourceConfig<
  AdminPageSection,
  AdminPageSection,
  StoredRow<'api::page-section.page-section'>
> = {
  name: 'page-sections',
  uid: SECTIONS.uid,
  access: BACK_OFFICE_API_ACCESS['page-sections'],
  sortable: { display_order: 'display_order', title: 'title', created_at: 'createdAt' },
  defaultSort: { field: 'display_order', order: 'asc' },
  filters: {
    page_name: (value) =>
      typeof value === 'string' && (PAGE_NAMES as readonly string[]).includes(value) ? { page_name: value } : null,
    is_active: activeFilter,
  },
  search: ['title', 'section_key'],
  // The site's own shape (metadata mistyped in /cms shows as none), plus the back office's fields.
  serialize: (row) => ({ ...toPublicPageSection(row), ...contentStatus(row) }),
  create: createSection,
  update: updateSection,
  remove: deleteSection,
};
