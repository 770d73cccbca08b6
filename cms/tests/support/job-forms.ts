// A job template's and a posting's form as the back office sends them, valid, each with a title of
// its own so a test finds its rows.

type Json = Record<string, unknown>;

let made = 0;

export function templateForm(changes: Json = {}): Json {
  made += 1;
  return {
    title: `Treasury Analyst ${Date.now().toString(36)}${made}`,
    department: 'Finance',
    location: 'Manama, Bahrain',
    type: 'full-time',
    description: 'Manages the daily cash position of the group.',
    responsibilities: '- Forecast cash\n- Reconcile bank accounts',
    requirements: '- Three years in treasury',
    number_of_vacancies: 2,
    minimum_years_experience: 3,
    ...changes,
  };
}

export const postingForm = (changes: Json = {}): Json => ({
  ...templateForm(),
  status: 'active',
  show_salary: true,
  salary_min: 800,
  salary_max: 1200,
  salary_currency: 'BHD',
  screening_questions: ['When could you start?', '  '],
  ...changes,
});
