import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { parse, Refusal } from '../../src/platform/refusal';

// The one helper that turns a failed parse into a refusal: what each boundary's answer is made of.

const schema = z.strictObject({ email: z.email({ error: 'Enter a valid e-mail.' }), age: z.number() });

function refusalOf(run: () => unknown): Refusal {
  try {
    run();
  } catch (error) {
    if (error instanceof Refusal) return error;
    throw error;
  }
  throw new Error('not refused');
}

describe('parse', () => {
  it('hands back the parsed input', () => {
    expect(parse(schema, { email: 'a@b.bh', age: 3 })).toEqual({ email: 'a@b.bh', age: 3 });
  });

  it("refuses with 400, the first problem's message and every field's problem by default", () => {
    const refusal = refusalOf(() => parse(schema, { email: 'nope', age: 'x' }));
    expect(refusal.status).toBe(400);
    expect(refusal.name).toBe('ValidationError');
    expect(refusal.message).toBe('Enter a valid e-mail.');
    expect(refusal.details.errors?.map((problem) => problem.path)).toEqual([['email'], ['age']]);
  });

  it('takes the status, a fixed message, and answers the message alone without fields', () => {
    const refusal = refusalOf(() => parse(schema, {}, { status: 401, message: 'Invalid credentials', fields: false }));
    expect(refusal.status).toBe(401);
    expect(refusal.name).toBe('UnauthorizedError');
    expect(refusal.message).toBe('Invalid credentials');
    expect(refusal.details).toEqual({});
  });

  it('words the message from the problems when given a function', () => {
    const refusal = refusalOf(() =>
      parse(schema, { email: 'a@b.bh', age: 3, extra: 1 }, { message: (error) => `${error.issues[0]?.code}` }),
    );
    expect(refusal.message).toBe('unrecognized_keys');
  });
});
