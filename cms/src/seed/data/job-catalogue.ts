import type { JobType } from '@careers/shared';

export interface RoleSeed {
  title: string;
  department: string;
  location: string;
  type: JobType;
  description: string;
  responsibilities: string;
  requirements: string;
  minimum_years_experience: number | null;
  number_of_vacancies: number;
  salary: { min: number; max: number } | null;
  screening_questions: string[] | null;
  /** Words the demo scorer looks for in a candidate's skills. */
  skills: string[];
}

const bullets = (...lines: string[]) => lines.map((line) => `- ${line}`).join('\n');

/** Eight roles of the demo company; each is a template and is published four times (one per status). */
export const ROLES: RoleSeed[] = [
  {
    title: 'Senior Accountant',
    department: 'Finance',
    location: 'Manama, Bahrain',
    type: 'full-time',
    description:
      'Own the monthly close for two of our operating companies and help us move to IFRS 17-ready reporting. You will work closely with auditors and the CFO office.',
    responsibilities: `Key duties:\n${bullets('Prepare monthly, quarterly and annual financial statements', 'Reconcile intercompany balances across three entities', 'Coordinate the external audit and VAT filings with the NBR', 'Improve close checklists and automate recurring journals')}`,
    requirements: bullets(
      'ACCA, CPA or CMA qualification',
      'Five or more years of accounting experience, two in the GCC',
      'Strong Excel and ERP skills (SAP or Oracle)',
      'Fluent English; Arabic is an advantage',
    ),
    minimum_years_experience: 5,
    number_of_vacancies: 1,
    salary: { min: 1200, max: 1600 },
    screening_questions: [
      'Which professional accounting qualification do you hold?',
      'Describe a month-end close you improved and how.',
    ],
    skills: ['IFRS', 'SAP', 'Excel', 'VAT', 'Audit', 'Reconciliation'],
  },
  {
    title: 'Full-Stack Developer',
    department: 'Technology',
    location: 'Manama, Bahrain',
    type: 'full-time',
    description:
      'Join the team that builds our payments platform used by 200,000 customers. We work in TypeScript end to end and ship to production every day.',
    responsibilities: bullets(
      'Design and build features across React front ends and Node.js services',
      'Write tests and review pull requests',
      'Take part in the on-call rotation for the payments platform',
      'Mentor junior developers',
    ),
    requirements: bullets(
      'Three or more years with TypeScript, React and Node.js',
      'Experience with PostgreSQL and REST APIs',
      'Understanding of secure coding for financial systems',
      'A degree in computer science or equivalent experience',
    ),
    minimum_years_experience: 3,
    number_of_vacancies: 2,
    salary: { min: 1400, max: 2100 },
    screening_questions: [
      'Share a link to code you are proud of (GitHub or similar).',
      'Are you legally able to work in Bahrain?',
    ],
    skills: ['TypeScript', 'React', 'Node.js', 'PostgreSQL', 'Docker', 'AWS'],
  },
  {
    title: 'Logistics Coordinator',
    department: 'Operations',
    location: 'Khalifa Bin Salman Port, Bahrain',
    type: 'full-time',
    description:
      'Coordinate import and export shipments through Khalifa Bin Salman Port and the causeway, keeping customers informed at every step.',
    responsibilities: bullets(
      'Book and track sea, air and land shipments',
      'Prepare customs documents and liaise with clearing agents',
      'Resolve delays and communicate with customers',
      'Keep shipment data accurate in our TMS',
    ),
    requirements: bullets(
      'Two or more years in freight forwarding or logistics',
      'Knowledge of GCC customs procedures',
      'Valid Bahraini driving licence',
      'Good English and Arabic',
    ),
    minimum_years_experience: 2,
    number_of_vacancies: 3,
    salary: null,
    screening_questions: ['Do you hold a valid Bahraini driving licence?'],
    skills: ['Customs', 'Freight', 'TMS', 'Excel', 'Arabic', 'Negotiation'],
  },
  {
    title: 'HR Business Partner',
    department: 'Human Resources',
    location: 'Manama, Bahrain',
    type: 'full-time',
    description: 'Partner with the leaders of our logistics business on hiring, performance and Bahrainisation goals.',
    responsibilities: bullets(
      'Advise managers on people matters and labour law',
      'Lead the yearly performance and talent review',
      'Track Bahrainisation and LMRA compliance',
      'Design engagement initiatives with the HR team',
    ),
    requirements: bullets(
      'Five or more years in HR, two as a business partner',
      'Sound knowledge of the Bahrain Labour Law',
      'CIPD or SHRM certification preferred',
      'Excellent communication in English and Arabic',
    ),
    minimum_years_experience: 5,
    number_of_vacancies: 1,
    salary: { min: 1100, max: 1500 },
    screening_questions: null,
    skills: ['Labour Law', 'LMRA', 'Performance Management', 'CIPD', 'Arabic', 'Coaching'],
  },
  {
    title: 'Customer Service Representative',
    department: 'Customer Experience',
    location: 'Muharraq, Bahrain',
    type: 'part-time',
    description:
      'Be the friendly voice of Gulf Horizon for customers calling and chatting about their deliveries and payments.',
    responsibilities: bullets(
      'Answer calls, chats and e-mails in Arabic and English',
      'Resolve delivery and payment questions at first contact',
      'Log every case accurately in our CRM',
      'Share customer feedback with the product teams',
    ),
    requirements: bullets(
      'One year of customer service experience',
      'Fluent Arabic and English',
      'Comfortable with shifts, including weekends',
      'High school diploma or above',
    ),
    minimum_years_experience: 1,
    number_of_vacancies: 4,
    salary: { min: 350, max: 450 },
    screening_questions: ['Which shifts are you available for?', 'Which languages do you speak fluently?'],
    skills: ['Customer Service', 'CRM', 'Arabic', 'English', 'Communication', 'Zendesk'],
  },
  {
    title: 'Data Analyst',
    department: 'Technology',
    location: 'Manama, Bahrain',
    type: 'contract',
    description:
      'A twelve-month contract to build the dashboards our operations and finance teams use to run the business.',
    responsibilities: bullets(
      'Model data from our warehouse into clean, documented datasets',
      'Build dashboards in Power BI',
      'Answer ad-hoc questions from managers with clear analysis',
      'Automate recurring reports',
    ),
    requirements: bullets(
      'Two or more years of analytics experience',
      'Advanced SQL and Power BI or Tableau',
      'Python for data work is an advantage',
      'Clear written English',
    ),
    minimum_years_experience: 2,
    number_of_vacancies: 1,
    salary: { min: 1000, max: 1300 },
    screening_questions: null,
    skills: ['SQL', 'Power BI', 'Python', 'Excel', 'Tableau', 'Statistics'],
  },
  {
    title: 'Front Office Supervisor',
    department: 'Hospitality',
    location: 'Seef, Bahrain',
    type: 'full-time',
    description:
      'Lead the front desk team of our 180-room business hotel in Seef and make every arrival feel like coming home.',
    responsibilities: bullets(
      'Supervise check-in, check-out and concierge services',
      'Train and schedule a team of twelve',
      'Handle VIP arrivals and guest complaints',
      'Work with revenue management on room allocation',
    ),
    requirements: bullets(
      'Three or more years in hotel front office, one as a supervisor',
      'Experience with Opera PMS',
      'Excellent English; Arabic is an advantage',
      'Diploma in hospitality management',
    ),
    minimum_years_experience: 3,
    number_of_vacancies: 1,
    salary: null,
    screening_questions: ['Which property management systems have you used?'],
    skills: ['Opera PMS', 'Guest Relations', 'Team Leadership', 'English', 'Upselling', 'Scheduling'],
  },
  {
    title: 'Graduate Trainee, Finance',
    department: 'Finance',
    location: 'Manama, Bahrain',
    type: 'internship',
    description:
      'A six-month paid internship for recent Bahraini graduates who want to start a career in corporate finance.',
    responsibilities: bullets(
      'Rotate through accounts payable, treasury and reporting',
      'Support the month-end close',
      'Prepare analysis for the finance managers',
      'Complete a project presented to the CFO',
    ),
    requirements: bullets(
      'Bachelor degree in accounting or finance (2025 or 2026)',
      'Good Excel skills',
      'Curious and eager to learn',
      'Bahraini nationality',
    ),
    minimum_years_experience: null,
    number_of_vacancies: 3,
    salary: { min: 400, max: 450 },
    screening_questions: ['When did you graduate, and from which university?'],
    skills: ['Excel', 'Accounting', 'Finance', 'PowerPoint', 'Analysis', 'English'],
  },
];
