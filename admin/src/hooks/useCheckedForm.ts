import { fieldErrorsOf } from '@careers/shared';
import { type SubmitEvent, useState } from 'react';
import type { z } from 'zod';

/**
 * A dialog's form of text fields, checked on submit with the shared schema the server applies: each
 * field's problem beside it, nothing sent until it passes, and nothing pressable while it is sent.
 * `prepare` adds what the text fields alone do not hold (lists, blanks as null).
 */
export function useCheckedForm<S extends z.ZodType, V extends Record<string, string>>(
  schema: S,
  initial: V,
  send: (form: z.infer<S>) => Promise<void>,
  prepare: (values: V) => unknown = (values) => values,
) {
  const [values, setValues] = useState(initial);
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  /** The props of a TextField bound to one field. */
  const field = (name: keyof V & string) => ({
    value: values[name],
    // From the latest values: two changes in one tick (autofill) must both stay.
    onChange: (event: { target: { value: string } }) =>
      setValues((current) => ({ ...current, [name]: event.target.value })),
    error: Boolean(problems[name]),
    helperText: problems[name],
    disabled: busy,
    fullWidth: true,
  });

  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = schema.safeParse(prepare(values));
    if (!parsed.success) return setProblems(fieldErrorsOf(parsed.error));
    setProblems({});
    setBusy(true);
    try {
      await send(parsed.data);
    } finally {
      setBusy(false);
    }
  };

  /** Drops the problems under one path (a list whose rows moved), so none shows beside the wrong row. */
  const forgetProblems = (prefix: string) =>
    setProblems((current) =>
      Object.fromEntries(Object.entries(current).filter(([path]) => path !== prefix && !path.startsWith(`${prefix}.`))),
    );

  /** What the form's FormDialog takes from it. */
  const dialog = { open: true, onSubmit: submit, busy, noValidate: true };
  return { problems, busy, field, dialog, forgetProblems };
}
