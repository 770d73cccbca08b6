import type { AiProvider } from '@careers/shared';
import type { Core } from '@strapi/strapi';
import OpenAI from 'openai';
import type { CmsEnv } from '../../platform/config/env';
import { readSecretSetting } from '../settings/secret-settings';

export interface OpenAiConnection {
  client: OpenAI;
  model: string;
}

/** The key in Settings, else OPENAI_API_KEY, else null. */
export async function openAiKey(strapi: Core.Strapi, env: CmsEnv): Promise<string | null> {
  return (await readSecretSetting(strapi, env.secrets.ENCRYPTION_KEY, 'openai_api_key')) ?? env.openai.apiKey;
}

/**
 * A client for the configured OpenAI-compatible server, or null when no key is set (then scoring
 * falls back to the offline scorer). The key in Settings wins over OPENAI_API_KEY; it never leaves
 * the server, so no browser or log can leak it.
 */
export async function openAiConnection(strapi: Core.Strapi, env: CmsEnv): Promise<OpenAiConnection | null> {
  const apiKey = await openAiKey(strapi, env);
  if (!apiKey) return null;
  const client = new OpenAI({
    apiKey,
    ...(env.openai.baseUrl ? { baseURL: env.openai.baseUrl } : {}),
    timeout: env.openai.timeoutMs,
    // Timeouts, 429 and 5xx answers are retried by the SDK with backoff (honouring Retry-After).
    maxRetries: env.openai.maxRetries,
  });
  return { client, model: env.openai.model };
}

/** Where AI requests go: the provider's host (OpenAI's own unless OPENAI_BASE_URL names another). */
export function aiProvider(env: CmsEnv): AiProvider {
  const host = env.openai.baseUrl ? new URL(env.openai.baseUrl).host : 'api.openai.com';
  return { host, in_bahrain: env.openai.providerInBahrain };
}
