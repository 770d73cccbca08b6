import { describe, expect, it } from 'vitest';
import { cutoffsAt, monthsBefore } from '../../src/domain/privacy/retention-periods';

// A retention period in months counts calendar months, so "12 months" is the same date a year before,
// and a date the earlier month lacks falls on that month's last day rather than spilling into the next.

describe('monthsBefore', () => {
  const at = (iso: string) => new Date(iso);
  it.each([
    ['2026-11-28T09:15:00.000Z', 12, '2025-11-28T09:15:00.000Z'],
    ['2026-11-28T09:15:00.000Z', 24, '2024-11-28T09:15:00.000Z'],
    ['2027-03-31T23:59:59.999Z', 1, '2027-02-28T23:59:59.999Z'],
    ['2028-03-31T00:00:00.000Z', 1, '2028-02-29T00:00:00.000Z'],
    ['2027-01-15T12:00:00.000Z', 3, '2026-10-15T12:00:00.000Z'],
    ['2027-05-31T12:00:00.000Z', 120, '2017-05-31T12:00:00.000Z'],
    ['2028-02-29T08:00:00.000Z', 12, '2027-02-28T08:00:00.000Z'],
    ['2026-12-31T00:00:00.000Z', 6, '2026-06-30T00:00:00.000Z'],
    ['2027-03-29T00:00:00.000Z', 13, '2026-02-28T00:00:00.000Z'],
    ['2027-03-29T00:00:00.000Z', 0, '2027-03-29T00:00:00.000Z'],
  ])('%s less %i months is %s', (now, months, expected) => {
    expect(monthsBefore(at(now), months).toISOString()).toBe(expected);
  });
});

describe('the retention cutoffs', () => {
  it('count the rejected and audit periods in months and the onboarding period in days', () => {
    const cutoffs = cutoffsAt(new Date('2028-02-29T10:00:00.000Z'), {
      retention_rejected_months: 12,
      retention_onboarding_days: 30,
      retention_audit_months: 24,
    });
    expect(cutoffs.decidedBefore.toISOString()).toBe('2027-02-28T10:00:00.000Z');
    expect(cutoffs.onboardedBefore.toISOString()).toBe('2028-01-30T10:00:00.000Z');
    expect(cutoffs.loggedBefore.toISOString()).toBe('2026-02-28T10:00:00.000Z');
  });

  it('count onboarding days across a year’s end to the millisecond', () => {
    const cutoffs = cutoffsAt(new Date('2027-01-05T00:00:00.001Z'), {
      retention_rejected_months: 1,
      retention_onboarding_days: 10,
      retention_audit_months: 1,
    });
    expect(cutoffs.onboardedBefore.toISOString()).toBe('2026-12-26T00:00:00.001Z');
    expect(cutoffs.decidedBefore.toISOString()).toBe('2026-12-05T00:00:00.001Z');
  });

  it('make everything until now due when a period is zero', () => {
    const now = new Date('2026-12-08T00:00:00.000Z');
    const cutoffs = cutoffsAt(now, {
      retention_rejected_months: 0,
      retention_onboarding_days: 0,
      retention_audit_months: 0,
    });
    expect(cutoffs).toEqual({ decidedBefore: now, onboardedBefore: now, loggedBefore: now });
  });
});
