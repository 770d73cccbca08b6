import { EMPLOYERS, UNIVERSITIES } from '../data/candidates';
import type { RoleSeed } from '../data/job-catalogue';
import { type CvBlock, cvBullets, cvHeading, cvName, cvText } from './cv-render';
import type { Random } from './random';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const SOFT_SKILLS = [
  'Communication',
  'Teamwork',
  'Problem solving',
  'Time management',
  'Leadership',
  'Attention to detail',
];
const OTHER_SKILLS = ['Microsoft Office', 'Customer service', 'Data entry', 'Scheduling', 'Photoshop', 'Social media'];
const CERTIFICATIONS = ['ACCA', 'PMP', 'CIPD', 'AWS Certified Developer', 'IATA Diploma', 'ServSafe'];

export interface CvCandidate {
  fullName: string;
  email: string;
  phone: string;
  nationality: string;
  years: number;
  related: number;
  languages: string[];
}

const monthYear = (date: Date) => `${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
const yearsBefore = (date: Date, years: number) => new Date(date.getTime() - years * 365.25 * 24 * 60 * 60 * 1000);

/**
 * A demo applicant's CV, written from the same facts the record holds (years, related years,
 * languages) and from `fit`: a better fit names more of the role's skills and certifications, so
 * the offline scorer reading the file reaches different scores for different applicants.
 */
export function demoCvBlocks(
  candidate: CvCandidate,
  role: RoleSeed,
  fit: number,
  appliedAt: Date,
  random: Random,
): CvBlock[] {
  const skills = random.sample(role.skills, Math.max(1, Math.round(role.skills.length * fit)));
  const other = random.sample(OTHER_SKILLS, random.int(1, 3));
  const soft = random.sample(SOFT_SKILLS, random.int(2, 4));
  const certifications = fit > 0.6 ? random.sample(CERTIFICATIONS, random.int(1, 2)) : [];
  const [employer, earlier] = random.sample(EMPLOYERS, 2);
  const relatedFrom = yearsBefore(appliedAt, candidate.related);
  const startedAt = yearsBefore(appliedAt, candidate.years);
  const graduated = yearsBefore(startedAt, 0.3).getUTCFullYear();
  const city = random.pick(['Manama', 'Riffa', 'Muharraq', 'Isa Town', 'Hamad Town']);

  const experience: CvBlock[] = [];
  if (candidate.related > 0) {
    experience.push(
      cvText(`${role.title}, ${employer}, ${monthYear(relatedFrom)} – Present`),
      ...cvBullets(
        `Day-to-day work with ${skills.slice(0, 3).join(', ')}`,
        `Part of the ${role.department.toLowerCase()} team, working with colleagues across the business`,
      ),
    );
  }
  if (candidate.years > candidate.related) {
    const until = candidate.related > 0 ? relatedFrom : appliedAt;
    experience.push(
      cvText(
        `${random.pick(['Assistant', 'Coordinator', 'Administrator'])}, ${earlier}, ${monthYear(startedAt)} – ${candidate.related > 0 ? monthYear(until) : 'Present'}`,
      ),
      ...cvBullets(`Supported the team with ${other.join(' and ').toLowerCase()}`),
    );
  }
  if (experience.length === 0) experience.push(cvText('Recent graduate, looking for a first role.'));

  return [
    cvName(candidate.fullName),
    cvText(`${city}, Bahrain  |  ${candidate.phone}  |  ${candidate.email}`),
    cvHeading('Professional Summary'),
    cvText(
      candidate.years > 0
        ? `${candidate.nationality || 'Bahrain-based'} professional with ${candidate.years} years of experience, ${candidate.related} of them in ${role.department.toLowerCase()} roles.`
        : `Motivated graduate interested in ${role.department.toLowerCase()} work.`,
    ),
    cvHeading('Experience'),
    ...experience,
    cvHeading('Education'),
    cvText(`Bachelor's degree, ${random.pick(UNIVERSITIES)}, ${graduated}`),
    ...(certifications.length > 0 ? [cvHeading('Certifications'), cvText(certifications.join(', '))] : []),
    cvHeading('Skills'),
    cvText([...skills, ...other].join(', ')),
    cvText(soft.join(', ')),
    cvHeading('Languages'),
    cvText(candidate.languages.join(', ')),
  ];
}
