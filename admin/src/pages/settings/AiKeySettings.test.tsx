import { labels, messages } from '@careers/shared/client';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderInAdmin } from '../../test/render';
import { refusal, serve, signedInAs } from '../../test/server';
import AiKeySettings from './AiKeySettings';

const SAVE = 'PUT /api/backoffice/settings/secrets/openai_api_key';
const unset = { key: 'openai_api_key', configured: false, hint: null, updated_at: null };

async function saveKey(answer: Parameters<typeof serve>[0][string]) {
  const server = serve({
    'GET /api/admin-auth/me': signedInAs('super_admin'),
    'GET /api/backoffice/settings/secrets': { body: [unset] },
    [SAVE]: answer,
  });
  await renderInAdmin(<AiKeySettings />);
  expect(await screen.findByText(messages.settings.aiKeyMissing)).toBeTruthy();
  const user = userEvent.setup();
  await user.type(screen.getByLabelText(labels.aiKey.key), 'sk-test-wxyz');
  await user.click(screen.getByRole('button', { name: labels.aiKey.saveKey }));
  return server;
}

describe('the OpenAI key card', () => {
  it('says what the server answered once the key is saved, and shows only its hint', async () => {
    const saved = { ...unset, configured: true, hint: '…wxyz', message: messages.scoring.secretSaved };
    const server = await saveKey({ body: saved });
    expect(await screen.findByText(messages.scoring.secretSaved)).toBeTruthy();
    expect(screen.getByText(messages.settings.aiKeySet('…wxyz'))).toBeTruthy();
    expect(server.bodies.get(SAVE)).toEqual([{ value: 'sk-test-wxyz' }]);
  });

  it('a refusal reads as the settings’ own failure message', async () => {
    // The page also logs the failure for the console the message points to.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await saveKey(refusal(400, 'The key was refused'));
    expect(await screen.findByText(messages.settings.saveFailed)).toBeTruthy();
    expect(screen.queryByText('The key was refused')).toBeNull();
  });
});

describe('where AI requests go', () => {
  for (const [inBahrain, text] of [
    [false, messages.privacy.aiProviderAbroad('ai.example.com')],
    [true, messages.privacy.aiProviderInBahrain('ai.example.com')],
  ] as const) {
    it(`names the provider's host and says it is ${inBahrain ? 'inside' : 'outside'} Bahrain`, async () => {
      serve({
        'GET /api/admin-auth/me': signedInAs('super_admin'),
        'GET /api/backoffice/settings/secrets': { body: [unset] },
        'GET /api/backoffice/settings/ai-provider': { body: { host: 'ai.example.com', in_bahrain: inBahrain } },
      });
      await renderInAdmin(<AiKeySettings />);
      expect((await screen.findByTestId('ai-provider')).textContent).toBe(text);
    });
  }
});
