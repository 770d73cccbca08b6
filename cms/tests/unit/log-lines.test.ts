import { describe, expect, it } from 'vitest';
import { jsonLine } from '../../src/platform/logging/json-line';
import { MASKED, maskSecrets } from '../../src/platform/logging/masked-fields';

const line = (entry: Parameters<typeof jsonLine>[0]) => JSON.parse(jsonLine(entry)) as Record<string, unknown>;

describe('a production log line', () => {
  it('masks every secret field, however it is spelled and however deep it sits', () => {
    const logged = line({
      level: 'info',
      message: 'form received',
      request_id: 'b0d1e5c0ffee4a11',
      form: {
        email: 'noor@example.com',
        password: 'Correct horse 1 battery',
        newPassword: 'Correct horse 2 battery',
        'confirm-password': 'Correct horse 2 battery',
        CURRENT_PASSWORD: 'Correct horse 1 battery',
        code: '482913',
        cpr_number: '940512345',
        IBAN: 'BH67BMAG00001299123456',
      },
      headers: [{ authorization: 'Bearer abc.def.ghi', cookie: 'careers_admin_session=s3cr3t', 'x-api-key': 'k-123' }],
      smtp: { auth: { user: 'mailer', pass: 'smtp-pass-123' }, smtpPassword: 'smtp-pass-123' },
      onboarding_token: 'q3Vd1x0sJ9pLkZr2',
      api_token_salt: 'salt-salt-salt-salt',
      password_hash: '$argon2id$v=19$m=19456',
    });
    expect(logged).toMatchObject({
      level: 'info',
      message: 'form received',
      request_id: 'b0d1e5c0ffee4a11',
      form: {
        email: 'noor@example.com',
        password: MASKED,
        newPassword: MASKED,
        'confirm-password': MASKED,
        CURRENT_PASSWORD: MASKED,
        code: MASKED,
        cpr_number: MASKED,
        IBAN: MASKED,
      },
      headers: [{ authorization: MASKED, cookie: MASKED, 'x-api-key': MASKED }],
      smtp: { auth: { user: 'mailer', pass: MASKED }, smtpPassword: MASKED },
      onboarding_token: MASKED,
      api_token_salt: MASKED,
      password_hash: MASKED,
    });
  });

  it("writes an error by its message, stack and own fields: the parser's body masked, the error's code kept", () => {
    const error = Object.assign(new SyntaxError('Unexpected end of JSON input'), {
      status: 400,
      body: '{"password":"Correct horse 1 battery"',
      code: 'ERR_BODY',
    });
    const logged = line(Object.assign(error, { level: 'error' }));
    expect(logged).toMatchObject({
      level: 'error',
      message: 'Unexpected end of JSON input',
      name: 'SyntaxError',
      status: 400,
      body: MASKED,
      code: 'ERR_BODY',
    });
    expect(logged.stack).toMatch(/^SyntaxError: Unexpected end of JSON input\n\s+at /);
    expect(JSON.stringify(logged)).not.toContain('Correct horse');
  });

  it('is one line of JSON with our ISO time, without colour codes, whatever the fields hold', () => {
    const looped: Record<string, unknown> = { name: 'loop' };
    looped.self = looped;
    const text = jsonLine({
      level: 'warn',
      message: '\u001b[32m[NODE-CRON]\u001b[0m missed execution\nat 10:00',
      looped,
      bytes: Buffer.from('Correct horse 1 battery'),
      count: 10n,
      time: 1_700_000_000,
    });
    expect(text).not.toContain('\n');
    expect(text).not.toContain('Correct horse');
    expect(JSON.parse(text)).toEqual({
      level: 'warn',
      message: '[NODE-CRON] missed execution\nat 10:00',
      looped: { name: 'loop', self: '[circular]' },
      bytes: '[23 bytes]',
      count: '10',
      time: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
    });
  });

  it('leaves what is no secret as it is', () => {
    const fields = { status_code: 404, path: '/api/public/jobs', total_tokens: 812, passed: true, codes: ['a'] };
    expect(maskSecrets(fields)).toEqual(fields);
    expect(maskSecrets({ password: null })).toEqual({ password: null });
  });
});
