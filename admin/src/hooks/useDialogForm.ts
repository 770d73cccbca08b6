import { zodResolver } from '@hookform/resolvers/zod';
import type { SubmitEvent } from 'react';
import { type FieldErrors, type FieldValues, type Resolver, useForm } from 'react-hook-form';
import type { z } from 'zod';

/** Each field's message by its dotted path ('additional_interviewers.0.email'), from react-hook-form's tree. */
function problemsOf(errors: FieldErrors, prefix = ''): Record<string, string> {
  const found: Record<string, string> = {};
  for (const [key, value] of Object.entries(errors)) {
    if (!value || typeof value !== 'object' || key === 'ref') continue;
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value.message === 'string') found[path] = value.message;
    Object.assign(found, problemsOf(value as FieldErrors, path));
  }
  return found;
}

/** The props of a TextField bound to one field of the form. */
export interface BoundField {
  value: string;
  onChange(event: { target: { value: string } }): void;
  error: boolean;
  helperText: string | undefined;
  disabled: boolean;
  fullWidth: boolean;
}

/**
 * A dialog's form of text fields in react-hook-form, checked on submit with the shared schema the
 * server applies: each field's problem beside it, nothing sent until it passes, and nothing pressable
 * while it is sent. `prepare` adds what the text fields alone do not hold (lists, blanks as null).
 */
export function useDialogForm<S extends z.ZodType, V extends Record<string, string>>(
  schema: S,
  initial: V,
  send: (form: z.infer<S>) => Promise<void>,
  prepare: (values: V) => unknown = (values) => values,
) {
  const check = zodResolver(schema as never) as unknown as Resolver<FieldValues>;
  const form = useForm<FieldValues>({
    defaultValues: initial,
    resolver: (values, context, options) => check(prepare(values as V) as FieldValues, context, options),
  });
  const values = form.watch();
  const problems = problemsOf(form.formState.errors);
  const busy = form.formState.isSubmitting;

  /** The props of a TextField bound to one field. */
  const field = (name: keyof V & string): BoundField => ({
    value: String(values[name] ?? ''),
    // setValue writes at once: two changes in one tick (autofill) both stay.
    onChange: (event: { target: { value: string } }) => form.setValue(name as string, event.target.value),
    error: Boolean(problems[name]),
    helperText: problems[name],
    disabled: busy,
    fullWidth: true,
  });

  const onSubmit = (event: SubmitEvent<HTMLFormElement>) =>
    form.handleSubmit((checked) => send(checked as z.infer<S>))(event);

  /** Drops the problems under one path (a list whose rows moved), so none shows beside the wrong row. */
  const forgetProblems = (prefix: string) => form.clearErrors(prefix);

  /** What the form's FormDialog takes from it. */
  const dialog = { open: true, onSubmit, busy, noValidate: true };
  return { problems, busy, field, dialog, forgetProblems };
}
