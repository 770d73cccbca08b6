/** First and last names by nationality, for a realistic mix of applicants to a Bahraini employer. */
export const CANDIDATE_POOLS: { nationality: string; phonePrefix: string; first: string[]; last: string[] }[] = [
  {
    nationality: 'Bahrain',
    phonePrefix: '+973 3',
    first: ['Ahmed', 'Fatima', 'Hussain', 'Maryam', 'Ali', 'Zainab', 'Yusuf', 'Noora', 'Khalid', 'Sara'],
    last: ['Al Khalifa', 'Al Mahmood', 'Al Sayed', 'Juma', 'Al Aali', 'Fakhro', 'Kanoo', 'Al Zayani'],
  },
  {
    nationality: 'Saudi Arabia',
    phonePrefix: '+966 5',
    first: ['Abdullah', 'Reem', 'Faisal', 'Lama', 'Turki', 'Hessa'],
    last: ['Al Qahtani', 'Al Harbi', 'Al Otaibi', 'Al Ghamdi'],
  },
  {
    nationality: 'India',
    phonePrefix: '+91 9',
    first: ['Priya', 'Rahul', 'Anjali', 'Vikram', 'Deepa', 'Arjun'],
    last: ['Nair', 'Menon', 'Sharma', 'Iyer', 'Pillai'],
  },
  {
    nationality: 'Philippines',
    phonePrefix: '+63 9',
    first: ['Maria', 'Jose', 'Angelica', 'Mark', 'Kristine'],
    last: ['Santos', 'Reyes', 'Cruz', 'Bautista'],
  },
  {
    nationality: 'Pakistan',
    phonePrefix: '+92 3',
    first: ['Usman', 'Ayesha', 'Bilal', 'Hira'],
    last: ['Khan', 'Qureshi', 'Butt', 'Malik'],
  },
  {
    nationality: 'Egypt',
    phonePrefix: '+20 1',
    first: ['Omar', 'Nour', 'Mostafa', 'Yasmin'],
    last: ['Hassan', 'Mansour', 'Farouk', 'Said'],
  },
  {
    nationality: 'Jordan',
    phonePrefix: '+962 7',
    first: ['Laith', 'Dana', 'Zaid', 'Rana'],
    last: ['Haddad', 'Khoury', 'Nasser'],
  },
  {
    nationality: 'United Kingdom',
    phonePrefix: '+44 7',
    first: ['James', 'Emily', 'Oliver', 'Charlotte'],
    last: ['Wilson', 'Taylor', 'Davies', 'Evans'],
  },
  {
    nationality: 'Lebanon',
    phonePrefix: '+961 3',
    first: ['Karim', 'Maya', 'Georges', 'Rita'],
    last: ['Haddad', 'Aoun', 'Saab'],
  },
  {
    nationality: 'Kenya',
    phonePrefix: '+254 7',
    first: ['Wanjiru', 'Brian', 'Achieng', 'Kevin'],
    last: ['Otieno', 'Kamau', 'Mwangi'],
  },
  {
    nationality: 'Sri Lanka',
    phonePrefix: '+94 7',
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
