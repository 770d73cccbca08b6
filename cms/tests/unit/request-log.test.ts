import { describe, expect, it } from 'vitest';
import { loggedUrl } from '../../src/middlewares/request-log';

describe('the request log', () => {
  it('leaves out the secret of an onboarding link, in the page and the API', () => {
    const secret = 'q3Vd1x0sJ9pLkZr2_-T8mN4bYc6aWfHe0uGiOoPtRsE';
    expect(loggedUrl(`/onboarding/${secret}`)).toBe('/onboarding/[secret]');
    expect(loggedUrl(`/api/onboarding/${secret}?x=1`)).toBe('/api/onboarding/[secret]?x=1');
    expect(loggedUrl(`/API/Onboarding/${secret}`)).not.toContain(secret);
  });

  it('logs every other address as it is', () => {
    expect(loggedUrl('/jobs/abc?page=2')).toBe('/jobs/abc?page=2');
    expect(loggedUrl('/api/public/jobs')).toBe('/api/public/jobs');
  });
});
