import { PUBLIC_PAGE_PATHS } from './public-pages';

export const BENEFIT_CATEGORIES = [
  'Health',
  'Work-Life',
  'Financial',
  'Growth',
  'Culture',
  'Equipment',
  'Wellness',
  'Other',
] as const;
export type BenefitCategory = (typeof BENEFIT_CATEGORIES)[number];
export const DEFAULT_BENEFIT_CATEGORY: BenefitCategory = 'Health';

export const BENEFIT_ICONS = [
  'Heart',
  'Clock',
  'DollarSign',
  'GraduationCap',
  'Calendar',
  'PiggyBank',
  'Dumbbell',
  'Users',
  'Laptop',
  'TrendingUp',
  'Baby',
  'Brain',
  'Award',
  'Coffee',
  'Home',
  'Shield',
  'Zap',
  'Gift',
  'Star',
  'Sparkles',
] as const;
export type BenefitIcon = (typeof BENEFIT_ICONS)[number];
export const DEFAULT_BENEFIT_ICON: BenefitIcon = 'Award';

export const PAGE_NAMES = ['home', 'about', 'privacy'] as const;
/** The privacy page's section that holds the notice: each edit of its texts is a new notice version. */
export const PRIVACY_NOTICE_SECTION = { page_name: 'privacy', section_key: 'notice' } as const;
export type PageName = (typeof PAGE_NAMES)[number];

/** hero, features, content and cta are the editor's types; value marks a value card (home and About pages). */
export const SECTION_TYPES = ['hero', 'features', 'content', 'cta', 'value'] as const;
export type SectionType = (typeof SECTION_TYPES)[number];
/** The types the Content Management form offers (docs/requirements.md#content-e-mail-templates-and-settings). */
export const EDITOR_SECTION_TYPES = ['hero', 'features', 'content', 'cta'] as const satisfies readonly SectionType[];
export const SECTION_MOVES = ['up', 'down'] as const;

export const HOME_SECTION_KEYS = [
  'hero_headline',
  'banner',
  'cta_primary',
  'cta_secondary',
  'why_section_heading',
  'benefits_heading',
  'final_cta_heading',
  'final_cta_button',
] as const;
export const ABOUT_SECTION_KEYS = ['hero', 'mission', 'vision', 'values'] as const;

/** Where a home call to action links when its content is empty, so a button never leads nowhere. */
export const SECTION_LINK_FALLBACKS = {
  cta_primary: PUBLIC_PAGE_PATHS.jobs,
  cta_secondary: '#benefits',
  final_cta_button: PUBLIC_PAGE_PATHS.jobs,
} as const;

export const SECTION_ICONS = ['Zap', 'Shield', 'Users', 'Award', 'Target', 'Heart', 'Lightbulb', 'TrendingUp'] as const;
export type SectionIcon = (typeof SECTION_ICONS)[number];

/** Landing feature cards look icons up here; Award deliberately shows the Briefcase icon. */
export const FEATURE_ICON_LOOKUP = {
  TrendingUp: 'TrendingUp',
  Zap: 'Zap',
  Users: 'Users',
  Briefcase: 'Briefcase',
  Award: 'Briefcase',
} as const;

export const VALUE_COLORS = ['blue', 'green', 'purple', 'yellow', 'red'] as const;
export type ValueColor = (typeof VALUE_COLORS)[number];
export const DEFAULT_VALUE_COLOR: ValueColor = 'yellow';

export const THEMES = ['dark', 'light'] as const;
