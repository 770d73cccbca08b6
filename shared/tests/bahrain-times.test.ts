import { describe, expect, it } from 'vitest';
import { ageFromBirthdate, companyTimeToInstant, companyToday, isNotBeforeToday, startsInThePast } from '../src';

// Interview times and date rules are Bahrain wall-clock times: UTC+3 all year.

describe('a Bahrain wall-clock time', () => {
  it('is three hours ahead of UTC, crossing back to the previous UTC day after midnight', () => {
    expect(companyTimeToInstant('2026-12-08', '09:00').toISOString()).toBe('2026-12-08T06:00:00.000Z');
    expect(companyTimeToInstant('2026-12-08', '00:30').toISOString()).toBe('2026-12-07T21:30:00.000Z');
    expect(companyTimeToInstant('2028-02-29', '23:59').toISOString()).toBe('2028-02-29T20:59:00.000Z');
  });

  it('keeps the same offset in summer: Bahrain has no daylight saving', () => {
    expect(companyTimeToInstant('2026-07-15', '12:00').toISOString()).toBe('2026-07-15T09:00:00.000Z');
    expect(companyToday(new Date('2026-07-15T21:00:00Z'))).toBe('2026-07-16');
  });
});

describe('an interview that starts in the past', () => {
  const now = new Date('2026-12-08T06:00:00Z'); // 09:00 in Bahrain

  it('is one whose Bahrain start is before now, not one that starts this very minute', () => {
    expect(startsInThePast('2026-12-08', '08:59', now)).toBe(true);
    expect(startsInThePast('2026-12-08', '09:00', now)).toBe(false);
    expect(startsInThePast('2026-12-08', '09:01', now)).toBe(false);
  });

  it('reads the time as Bahrain’s, not UTC’s', () => {
    // 07:00 UTC is still ahead, but 07:00 in Bahrain (04:00 UTC) is over.
    expect(startsInThePast('2026-12-08', '07:00', now)).toBe(true);
  });
});

describe('a date not before today', () => {
  it('takes today from Bahrain: at 21:00 UTC the next day has begun', () => {
    const bahrainMidnight = new Date('2026-12-07T21:00:00Z');
    expect(isNotBeforeToday('2026-12-07', bahrainMidnight)).toBe(false);
    expect(isNotBeforeToday('2026-12-08', bahrainMidnight)).toBe(true);
    expect(isNotBeforeToday('2026-12-07', new Date('2026-12-07T20:59:59Z'))).toBe(true);
  });
});

describe('an age from a birthdate', () => {
  it('counts a leap-day birthday only once 29 February has passed: on 1 March in other years', () => {
    expect(ageFromBirthdate('2000-02-29', new Date('2027-02-28T12:00:00Z'))).toBe(26);
    expect(ageFromBirthdate('2000-02-29', new Date('2027-03-01T12:00:00Z'))).toBe(27);
    expect(ageFromBirthdate('2000-02-29', new Date('2028-02-29T12:00:00Z'))).toBe(28);
  });

  it('turns on Bahrain’s birthday, three hours before UTC’s', () => {
    expect(ageFromBirthdate('1990-06-15', new Date('2026-06-14T20:59:00Z'))).toBe(35);
    expect(ageFromBirthdate('1990-06-15', new Date('2026-06-14T21:00:00Z'))).toBe(36);
  });
});
