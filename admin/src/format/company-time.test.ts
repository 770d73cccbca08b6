import { messages } from '@careers/shared/client';
import { describe, expect, it } from 'vitest';
import { calendarDay, companyDate, companyDateTime } from './company-time';

// One rule for every date the back office shows: Bahrain (UTC+3), day month year.
describe('company time', () => {
  it('reads an instant on Bahrain’s calendar and clock', () => {
    expect(companyDateTime('2026-11-20T22:30:00.000Z')).toBe('21 Nov 2026, 01:30');
    expect(companyDate('2026-11-20T20:59:59.000Z')).toBe('20 Nov 2026');
    expect(companyDate('2026-11-20T21:00:00.000Z')).toBe('21 Nov 2026');
  });

  it('shows a calendar day as the day it names, in the same style', () => {
    expect(calendarDay('2026-03-01')).toBe('1 Mar 2026');
    expect(calendarDay(null)).toBe(messages.common.notAvailable);
  });
});
