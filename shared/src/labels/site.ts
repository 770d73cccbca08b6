// The public careers site's names: navigation, its forms and pages (the site's islands import only these).
export const publicNavLabels = {
  home: 'Home',
  jobs: 'Jobs',
  benefits: 'Benefits',
  about: 'About',
  privacy: 'Privacy',
} as const;
// Our own addition: the public site's file chooser (apply and onboarding forms).
// Our own addition: the file chooser's own button, in the page's language (the browser's native one
// speaks the browser's).
export const fileFieldLabels = { choose: 'Choose File', remove: (fileName: string) => `Remove ${fileName}` } as const;
// The new hire's onboarding page: field names as docs/requirements.md#new-hire lists them.
export const onboardingFormLabels = {
  title: 'Employee Onboarding',
  welcome: (firstName: string, jobTitle: string) =>
    jobTitle
      ? `Welcome, ${firstName}! Please complete your onboarding details for ${jobTitle}.`
      : `Welcome, ${firstName}! Please complete your onboarding details.`,
  personal: 'Personal Information',
  emergency: 'Emergency Contact',
  banking: 'Banking Information',
  documents: 'Documents',
  first_name: 'First Name',
  last_name: 'Last Name',
  email: 'Email',
  gender: 'Gender',
  mobile_phone: 'Mobile Phone',
  birthdate: 'Birthdate',
  age: 'Age',
  marital_status: 'Marital Status',
  place_of_birth: 'Place of Birth',
  home_address: 'Home Address',
  cpr_number: 'CPR Number',
  emergency_contact_name: 'Emergency Contact Name',
  emergency_contact_phone: 'Emergency Contact Phone',
  bank_name: 'Bank Name',
  iban: 'IBAN',
  cpr: 'CPR',
  passport: 'Passport',
  certificates: 'Certificates',
  documentHint: 'PDF, JPG, JPEG or PNG',
  select: 'Select...',
  submit: 'Submit',
  submitting: 'Submitting...',
  loading: 'Loading...',
  completeHint: 'Thank you. Your details and documents have been sent to our HR team.',
} as const;
// Our own wording: the site's frame, pages and forms, as built.
export const siteLayoutLabels = {
  skipToContent: 'Skip to content',
  mainNav: 'Main',
  mobileNav: 'Main (mobile)',
  menu: 'Menu',
  feedTitle: (company: string) => `${company} open positions`,
  country: 'Kingdom of Bahrain',
  /** The language switch's name for screen readers; each language's own name is its text. */
  languages: 'Language',
} as const;
export const pageDescriptionsLabels = {
  home: (company: string) => `Careers at ${company} in Bahrain`,
  about: (company: string) => `About ${company}`,
  privacy: (company: string) => `How ${company} handles applicants' personal data`,
  benefits: (company: string) => `What working at ${company} gives you`,
  jobs: (count: number, company: string) => `${count} open positions at ${company} in Bahrain`,
} as const;
export const maintenanceLabels = {
  title: "We'll be back soon",
  lead: (company: string) =>
    `The ${company} careers site is undergoing scheduled maintenance. Please check back shortly.`,
  questions: 'Questions about an application? Write to',
} as const;
export const homePageLabels = {
  ourValues: 'Our values',
  benefits: 'Benefits',
  readyToJoin: 'Ready to join us?',
  browseJobs: 'Browse Jobs',
  // What the home page says while its sections have no text of their own, so it is never blank.
  headline: (company: string) => `Build your career with ${company}`,
  viewOpenPositions: 'View Open Positions',
  exploreBenefits: 'Explore Benefits',
  whyCompany: (company: string) => `Why ${company}?`,
} as const;
export const aboutPageLabels = {
  title: (company: string) => `About ${company}`,
  visionAndMission: 'Vision and mission',
  ourValues: 'Our Values',
  findYourRole: 'Find the role where your work will count.',
} as const;
export const benefitsPageLabels = {
  lead: (company: string) => `Health, time, money and growth: what ${company} offers its people.`,
  filterByCategory: 'Filter by category',
  likeWhatYouSee: 'Like what you see?',
  viewOpenPositions: 'View Open Positions',
} as const;
export const jobSearchLabels = {
  search: 'Search',
  placeholder: 'Job title or keyword',
  department: 'Department',
  type: 'Type',
} as const;
export const jobPageLabels = {
  posted: 'Posted',
  bookmark: 'Bookmark',
  bookmarked: 'Bookmarked',
  questionAbout: (title: string) => `Question about ${title}`,
  applyAndShare: 'Apply and share',
} as const;
export const applyFormLabels = {
  totalYears: 'Total years of experience',
  relatedYears: 'Related years of experience',
  cv: 'CV (PDF, DOC or DOCX, at most 10MB)',
  supportingDocuments: 'Supporting documents (optional: PDF, DOC, DOCX, JPG or PNG, at most 10MB)',
  fileHint: 'Choose a file or drop it here',
  uploadProgress: 'Upload progress',
  nationality: 'Nationality',
  searchCountries: 'Search countries',
  noCountryMatches: 'No country matches',
  fullName: 'Full name',
  email: 'E-mail',
  phone: 'Phone',
  // The trap field bots fill; hidden from people and assistive technology.
  companyWebsite: 'Company website',
  submit: 'Submit Application',
  submitting: 'Submitting…',
  close: 'Close',
} as const;
