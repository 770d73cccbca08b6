import { labels, messages } from '@careers/shared/client';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderInAdmin } from '../../test/render';
import { refusal, serve, signedInAs } from '../../test/server';
import TemplateDialog from './TemplateDialog';

const generated = {
  title: 'Treasury Analyst',
  department: 'Finance',
  location: 'Bahrain',
  type: 'full-time',
  description: 'Manages the daily cash position.',
  responsibilities: '- Forecast cash',
  requirements: '- Three years in treasury',
  minimum_years_experience: 3,
};

async function openNewTemplate(answer: Parameters<typeof serve>[0][string]) {
  const server = serve({
    'GET /api/admin-auth/me': signedInAs('recruiter'),
    'POST /api/backoffice/job-templates/generate': answer,
  });
  await renderInAdmin(<TemplateDialog template={null} onClose={() => undefined} />, { resource: 'job-templates' });
  const generator = await screen.findByRole('region', { name: 'Generate with AI' });
  return { server, user: userEvent.setup(), generator };
}

describe('the template generator', () => {
  it('asks for a title or details first, without calling the server', async () => {
    const { server, user } = await openNewTemplate({ body: {} });
    await user.click(screen.getByRole('button', { name: 'Generate' }));
    expect(await screen.findByText(messages.jobsAdmin.enterTitleOrDetails)).toBeTruthy();
    expect(server.requests).not.toContain('POST /api/backoffice/job-templates/generate');
  });

  it('fills the form from the answer and says so', async () => {
    const { server, user, generator } = await openNewTemplate({
      body: { template: generated, message: messages.jobsAdmin.generateSucceeded },
    });
    await user.type(generator.querySelector('input') as HTMLInputElement, 'Treasury Analyst');
    await user.click(screen.getByRole('button', { name: 'Generate' }));
    expect(await screen.findByText(messages.jobsAdmin.generateSucceeded)).toBeTruthy();
    expect((screen.getByLabelText(/^Description/) as HTMLTextAreaElement).value).toBe(generated.description);
    expect(server.bodies.get('POST /api/backoffice/job-templates/generate')).toEqual([
      { title: 'Treasury Analyst', details: '', requirements: '' },
    ]);
  });

  it('without an AI key, fills the focus attributes the requirements suggest and says the rest needs a key', async () => {
    const suggested = [
      { name: 'Three years in treasury', good_looks_like: 'Three years in treasury' },
      { name: 'Excel', good_looks_like: 'Excel' },
    ];
    const { server, user, generator } = await openNewTemplate({
      body: { focus_attributes: suggested, notice: messages.jobsAdmin.focusAttributesWithoutKey },
    });
    const requirements = screen.getByRole('textbox', { name: /^Requirements/ });
    await user.type(requirements, '- Three years in treasury{enter}- Excel');
    await user.type(generator.querySelector('input') as HTMLInputElement, 'Treasury Analyst');
    await user.click(screen.getByRole('button', { name: 'Generate' }));
    expect(await screen.findByText(messages.jobsAdmin.focusAttributesWithoutKey)).toBeTruthy();
    expect(screen.queryByText(messages.jobsAdmin.openAiKeyMissing)).toBeNull();
    expect(
      (
        screen.getAllByLabelText(new RegExp(`^${labels.jobsAdmin.fields.focus_attribute_name}`)) as HTMLInputElement[]
      ).map((input) => input.value),
    ).toEqual(['Three years in treasury', 'Excel']);
    // The rest of the form stays as the recruiter wrote it.
    expect((requirements as HTMLTextAreaElement).value).toBe('- Three years in treasury\n- Excel');
    expect(server.bodies.get('POST /api/backoffice/job-templates/generate')).toEqual([
      { title: 'Treasury Analyst', details: '', requirements: '- Three years in treasury\n- Excel' },
    ]);
  });

  it('tells any failure with the product’s text', async () => {
    const { user, generator } = await openNewTemplate(refusal(502, 'Invalid AI response format'));
    await user.type(generator.querySelector('textarea') as HTMLTextAreaElement, 'A treasury role');
    await user.click(screen.getByRole('button', { name: 'Generate' }));
    expect(await screen.findByText(messages.jobsAdmin.generateFailed)).toBeTruthy();
  });

  it('is not offered when editing a template', async () => {
    serve({ 'GET /api/admin-auth/me': signedInAs('recruiter') });
    const template = {
      id: 'template0000000001',
      ...generated,
      number_of_vacancies: 1,
      is_archived: false,
      posting_count: 0,
    };
    await renderInAdmin(
      <TemplateDialog
        template={{
          ...template,
          type: 'full-time',
          focus_attributes: [],
          title_ar: null,
          description_ar: null,
          responsibilities_ar: null,
          requirements_ar: null,
          created_at: '2026-11-01T00:00:00.000Z',
          updated_at: '2026-11-01T00:00:00.000Z',
        }}
        onClose={() => undefined}
      />,
    );
    expect(await screen.findByRole('dialog', { name: 'Edit Template' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Generate with AI' })).toBeNull();
  });
});
