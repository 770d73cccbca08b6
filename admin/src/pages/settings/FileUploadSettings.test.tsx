import { labels, messages } from '@careers/shared/client';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderInAdmin } from '../../test/render';
import { type Answer, refusal, serve, signedInAs } from '../../test/server';
import FileUploadSettings from './FileUploadSettings';

const READ = 'GET /api/backoffice/settings';
const SAVE = 'PUT /api/backoffice/settings';
const fields = labels.settings.fields;
const stored = {
  file_upload_max_size: 10,
  file_upload_allowed_extensions: '.pdf,.doc,.docx,.txt',
  email_followup_days: 14,
};

/** Opens the tab with `routes` served, types `size` as the largest file and presses Save Settings. */
async function typeSizeAndSave(size: string, routes: Parameters<typeof serve>[0] = {}) {
  const server = serve({
    'GET /api/admin-auth/me': signedInAs('super_admin'),
    [READ]: { body: { data: stored } },
    ...routes,
  });
  await renderInAdmin(<FileUploadSettings />);
  const input = await screen.findByLabelText(fields.file_upload_max_size);
  const user = userEvent.setup();
  await user.clear(input);
  await user.type(input, size);
  await user.click(screen.getByRole('button', { name: labels.settings.saveSettings }));
  return server;
}

/** Saves 25 MB; the server answers when `answer` settles. */
const saveSize = (answer: Promise<Answer>) => typeSizeAndSave('25', { [SAVE]: () => answer });

describe('Save Settings on a form tab', () => {
  it("shows 'Saving...' until the server answers, sends only the changed key, then says it is saved", async () => {
    let answer: (value: Answer) => void = () => undefined;
    const server = await saveSize(new Promise((resolve) => (answer = resolve)));
    const saving = await screen.findByRole('button', { name: messages.settings.saving });
    expect((saving as HTMLButtonElement).disabled).toBe(true);
    answer({
      body: {
        data: { ...stored, file_upload_max_size: 25 },
        changed: ['file_upload_max_size'],
        message: messages.settings.saved,
      },
    });
    expect(await screen.findByText(messages.settings.saved)).toBeTruthy();
    expect(server.bodies.get(SAVE)).toEqual([{ file_upload_max_size: 25 }]);
    expect(await screen.findByRole('button', { name: labels.settings.saveSettings })).toBeTruthy();
    expect((screen.getByLabelText(fields.file_upload_max_size) as HTMLInputElement).value).toBe('25');
  });

  it("a refusal reads 'Error saving settings. Check console for details.' and keeps what was typed", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await saveSize(Promise.resolve(refusal(400, 'Maximum file size (MB): Must be a whole number from 1 to 100')));
    expect(await screen.findByText(messages.settings.saveFailed)).toBeTruthy();
    expect((screen.getByLabelText(fields.file_upload_max_size) as HTMLInputElement).value).toBe('25');
  });

  it('a value out of range is refused in the form with the shared message, and nothing is sent', async () => {
    const server = await typeSizeAndSave('101');
    expect(await screen.findByText('Must be a whole number from 1 to 100')).toBeTruthy();
    expect(server.requests).not.toContain(SAVE);
  });
});
