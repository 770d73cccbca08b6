// The e-mails the system sent during the run, as the test's SMTP server saved them (global setup).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from '@playwright/test';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
  receivedAt: string;
  /** calendarMethod: REQUEST on the text/calendar part of a calendar invite. */
  attachments?: { contentType: string; content: string; calendarMethod?: string }[];
}

/** The newest e-mail to `email` whose subject contains `subject`, received after `after` (ms), once it has arrived. */
export async function newestMail(email: string, subject = '', after = 0): Promise<Mail> {
  const dir = process.env.E2E_MAIL_DIR;
  if (!dir) throw new Error('E2E_MAIL_DIR is set by the global setup');
  let found: Mail | undefined;
  await expect
    .poll(
      () => {
        found = readdirSync(dir)
          .filter((file) => file.endsWith('.json'))
          .map((file) => JSON.parse(readFileSync(join(dir, file), 'utf8')) as Mail)
          .filter((mail) => mail.to.includes(email) && mail.subject.includes(subject))
          .filter((mail) => new Date(mail.receivedAt).getTime() > after)
          .sort((a, b) => a.receivedAt.localeCompare(b.receivedAt))
          .at(-1);
        return Boolean(found);
      },
      // Reading a few small files: every 100 ms, not backing off to once a second as by default.
      { timeout: 20_000, intervals: [100] },
    )
    .toBe(true);
  return found as Mail;
}
