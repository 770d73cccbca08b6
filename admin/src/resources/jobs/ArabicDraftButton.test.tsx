import { labels, messages } from '@careers/shared/client';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { payrollPosting } from '../../test/job-fixtures';
import { renderInAdmin } from '../../test/render';
import { refusal, serve, signedInAs } from '../../test/server';
import PostingDialog from './PostingDialog';

const fields = labels.jobsAdmin.fields;
const DRAFT_CALL = 'POST /api/backoffice/jobs/arabic-draft';
const draft = {
  title_ar: 'مسؤول رواتب',
  description_ar: 'يدير الرواتب كل شهر.',
  responsibilities_ar: '- تجهيز الرواتب',
  requirements_ar: '- خبرة سنتين',
};

/** Edit Posting of a posting whose Arabic title alone is written. */
async function openPosting(answer: Parameters<typeof serve>[0][string]) {
  const server = serve({ 'GET /api/admin-auth/me': signedInAs('recruiter'), [DRAFT_CALL]: answer });
  const posting = {
    ...payrollPosting,
    description_ar: null,
    responsibilities_ar: null,
    requirements_ar: null,
  };
  await renderInAdmin(<PostingDialog draft={{ posting }} onClose={() => undefined} />, { resource: 'job-postings' });
  const dialog = await screen.findByRole('dialog', { name: labels.jobsAdmin.editPosting });
  const field = (label: string) => within(dialog).getByRole('textbox', { name: label }) as HTMLInputElement;
  return { server, dialog, field, user: userEvent.setup() };
}

describe('the Arabic draft', () => {
  it('fills only the empty Arabic fields from the English, and says so', async () => {
    const { server, dialog, field, user } = await openPosting({
      body: { draft, message: messages.jobsAdmin.arabicDraftSucceeded },
    });
    await user.click(within(dialog).getByRole('button', { name: labels.jobsAdmin.generator.draftArabic }));
    expect(await within(dialog).findByText(messages.jobsAdmin.arabicDraftSucceeded)).toBeTruthy();
    expect(server.bodies.get(DRAFT_CALL)).toEqual([
      {
        title: payrollPosting.title,
        description: payrollPosting.description,
        responsibilities: payrollPosting.responsibilities,
        requirements: payrollPosting.requirements,
      },
    ]);
    // The recruiter's own Arabic title stays; the empty ones take the draft.
    expect(field(fields.title_ar).value).toBe(payrollPosting.title_ar);
    expect(field(fields.description_ar).value).toBe(draft.description_ar);
    expect(field(fields.requirements_ar).value).toBe(draft.requirements_ar);
  });

  it.each([
    ['no key as such', refusal(409, messages.jobsAdmin.openAiKeyMissing), messages.jobsAdmin.openAiKeyMissing],
    ['a failure in so many words', refusal(502, 'Invalid AI response format'), messages.jobsAdmin.arabicDraftFailed],
  ])('tells %s and drafts nothing', async (_, answer, text) => {
    const { dialog, field, user } = await openPosting(answer);
    await user.click(within(dialog).getByRole('button', { name: labels.jobsAdmin.generator.draftArabic }));
    expect(await within(dialog).findByText(text)).toBeTruthy();
    expect(field(fields.description_ar).value).toBe('');
  });

  it('asks nothing of the server when every Arabic field is written', async () => {
    const server = serve({ 'GET /api/admin-auth/me': signedInAs('recruiter') });
    await renderInAdmin(<PostingDialog draft={{ posting: payrollPosting }} onClose={() => undefined} />, {
      resource: 'job-postings',
    });
    const dialog = await screen.findByRole('dialog', { name: labels.jobsAdmin.editPosting });
    await userEvent.setup().click(within(dialog).getByRole('button', { name: labels.jobsAdmin.generator.draftArabic }));
    expect(await within(dialog).findByText(messages.jobsAdmin.arabicDraftNothingEmpty)).toBeTruthy();
    expect(server.requests).not.toContain(DRAFT_CALL);
  });
});
