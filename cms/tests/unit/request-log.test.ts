import { describe, expect, it } from 'vitest';
import { loggedUrl } from '../../src/middlewares/request-log';

describe('the request log', () => {
  it('leaves out the secret of an onboarding link, in the page and the API', () => {
    const secret = 'q3Vd1x0sJ9pLkZr2_-T8mN4bYc6aWfHe0uGiOoPtRsE';
    expect(loggedUrl(`/onboarding/${secret}`)).toBe('/onboarding/[secret]');
    expect(loggedUrl(`/api/onboarding/${secret}?x=1`)).toBe('/api/onboarding/[secret]?x=1');
    expect(loggedUrl(`/ar/onboarding/${secret}`)).toBe('/ar/onboarding/[secret]');
    expect(loggedUrl(`/API/Onboarding/${secret}`)).not.toContain(secret);
  });

  it('leaves out the token of a calendar feed, and any token in the query', () => {
    const secret = 'Zx9_-aB3cD4eF5gH6iJ7kL8mN9oP0qR1sT2uV3wX4yZ';
    expect(loggedUrl(`/api/calendar/${secret}.ics`)).toBe('/api/calendar/[secret].ics');
    expect(loggedUrl(`/api/calendar/${secret}.ics?v=2`)).toBe('/api/calendar/[secret].ics?v=2');
    expect(loggedUrl(`/API/calendar/${secret}`)).not.toContain(secret);
    expect(loggedUrl(`/admin2025/reset-password?token=${secret}`)).toBe('/admin2025/reset-password?token=[secret]');
    expect(loggedUrl(`/x?a=1&TOKEN=${secret}&b=2`)).toBe('/x?a=1&TOKEN=[secret]&b=2');
    expect(loggedUrl(`/x?reset_token=${secret}#top`)).toBe('/x?reset_token=[secret]#top');
  });

  it('logs every other address as it is', () => {
    expect(loggedUrl('/jobs/abc?page=2')).toBe('/jobs/abc?page=2');
    expect(loggedUrl('/api/public/jobs')).toBe('/api/public/jobs');
  });
});
