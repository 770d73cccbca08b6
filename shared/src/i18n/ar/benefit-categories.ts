// Arabic names of the benefit categories (constants/content.ts), for the Arabic benefits page's chips
// and cards. The category stored and filtered on stays the English one.
import type { BenefitCategory } from '../../constants/content';

export const BENEFIT_CATEGORY_NAMES: Readonly<Record<BenefitCategory, string>> = {
  Health: 'الصحة',
  'Work-Life': 'التوازن بين العمل والحياة',
  Financial: 'المزايا المالية',
  Growth: 'النمو والتطور',
  Culture: 'ثقافة العمل',
  Equipment: 'المعدات',
  Wellness: 'العافية',
  Other: 'أخرى',
};
