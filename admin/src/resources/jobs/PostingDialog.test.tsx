import { CURRENCIES, messages } from '@careers/shared/client';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { payrollTemplate } from '../../test/job-fixtures';
import { renderInAdmin } from '../../test/render';
import { serve, signedInAs } from '../../test/server';
import PostingDialog from './PostingDialog';

async function openNewPosting() {
  const server = serve({
    'GET /api/admin-auth/me': signedInAs('recruiter'),
    'POST /api/backoffice/job-postings': ({ body }) => ({
      status: 201,
      body: { ...(body as object), id: 'posting00000001' },
    }),
  });
  await renderInAdmin(<PostingDialog draft={{ template: payrollTemplate }} onClose={() => undefined} />, {
    resource: 'job-postings',
  });
  const user = userEvent.setup();
  await user.click(await screen.findByRole('combobox', { name: /^Status/ }));
  await user.click(await screen.findByRole('option', { name: 'Active' }));
  return { server, user };
}

const salaryInputs = () => [screen.queryByLabelText('Minimum Salary'), screen.queryByLabelText('Maximum Salary')];

describe('the posting form’s salary', () => {
  it('shows the salary fields only while show_salary is ticked, with BHD as the currency', async () => {
    const { user } = await openNewPosting();
    expect(salaryInputs()).toEqual([null, null]);
    await user.click(screen.getByLabelText('Show salary range'));
    expect(salaryInputs().every(Boolean)).toBe(true);
    expect(screen.getByRole('combobox', { name: 'Currency' }).textContent).toBe('BHD');
    await user.click(screen.getByLabelText('Show salary range'));
    expect(salaryInputs()).toEqual([null, null]);
  });

  it('offers the seven currencies and no blank choice, so a shown salary always has one', async () => {
    const { user } = await openNewPosting();
    await user.click(screen.getByLabelText('Show salary range'));
    await user.click(screen.getByRole('combobox', { name: 'Currency' }));
    const options = (await screen.findAllByRole('option')).map((option) => option.textContent);
    expect(options).toEqual([...CURRENCIES]);
  });

  it('refuses a minimum above the maximum with the shared message, sending nothing', async () => {
    const { server, user } = await openNewPosting();
    await user.click(screen.getByLabelText('Show salary range'));
    await user.type(screen.getByLabelText('Minimum Salary'), '2000');
    await user.type(screen.getByLabelText('Maximum Salary'), '1000');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText(messages.validation.salaryRange)).toBeTruthy();
    expect(server.requests).not.toContain('POST /api/backoffice/job-postings');
  });

  it('sends a blank salary as null, and no salary at all once show_salary is unticked', async () => {
    const { server, user } = await openNewPosting();
    await user.click(screen.getByLabelText('Show salary range'));
    await user.type(screen.getByLabelText('Maximum Salary'), '1500');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText(messages.jobsAdmin.postingSaved)).toBeTruthy();
    expect(server.bodies.get('POST /api/backoffice/job-postings')?.[0]).toMatchObject({
      title: payrollTemplate.title,
      job_template_id: payrollTemplate.id,
      status: 'active',
      show_salary: true,
      salary_min: null,
      salary_max: 1500,
      salary_currency: 'BHD',
      screening_questions: null,
    });

    await user.click(screen.getByLabelText('Show salary range'));
    await user.click(screen.getByRole('button', { name: 'Create' }));
    await expect.poll(() => server.bodies.get('POST /api/backoffice/job-postings')?.length).toBe(2);
    expect(server.bodies.get('POST /api/backoffice/job-postings')?.[1]).toMatchObject({
      show_salary: false,
      salary_min: null,
      salary_max: null,
    });
  });
});
