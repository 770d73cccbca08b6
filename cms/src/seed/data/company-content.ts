import {
  type BenefitCategory,
  type BenefitIcon,
  type PageName,
  PUBLIC_PAGE_PATHS,
  type SectionMetadata,
  type SectionType,
} from '@careers/shared';

export interface SectionSeed {
  page_name: PageName;
  section_key: string;
  section_type: SectionType;
  title: string;
  subtitle?: string;
  content?: string;
  metadata?: SectionMetadata;
  is_active?: boolean;
}

export const HOME_SECTIONS: SectionSeed[] = [
  {
    page_name: 'home',
    section_key: 'hero_headline',
    section_type: 'hero',
    title: 'Build the future of the Gulf with Gulf Horizon',
    subtitle: 'Careers in logistics, financial technology and hospitality across the Kingdom of Bahrain.',
    content:
      'We are a Bahraini group of 1,200 people who move goods, money and guests across the region. Bring your talent; we will bring the projects, the training and a team that has your back.',
    metadata: { highlight: 'Gulf Horizon' },
  },
  {
    page_name: 'home',
    section_key: 'banner',
    section_type: 'content',
    title: 'Now hiring in Manama, Sitra and Muharraq',
    content: 'New roles open every month. Apply in five minutes with your CV: no account needed.',
  },
  {
    page_name: 'home',
    section_key: 'cta_primary',
    section_type: 'cta',
    title: 'View Open Positions',
    content: PUBLIC_PAGE_PATHS.jobs,
  },
  {
    page_name: 'home',
    section_key: 'cta_secondary',
    section_type: 'cta',
    title: 'Explore Benefits',
    content: '#benefits',
  },
  {
    page_name: 'home',
    section_key: 'why_section_heading',
    section_type: 'content',
    title: 'Why Gulf Horizon?',
    subtitle: 'Four reasons our people stay and grow with us.',
  },
  {
    page_name: 'home',
    section_key: 'feature_growth',
    section_type: 'features',
    title: 'Career Growth',
    content: 'Clear career paths, sponsored certifications and internal moves before external hires.',
    metadata: { icon: 'TrendingUp' },
  },
  {
    page_name: 'home',
    section_key: 'feature_innovation',
    section_type: 'features',
    title: 'Real Innovation',
    content: 'From cold-chain tracking to instant payments, you ship work that the region uses every day.',
    metadata: { icon: 'Zap' },
  },
  {
    page_name: 'home',
    section_key: 'feature_team',
    section_type: 'features',
    title: 'Great Team',
    content: 'More than 30 nationalities working side by side, with mentors for every new joiner.',
    metadata: { icon: 'Users' },
  },
  {
    page_name: 'home',
    section_key: 'feature_recognition',
    section_type: 'features',
    title: 'Recognised Employer',
    content: 'Named among the best places to work in Bahrain three years in a row.',
    metadata: { icon: 'Award' },
  },
  {
    page_name: 'home',
    section_key: 'benefits_heading',
    section_type: 'content',
    title: 'Benefits that matter',
    subtitle: 'Health, time and money: we look after all three.',
  },
  {
    page_name: 'home',
    section_key: 'final_cta_heading',
    section_type: 'cta',
    title: 'Ready to make your move?',
    subtitle: 'Find the role that fits you and apply today.',
  },
  {
    page_name: 'home',
    section_key: 'final_cta_button',
    section_type: 'cta',
    title: 'Browse Jobs',
    content: PUBLIC_PAGE_PATHS.jobs,
  },
];

export const ABOUT_SECTIONS: SectionSeed[] = [
  {
    page_name: 'about',
    section_key: 'hero',
    section_type: 'hero',
    title: 'About Gulf Horizon',
    subtitle: 'Founded in Manama in 1998, built by the people of the Gulf.',
    content:
      'What began as a two-truck freight company is today a group of three businesses serving customers in all six GCC countries.',
  },
  {
    page_name: 'about',
    section_key: 'vision',
    section_type: 'content',
    title: 'Our Vision',
    content: 'To be the most trusted partner for moving goods, money and people across the Gulf.',
  },
  {
    page_name: 'about',
    section_key: 'mission',
    section_type: 'content',
    title: 'Our Mission',
    content:
      'We combine local knowledge with modern technology to deliver services that are fast, fair and dependable, and we grow Bahraini talent while we do it.',
  },
  {
    page_name: 'about',
    section_key: 'values',
    section_type: 'content',
    title: 'Our Values',
    subtitle: 'The principles behind every decision we make.',
  },
  {
    page_name: 'about',
    section_key: 'value_integrity',
    section_type: 'value',
    title: 'Integrity',
    content: 'We do what we say, and we say it plainly.',
    metadata: { icon: 'Shield', color: 'blue' },
  },
  {
    page_name: 'about',
    section_key: 'value_care',
    section_type: 'value',
    title: 'Care',
    content: 'We look after our customers, our colleagues and our community.',
    metadata: { icon: 'Heart', color: 'red' },
  },
  {
    page_name: 'about',
    section_key: 'value_curiosity',
    section_type: 'value',
    title: 'Curiosity',
    content: 'We ask why, test ideas quickly and learn from every result.',
    metadata: { icon: 'Lightbulb', color: 'yellow' },
  },
  {
    page_name: 'about',
    section_key: 'value_excellence',
    section_type: 'value',
    title: 'Excellence',
    content: 'We set a high bar and help each other clear it.',
    metadata: { icon: 'Target', color: 'purple' },
  },
  {
    page_name: 'about',
    section_key: 'value_teamwork',
    section_type: 'value',
    title: 'Teamwork',
    content: 'No one succeeds alone: we win and learn together.',
    metadata: { icon: 'Users', color: 'green' },
  },
  {
    page_name: 'about',
    section_key: 'value_legacy',
    section_type: 'value',
    title: 'Legacy',
    content: 'An older value card kept for reference; hidden from the site.',
    metadata: { icon: 'Award', color: 'yellow' },
    is_active: false,
  },
];

export interface BenefitSeed {
  title: string;
  description: string;
  category: BenefitCategory;
  icon: BenefitIcon;
  is_active?: boolean;
}

export const BENEFITS: BenefitSeed[] = [
  {
    title: 'Comprehensive Medical Cover',
    description:
      'Private medical insurance for you, your spouse and up to three children, including dental and optical.',
    category: 'Health',
    icon: 'Heart',
  },
  {
    title: 'Annual Health Check',
    description: 'A full yearly health screening at a partner hospital, on company time.',
    category: 'Health',
    icon: 'Shield',
  },
  {
    title: 'Flexible Working Hours',
    description: 'Start between 7 and 9 am, and work from home up to two days a week in eligible roles.',
    category: 'Work-Life',
    icon: 'Clock',
  },
  {
    title: '30 Days Annual Leave',
    description: 'Thirty working days of paid leave a year, plus Bahrain public holidays.',
    category: 'Work-Life',
    icon: 'Calendar',
  },
  {
    title: 'Parental Leave',
    description: 'Twelve weeks of fully paid maternity leave and four weeks of paternity leave.',
    category: 'Work-Life',
    icon: 'Baby',
  },
  {
    title: 'Annual Performance Bonus',
    description: 'A yearly bonus of up to three months\u2019 salary based on company and personal results.',
    category: 'Financial',
    icon: 'DollarSign',
  },
  {
    title: 'Savings Plan',
    description: 'We match your voluntary savings up to 5% of your basic salary.',
    category: 'Financial',
    icon: 'PiggyBank',
  },
  {
    title: 'Housing and Transport Allowance',
    description: 'Monthly allowances paid with your salary, reviewed every year.',
    category: 'Financial',
    icon: 'Home',
  },
  {
    title: 'Learning Budget',
    description: 'BHD 750 a year for courses, certifications and conferences of your choice.',
    category: 'Growth',
    icon: 'GraduationCap',
  },
  {
    title: 'Mentorship Programme',
    description: 'Every new joiner is paired with a senior mentor for their first year.',
    category: 'Growth',
    icon: 'TrendingUp',
  },
  {
    title: 'Team Events and Ramadan Ghabga',
    description: 'Quarterly team events and our much-loved annual Ramadan ghabga.',
    category: 'Culture',
    icon: 'Users',
  },
  {
    title: 'Recognition Awards',
    description: 'Quarterly awards chosen by colleagues, with a prize and a day off.',
    category: 'Culture',
    icon: 'Award',
  },
  {
    title: 'Laptop and Home-Office Kit',
    description: 'A new laptop of your choice and a one-off allowance for your home office.',
    category: 'Equipment',
    icon: 'Laptop',
  },
  {
    title: 'Gym Membership',
    description: 'Free membership at partner gyms across Bahrain.',
    category: 'Wellness',
    icon: 'Dumbbell',
  },
  {
    title: 'Mental Health Support',
    description: 'Confidential counselling sessions for you and your family, in Arabic or English.',
    category: 'Wellness',
    icon: 'Brain',
  },
  {
    title: 'Free Coffee and Breakfast',
    description: 'Fresh Arabic coffee, karak and breakfast in every office.',
    category: 'Other',
    icon: 'Coffee',
  },
  {
    title: 'Eid Gift Vouchers',
    description: 'Retired benefit kept for records; hidden from the site.',
    category: 'Other',
    icon: 'Gift',
    is_active: false,
  },
];
