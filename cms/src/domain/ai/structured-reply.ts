import { zodResponseFormat } from 'openai/helpers/zod';
import type { ChatCompletionMessageParam } from 'openai/resources/chat/completions';
import type { z } from 'zod';
import type { OpenAiConnection } from './openai-connection';

/** The model answered twice with something that does not fit the schema. */
export class InvalidAiReply extends Error {}

export interface StructuredReply<T> {
  data: T;
  /** The model that answered, as the API named it. */
  model: string;
}

type Parsed<T> = { ok: true; data: T } | { ok: false; problem: string };

function parseReply<T>(schema: z.ZodType<T>, content: string | null | undefined): Parsed<T> {
  if (!content) return { ok: false, problem: 'No content received from AI' };
  let json: unknown;
  try {
    json = JSON.parse(content);
  } catch {
    return { ok: false, problem: 'Invalid AI response format: not JSON' };
  }
  const parsed = schema.safeParse(json);
  if (parsed.success) return { ok: true, data: parsed.data };
  const issue = parsed.error.issues[0];
  return { ok: false, problem: `Invalid AI response format: ${issue?.path.join('.')} ${issue?.message ?? ''}`.trim() };
}

/**
 * One chat completion with OpenAI's structured output, checked again here with the same zod schema
 * (a compatible server may ignore the format). A reply that does not fit is asked for once more;
 * a second misfit throws InvalidAiReply. Network errors, 429 and 5xx are the SDK's to retry.
 */
export async function askForStructuredReply<T>(
  connection: OpenAiConnection,
  request: { name: string; schema: z.ZodType<T>; messages: ChatCompletionMessageParam[]; temperature: number },
): Promise<StructuredReply<T>> {
  let problem = '';
  for (let attempt = 1; attempt <= 2; attempt += 1) {
    const completion = await connection.client.chat.completions.create({
      model: connection.model,
      temperature: request.temperature,
      messages: request.messages,
      response_format: zodResponseFormat(request.schema, request.name),
    });
    const message = completion.choices[0]?.message;
    const result: Parsed<T> = message?.refusal
      ? { ok: false, problem: `Refused: ${message.refusal}` }
      : parseReply(request.schema, message?.content);
    if (result.ok) return { data: result.data, model: completion.model || connection.model };
    problem = result.problem;
  }
  throw new InvalidAiReply(problem);
}
