import type { BackgroundWork as Work } from '@careers/shared';
import { labels, messages } from '@careers/shared/client';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderInAdmin } from '../../test/render';
import { type Answer, serve, signedInAs } from '../../test/server';
import BackgroundWork from './BackgroundWork';

const text = labels.settings.backgroundWork;
const RETRY = 'POST /api/backoffice/settings/background-work/jobs/7/retry';

const failedJob = {
  id: 7,
  kind: 'score_application',
  attempts: 5,
  last_error: 'The scorer did not answer',
  finished_at: '2026-11-20T08:00:00.000Z',
};
const work = (failed: boolean): Work => ({
  jobs: { queued: 3, running: 0, succeeded: 12, failed: failed ? 1 : 0, cancelled: 0 },
  outbox: { pending: 2, sending: 0, sent: 40, failed: 0, cancelled: 0 },
  failed_jobs: failed ? [failedJob] : [],
  failed_messages: [],
  rescoring: null,
});

describe('the background work card', () => {
  it('names each state, and keeps Retry disabled until the server has answered it', async () => {
    let answerRetry: (answer: Answer) => void = () => undefined;
    let retried = false;
    serve({
      'GET /api/admin-auth/me': signedInAs('super_admin'),
      'GET /api/backoffice/settings/background-work': () => ({ body: work(!retried) }),
      [RETRY]: () =>
        new Promise<Answer>((done) => {
          answerRetry = done;
        }),
    });
    await renderInAdmin(<BackgroundWork />);

    expect(await screen.findByText(text.stateCount(text.jobStates.queued, 3))).toBeTruthy();
    expect(screen.getByText(text.stateCount(text.outboxStates.pending, 2))).toBeTruthy();
    const retry = screen.getByRole('button', { name: text.retry });
    await userEvent.setup().click(retry);
    await waitFor(() => expect((retry as HTMLButtonElement).disabled).toBe(true));

    retried = true;
    answerRetry({ body: { message: messages.settings.retryQueued } });
    expect(await screen.findByText(messages.settings.retryQueued)).toBeTruthy();
    // The card read the server again: the job is no longer among the failures.
    await waitFor(() => expect(screen.getAllByText(text.nothingFailed)).toHaveLength(2));
  });

  it('shows how far the rescoring after a scorer upgrade has come', async () => {
    const rescoring = {
      id: 'batch0000001',
      total: 40,
      processed: 10,
      succeeded: 9,
      failed: 1,
      done: false,
      progress_text: messages.scoring.progress(10, 40, 9, 1),
      failures: [],
      created_at: '2026-11-27T06:00:00.000Z',
      scorers: 'offline-2+cv-match-3',
    };
    serve({
      'GET /api/admin-auth/me': signedInAs('super_admin'),
      'GET /api/backoffice/settings/background-work': () => ({ body: { ...work(false), rescoring } }),
    });
    await renderInAdmin(<BackgroundWork />);

    expect(await screen.findByText(text.rescoring)).toBeTruthy();
    expect(screen.getByText(messages.scoring.progress(10, 40, 9, 1))).toBeTruthy();
    expect(screen.getByText(text.rescoringRunning)).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: text.rescoring }).getAttribute('aria-valuenow')).toBe('25');
  });
});
