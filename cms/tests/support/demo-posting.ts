// A demo catalogue role as the scorers read a posting (the CV fixtures were written against it).
import type { ScoringPosting } from '../../src/domain/scoring/scoring-input';
import { ROLES } from '../../src/seed/data/job-catalogue';

export function demoPosting(title: string): ScoringPosting {
  const role = ROLES.find((candidate) => candidate.title === title);
  if (!role) throw new Error(`No demo role ${title}`);
  return {
    title: role.title,
    department: role.department,
    description: role.description,
    responsibilities: role.responsibilities,
    requirements: role.requirements,
    minimum_years_experience: role.minimum_years_experience,
    screening_questions: role.screening_questions,
  };
}
