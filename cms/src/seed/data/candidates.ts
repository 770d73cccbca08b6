/** First and last names by nationality, for a realistic mix of applicants to a Bahraini employer. */
/** Mobile numbers: country code, the leading digit of local mobiles, and the local number's length. */
export interface PhonePlan {
  code: string;
  lead: string;
  digits: number;
}

export const CANDIDATE_POOLS: { nationality: string; phone: PhonePlan; first: string[]; last: string[] }[] = [
  {
    nationality: 'Bahrain',
    phone: { code: '+973', lead: '3', digits: 8 },
    first: ['Ahmed', 'Fatima', 'Hussain', 'Maryam', 'Ali', 'Zainab', 'Yusuf', 'Noora', 'Khalid', 'Sara'],
    last: ['Al Khalifa', 'Al Mahmood', 'Al Sayed', 'Juma', 'Al Aali', 'Fakhro', 'Kanoo', 'Al Zayani'],
  },
  {
    nationality: 'Saudi Arabia',
    phone: { code: '+966', lead: '5', digits: 9 },
    first: ['Abdullah', 'Reem', 'Faisal', 'Lama', 'Turki', 'Hessa'],
    last: ['Al Qahtani', 'Al Harbi', 'Al Otaibi', 'Al Ghamdi'],
  },
  {
    nationality: 'India',
    phone: { code: '+91', lead: '9', digits: 10 },
    first: ['Priya', 'Rahul', 'Anjali', 'Vikram', 'Deepa', 'Arjun'],
    last: ['Nair', 'Menon', 'Sharma', 'Iyer', 'Pillai'],
  },
  {
    nationality: 'Philippines',
    phone: { code: '+63', lead: '9', digits: 10 },
    first: ['Maria', 'Jose', 'Angelica', 'Mark', 'Kristine'],
    last: ['Santos', 'Reyes', 'Cruz', 'Bautista'],
  },
  {
    nationality: 'Pakistan',
    phone: { code: '+92', lead: '3', digits: 10 },
    first: ['Usman', 'Ayesha', 'Bilal', 'Hira'],
    last: ['Khan', 'Qureshi', 'Butt', 'Malik'],
  },
  {
    nationality: 'Egypt',
    phone: { code: '+20', lead: '1', digits: 10 },
    first: ['Omar', 'Nour', 'Mostafa', 'Yasmin'],
    last: ['Hassan', 'Mansour', 'Farouk', 'Said'],
  },
  {
    nationality: 'Jordan',
    phone: { code: '+962', lead: '7', digits: 9 },
    first: ['Laith', 'Dana', 'Zaid', 'Rana'],
    last: ['Haddad', 'Khoury', 'Nasser'],
  },
  {
    nationality: 'United Kingdom',
    phone: { code: '+44', lead: '7', digits: 10 },
    first: ['James', 'Emily', 'Oliver', 'Charlotte'],
    last: ['Wilson', 'Taylor', 'Davies', 'Evans'],
  },
  {
    nationality: 'Lebanon',
    phone: { code: '+961', lead: '3', digits: 7 },
    first: ['Karim', 'Maya', 'Georges', 'Rita'],
    last: ['Haddad', 'Aoun', 'Saab'],
  },
  {
    nationality: 'Kenya',
    phone: { code: '+254', lead: '7', digits: 9 },
    first: ['Wanjiru', 'Brian', 'Achieng', 'Kevin'],
    last: ['Otieno', 'Kamau', 'Mwangi'],
  },
  {
    nationality: 'Sri Lanka',
    phone: { code: '+94', lead: '7', digits: 9 },
    first: ['Dilani', 'Kasun', 'Nadeesha'],
    last: ['Perera', 'Fernando', 'Silva'],
  },
];

export const UNIVERSITIES = [
  'University of Bahrain',
  'Bahrain Polytechnic',
  'Arabian Gulf University',
  'King Fahd University of Petroleum and Minerals',
  'University of Mumbai',
  'University of the Philippines',
  'Cairo University',
  'University of Manchester',
  'American University of Beirut',
];

export const EMPLOYERS = [
  'Bahrain Logistics Co.',
  'Gulf Freight Services',
  'National Bank of Bahrain',
  'Batelco',
  'Seef Properties',
  'Almoayyed Group',
  'Kuwait Finance House Bahrain',
  'Gulf Hotel',
  'DHL Bahrain',
  'Infosys',
  'Emirates NBD',
];

export const LANGUAGE_SETS = [
  ['English', 'Arabic'],
  ['English'],
  ['English', 'Hindi', 'Malayalam'],
  ['English', 'Tagalog'],
  ['English', 'Urdu'],
  ['English', 'Arabic', 'French'],
];
