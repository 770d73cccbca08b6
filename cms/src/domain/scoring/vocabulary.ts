import { type Concept, vocabularyFileSchema } from './vocabulary/concept';
import finance from './vocabulary/finance.json';
import general from './vocabulary/general.json';
import operations from './vocabulary/operations.json';
import people from './vocabulary/people.json';
import technology from './vocabulary/technology.json';

/**
 * What the offline scorer reads postings and CVs with: the concepts (qualifications, standards, tools,
 * skills, fields, languages, each with its phrasings and Arabic forms) and a few word lists. The
 * concepts are data, a JSON file a field of work, checked as they load; posting-specific words that
 * no concept covers come from the posting itself.
 */
export const CONCEPTS: Concept[] = [finance, technology, people, operations, general].flatMap(
  (file) => vocabularyFileSchema.parse(file).concepts,
);

/**
 * Agent nouns and their field, after stemming: "accountant" and "accounting" are one line of work,
 * while "customer" and "customs" stay apart (no rule strips -er).
 */
export const WORD_FAMILIES: Record<string, string> = {
  accountant: 'account',
  accountanci: 'account',
  auditor: 'audit',
  recruiter: 'recruit',
  developer: 'develop',
  trainer: 'train',
  analyst: 'analys',
  analysis: 'analys',
  analytic: 'analys',
  analytical: 'analys',
  consultant: 'consult',
  adviser: 'advis',
  advisor: 'advis',
  advisori: 'advis',
  coordinator: 'coordin',
  administrator: 'administr',
  administrative: 'administr',
  supervisor: 'supervis',
  supervision: 'supervis',
  manager: 'manag',
  managerial: 'manag',
  negotiator: 'negot',
  purchaser: 'purchas',
  buyer: 'purchas',
  programmer: 'program',
  designer: 'design',
  logistical: 'logistic',
  operator: 'oper',
  operational: 'oper',
  // Arabic: the doer and the field share a root pattern the light stemmer leaves apart.
  محاسبي: 'محاسب',
  مدقق: 'تدقيق',
};

/** Words every posting and CV use that say nothing about fit (lower case). */
export const FILLER_WORDS = [
  'above',
  'accurate',
  'advanced',
  'capable',
  'clear',
  'comfortable',
  'deep',
  'demonstrated',
  'desirable',
  'effective',
  'essential',
  'etc',
  'expert',
  'expertise',
  'familiar',
  'familiarity',
  'fluent',
  'fluency',
  'hands',
  'high',
  'ideally',
  'level',
  'practical',
  'preferably',
  'proficiency',
  'proficient',
  'responsible',
  'similar',
  'skill',
  'skills',
  'solid',
  'sound',
  'thorough',
  'valid',
  'various',
  'ability',
  'able',
  'advantage',
  'also',
  'candidate',
  'closely',
  'equivalent',
  'excellent',
  'experience',
  'experienced',
  'good',
  'including',
  'key',
  'knowledge',
  'least',
  'minimum',
  'more',
  'must',
  'plus',
  'preferred',
  'proven',
  'related',
  'relevant',
  'required',
  'role',
  'strong',
  'understanding',
  'using',
  'well',
  'work',
  'working',
  'year',
  'years',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
];

/** Words that make a line an education entry (folded: Arabic letter variants in one form). */
export const DEGREE_WORDS =
  /\b(bachelor|master|mba|msc|bsc|ba|ma|phd|doctorate|diploma|degree|b\.?com|associate|hnd)\b|بكالوريوس|ماجستير|دبلوم|دكتوراه|ليسانس/i;

/** Words of a job title that name a rank or a kind of post, not a line of work: they count little. */
export const GENERIC_TITLE_WORDS = [
  'business',
  'partner',
  'representative',
  'coordinator',
  'officer',
  'executive',
  'specialist',
  'assistant',
  'associate',
  'agent',
  'administrator',
  'consultant',
  'analyst',
  'advisor',
  'adviser',
  'engineer',
  'technician',
  'clerk',
  'staff',
  'team',
  'member',
  'needed',
];

/** Words left off a job title when deciding whether earlier jobs were in the same line of work. */
export const SENIORITY_WORDS = [
  'senior',
  'junior',
  'lead',
  'head',
  'chief',
  'principal',
  'assistant',
  'associate',
  'trainee',
  'graduate',
  'intern',
  'manager',
  'officer',
  'specialist',
  'supervisor',
];
