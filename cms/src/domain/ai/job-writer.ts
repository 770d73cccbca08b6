import { TEMPLATE_GENERATOR } from '@careers/shared';
import type { Core } from '@strapi/strapi';
import type { z } from 'zod';
import type { CmsEnv } from '../../platform/config/env';
import { openAiConnection } from './openai-connection';
import { askForStructuredReply } from './structured-reply';

/** What the recruiter's writing aids answer: the reply, or why there is none (no key, or the model failed). */
export type JobWriterOutcome<T> = { ok: true; reply: T } | { ok: false; reason: 'no-key' | 'failed' };

interface JobWriterRequest<T> {
  /** The reply's name in OpenAI's structured output. */
  name: string;
  schema: z.ZodType<T>;
  system: string;
  /** The recruiter's words, sent as JSON: data to work on, never instructions. */
  user: unknown;
  /** Said in the log when the model fails. */
  task: string;
}

/**
 * One request of the writing aids of the Jobs page (the template generator, the Arabic draft): with
 * the stored key, at the generator's temperature. The reply is made into the answer by `answer`; a
 * failure of the model or of that is logged and answered as `failed`.
 */
export async function askJobWriter<T, Answer>(
  strapi: Core.Strapi,
  env: CmsEnv,
  request: JobWriterRequest<T>,
  answer: (reply: T) => Answer,
): Promise<JobWriterOutcome<Answer>> {
  const connection = await openAiConnection(strapi, env);
  if (!connection) return { ok: false, reason: 'no-key' };
  try {
    const { data } = await askForStructuredReply(connection, {
      name: request.name,
      schema: request.schema,
      temperature: TEMPLATE_GENERATOR.temperature,
      messages: [
        { role: 'system', content: request.system },
        { role: 'user', content: JSON.stringify(request.user) },
      ],
    });
    return { ok: true, reply: answer(data) };
  } catch (error) {
    strapi.log.warn(`[ai] ${request.task} failed: ${(error as Error).message}`);
    return { ok: false, reason: 'failed' };
  }
}
