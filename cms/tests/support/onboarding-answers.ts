// The onboarding form's answers of a test's employee, shared by the CMS tests and the journeys.
/** What the onboarding form's fixture employee answers, but its name, CPR number and IBAN. */
export const ONBOARDING_ANSWERS = {
  gender: 'Female',
  mobile_phone: '+973 3300 4455',
  birthdate: '1994-03-12',
  age: 32,
  marital_status: 'Single',
  place_of_birth: 'Manama',
  home_address: 'Building 12, Road 34, Block 305, Manama',
  emergency_contact_name: 'Ali Haddad',
  emergency_contact_phone: '+973 3900 1122',
  bank_name: 'Bank of Bahrain and Kuwait',
} as const;
