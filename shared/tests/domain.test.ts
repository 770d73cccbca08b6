import { describe, expect, it } from 'vitest';
import {
  ageFromBirthdate,
  bulletLines,
  companyToday,
  FEATURE_ICON_LOOKUP,
  formatCountdown,
  visibleSalary,
} from '../src';

describe('job text', () => {
  it('keeps only lines that start with a dash or a bullet', () => {
    expect(bulletLines('Intro line\n- Close the books\n• Lead audits\n  * Train juniors\nNot a bullet')).toEqual([
      'Close the books',
      'Lead audits',
      'Train juniors',
    ]);
    expect(bulletLines(null)).toEqual([]);
  });

  it('shows a salary only when it is switched on and both ends exist', () => {
    const posting = { show_salary: true, salary_min: 900, salary_max: 1200, salary_currency: 'BHD' };
    expect(visibleSalary(posting)).toEqual({ min: 900, max: 1200, currency: 'BHD' });
    expect(visibleSalary({ ...posting, show_salary: false })).toBeNull();
    expect(visibleSalary({ ...posting, salary_max: null })).toBeNull();
  });

  it('shows the Briefcase icon for Award', () => {
    expect(FEATURE_ICON_LOOKUP.Award).toBe(FEATURE_ICON_LOOKUP.Briefcase);
  });
});

describe('dates in Bahrain', () => {
  it('takes today from Bahrain’s clock, three hours ahead of UTC', () => {
    expect(companyToday(new Date('2026-03-01T22:30:00Z'))).toBe('2026-03-02');
    expect(companyToday(new Date('2026-03-01T20:30:00Z'))).toBe('2026-03-01');
  });

  it('computes age in whole years', () => {
    const now = new Date('2026-06-15T09:00:00Z');
    expect(ageFromBirthdate('1990-06-15', now)).toBe(36);
    expect(ageFromBirthdate('1990-06-16', now)).toBe(35);
  });
});

describe('the sign-in countdown', () => {
  it('shows minutes and seconds, rounding up, never below 0:00', () => {
    expect(formatCountdown(5 * 60 * 1000)).toBe('5:00');
    expect(formatCountdown(61_000)).toBe('1:01');
    expect(formatCountdown(9_001)).toBe('0:10');
    expect(formatCountdown(0)).toBe('0:00');
    expect(formatCountdown(-5_000)).toBe('0:00');
  });
});
