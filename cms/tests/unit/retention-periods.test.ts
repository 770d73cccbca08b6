import { describe, expect, it } from 'vitest';
import { monthsBefore } from '../../src/domain/privacy/retention-periods';

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
  ])('%s less %i months is %s', (now, months, expected) => {
    expect(monthsBefore(at(now), months).toISOString()).toBe(expected);
  });
});
