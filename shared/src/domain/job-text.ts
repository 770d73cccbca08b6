/**
 * Responsibilities and Requirements show only the lines that start with a dash or a bullet
 * (docs/requirements.md#browsing-jobs); the marker is removed.
 */
export function bulletLines(text: string | null | undefined): string[] {
  if (!text) return [];
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => /^[-•*]\s*/.test(line))
    .map((line) => line.replace(/^[-•*]\s*/, '').trim())
    .filter((line) => line.length > 0);
}

/** Salary shows only when show_salary is set and both ends of the range exist. */
export function visibleSalary(posting: {
  show_salary: boolean;
  salary_min: number | null;
  salary_max: number | null;
  salary_currency: string;
}): { min: number; max: number; currency: string } | null {
  if (!posting.show_salary || posting.salary_min == null || posting.salary_max == null) return null;
  return { min: posting.salary_min, max: posting.salary_max, currency: posting.salary_currency };
}
