import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fieldErrorsOf, interviewScheduleFormSchema, MAX_ADDITIONAL_INTERVIEWERS, messages } from '../src';

const failureOf = (schema: z.ZodType, input: unknown) => {
  const parsed = schema.safeParse(input);
  if (parsed.success) throw new Error('expected the input to be refused');
  return parsed.error;
};

describe('fieldErrorsOf', () => {
  it('keeps each field’s first problem, by its dotted path', () => {
    const schema = z.object({
      email: z.email({ error: 'bad e-mail' }).min(50, { error: 'too short' }),
      people: z.array(z.object({ email: z.email({ error: 'bad row e-mail' }) })),
    });
    expect(fieldErrorsOf(failureOf(schema, { email: 'x', people: [{ email: 'a@b.co' }, { email: 'nope' }] }))).toEqual({
      email: 'bad e-mail',
      'people.1.email': 'bad row e-mail',
    });
  });

  it('keys a problem with the whole input as the empty path', () => {
    const schema = z.string().refine(() => false, { error: 'never' });
    expect(fieldErrorsOf(failureOf(schema, 'x'))).toEqual({ '': 'never' });
  });

  it('gives Schedule Interview’s cap on extra interviewers at the list, worded', () => {
    const person = { name: 'Sara Ali', email: 'sara@example.com' };
    const form = {
      scheduled_date: '2999-01-01',
      scheduled_time: '10:00',
      location: 'Manama',
      interviewer_name: 'Omar',
      interviewer_email: 'omar@example.com',
      additional_interviewers: Array.from({ length: MAX_ADDITIONAL_INTERVIEWERS + 1 }, () => person),
    };
    expect(fieldErrorsOf(failureOf(interviewScheduleFormSchema, form))).toEqual({
      additional_interviewers: messages.validation.tooManyInterviewers(MAX_ADDITIONAL_INTERVIEWERS),
    });
  });
});
