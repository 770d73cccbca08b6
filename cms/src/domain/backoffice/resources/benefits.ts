import { type AdminBenefit, BACK_OFFICE_API_ACCESS, BENEFIT_CATEGORIES } from '@careers/shared';
import type { StoredRow } from '../../../platform/database/rows';
import { toPublicBenefit } from '../../catalog/serializers';
import { BENEFITS, createBenefit, deleteBenefit, updateBenefit } from '../../content/benefits';
import type { ResourceConfig } from '../resource';
import { activeFilter, contentStatus } from './content-fields';

/** Benefits Management: every benefit, ordered by display order, as the site shows them. */
export const benefitsResource: ResourceConfig<AdminBenefit, AdminBenefit, StoredRow<'api::benefit.benefit'>> = {
  name: 'benefits',
  uid: BENEFITS.uid,
  access: BACK_OFFICE_API_ACCESS.benefits,
  sortable: { display_order: 'display_order', title: 'title', category: 'category', created_at: 'createdAt' },
  defaultSort: { field: 'display_order', order: 'asc' },
  filters: {
    is_active: activeFilter,
    category: (value) =>
      typeof value === 'string' && (BENEFIT_CATEGORIES as readonly string[]).includes(value)
        ? { category: value }
        : null,
  },
  search: ['title', 'description'],
  serialize: (row) => ({ ...toPublicBenefit(row), ...contentStatus(row) }),
  create: createBenefit,
  update: updateBenefit,
  remove: deleteBenefit,
};
