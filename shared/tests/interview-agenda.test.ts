import { describe, expect, it } from 'vitest';
import { AGENDA_MAX_DAYS, addDays, daysBetween, interviewAgendaQuerySchema, longDayName, messages } from '../src';

describe('Bahrain calendar days', () => {
  it('steps over month, year and leap-day ends', () => {
    expect(addDays('2026-11-30', 1)).toBe('2026-12-01');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
    expect(daysBetween('2026-12-30', '2027-01-02')).toBe(3);
  });

  it("names a day as the agenda heads it, whatever the machine's zone", () => {
    expect(longDayName('2026-12-01')).toBe('Tuesday 1 December 2026');
    expect(longDayName('2027-01-02')).toBe('Saturday 2 January 2027');
  });
});

describe('the agenda query', () => {
  it('defaults to two weeks from the given day and refuses reversed or too long periods', () => {
    expect(interviewAgendaQuerySchema.parse({ from: '2026-12-01' })).toEqual({ from: '2026-12-01', to: '2026-12-14' });
    const reversed = interviewAgendaQuerySchema.safeParse({ from: '2026-12-02', to: '2026-12-01' });
    expect(reversed.error?.issues[0]?.message).toBe(messages.interviewAgenda.rangeReversed);
    const last = addDays('2026-12-01', AGENDA_MAX_DAYS - 1);
    expect(interviewAgendaQuerySchema.safeParse({ from: '2026-12-01', to: last }).success).toBe(true);
    const long = interviewAgendaQuerySchema.safeParse({ from: '2026-12-01', to: addDays(last, 1) });
    expect(long.error?.issues[0]?.message).toBe(messages.interviewAgenda.rangeTooLong(AGENDA_MAX_DAYS));
    expect(interviewAgendaQuerySchema.safeParse({ from: '2026-12-01', days: '7' }).success).toBe(false);
  });
});
