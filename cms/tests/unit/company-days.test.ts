import { describe, expect, it } from 'vitest';
import { lastCompanyDays } from '../../src/domain/dashboard/company-days';

// The dashboard counts per Bahrain calendar day: a day there runs 21:00 UTC to 21:00 UTC (UTC+3, no
// daylight saving), so an application sent at 22:00 UTC counts on the next Bahrain day.

describe('the last company days', () => {
  it('ends with Bahrain’s today, which starts at 21:00 UTC the evening before', () => {
    const days = lastCompanyDays(new Date('2026-03-01T21:30:00Z'), 3);
    expect(days.map((day) => day.date)).toEqual(['2026-02-28', '2026-03-01', '2026-03-02']);
    expect(days.map((day) => [day.start.toISOString(), day.end.toISOString()])).toEqual([
      ['2026-02-27T21:00:00.000Z', '2026-02-28T21:00:00.000Z'],
      ['2026-02-28T21:00:00.000Z', '2026-03-01T21:00:00.000Z'],
      ['2026-03-01T21:00:00.000Z', '2026-03-02T21:00:00.000Z'],
    ]);
  });

  it('is still yesterday one millisecond before 21:00 UTC', () => {
    const [day] = lastCompanyDays(new Date('2026-12-31T20:59:59.999Z'), 1);
    expect(day?.date).toBe('2026-12-31');
    const [next] = lastCompanyDays(new Date('2026-12-31T21:00:00.000Z'), 1);
    expect(next?.date).toBe('2027-01-01');
    expect(next?.start.toISOString()).toBe('2026-12-31T21:00:00.000Z');
  });

  it('counts the leap day as a day of its own', () => {
    const days = lastCompanyDays(new Date('2028-03-01T05:00:00Z'), 3);
    expect(days.map((day) => day.date)).toEqual(['2028-02-28', '2028-02-29', '2028-03-01']);
    expect(days[1]?.start.toISOString()).toBe('2028-02-28T21:00:00.000Z');
  });

  it('leaves no gap and no overlap between days, each 24 hours long', () => {
    const days = lastCompanyDays(new Date('2026-12-08T10:00:00Z'), 30);
    expect(days).toHaveLength(30);
    for (const [index, day] of days.entries()) {
      expect(day.end.getTime() - day.start.getTime()).toBe(86_400_000);
      const next = days[index + 1];
      if (next) expect(next.start).toEqual(day.end);
    }
  });

  it('is empty when no day is asked for', () => {
    expect(lastCompanyDays(new Date('2026-12-08T10:00:00Z'), 0)).toEqual([]);
  });
});
