import { type InterviewKit, messages } from '@careers/shared';
import { describe, expect, it } from 'vitest';
import { createAdmin, signIn } from '../support/admin-session';
import { kitCall, scheduledPanel } from '../support/interview-kits';
import { forgetRateLimits } from '../support/rate-limits';
import { testServer } from '../support/test-server';

// Two tabs of one kit (the calendar event's link on a phone, the e-mail's on a laptop) save drafts
// while the other submits. A draft once overwrote the submitted card after the fact, so the hiring
// team read the draft's values while the revision and audit line said otherwise.

/** Three panels of eleven, the most one interview takes. */
const PANELS = 3;
const PANEL = 11;
const KITS = PANELS * PANEL;
const DRAFTS = 3;
const SCORECARD = 'api::scorecard.scorecard';

const server = await testServer();
const cookie = await signIn(server, await createAdmin(server, 'recruiter'));

const ratings = ['strong_yes', 'yes', null];
const submission = (token: string) => ({
  token,
  ratings,
  takeaways: 'SUBMITTED',
  recommendation: 'strong_yes',
});
const draft = (token: string, n: number) => ({
  token,
  ratings: ['no', 'no', 'no'],
  takeaways: `DRAFT${n}`,
  recommendation: 'definitely_not',
});

describe('a scorecard draft racing its submission', () => {
  it(`never changes the submitted card (${KITS} kits, ${DRAFTS} drafts and a submit at once)`, async () => {
    await forgetRateLimits(server, 'interview-kit:');
    const tokens = new Map<string, string>();
    for (let made = 0; made < PANELS; made += 1) {
      const panel = await scheduledPanel(server, cookie, { panel: PANEL, now: Date.now() });
      for (const [email, token] of panel.tokens) tokens.set(email, token);
    }
    expect(tokens.size).toBe(KITS);
    for (const [email, token] of tokens) {
      const answers = await Promise.all([
        ...Array.from({ length: DRAFTS }, (_, n) => kitCall(server, '/draft', draft(token, n))),
        kitCall(server, '/submit', submission(token)),
      ]);
      const submitted = answers.at(-1);
      expect(submitted?.status, email).toBe(200);
      expect(submitted?.body.message, email).toBe(messages.interviewKit.submitted);
      for (const answer of answers.slice(0, DRAFTS)) {
        // A draft is saved before the submission or refused after it; never anything else.
        expect([200, 409], email).toContain(answer.status);
        if (answer.status === 409) expect(answer.body.error?.message).toBe(messages.interviewKit.changesSaved);
      }
      const card = await server.strapi.db.query(SCORECARD).findOne({ where: { interviewer_email: email } });
      expect(card, email).toMatchObject({ takeaways: 'SUBMITTED', recommendation: 'strong_yes', ratings });
      expect(card.submitted_at, email).not.toBeNull();
      const kit = (await kitCall(server, '', { token })).body.kit as InterviewKit;
      expect(kit.scorecard, email).toMatchObject({ takeaways: 'SUBMITTED', recommendation: 'strong_yes' });
    }
  }, 240_000);
});
