import { useState } from 'react';
import type { z } from 'zod';
import { fieldProblems } from '../providers/form-resolver';

type TextFields<Draft> = { [Field in keyof Draft]: Draft[Field] extends string ? Field : never }[keyof Draft];

/**
 * What a form dialog has typed so far, and the problems the server's own schema finds in it, each
 * shown beside its field.
 */
export function useFormDraft<Draft extends object>(initial: () => Draft) {
  const [draft, setDraft] = useState(initial);
  const [problems, setProblems] = useState<Record<string, string>>({});
  const set = <Field extends keyof Draft>(field: Field, value: Draft[Field]) =>
    setDraft((current) => ({ ...current, [field]: value }));
  /**
   * The props of a text input bound to `name`, with its problem; required ones say so to assistive
   * tech, and an Arabic one is written right to left.
   */
  const textField = (name: TextFields<Draft> & string, label: string, required = false, arabic = false) => ({
    label,
    value: draft[name] as string,
    onChange: (event: { target: { value: string } }) => set(name, event.target.value as Draft[typeof name]),
    error: Boolean(problems[name]),
    helperText: problems[name],
    fullWidth: true,
    margin: 'dense' as const,
    // Required, said by the schema's own message rather than the browser's bubble.
    slotProps: { htmlInput: { 'aria-required': required, ...(arabic ? { dir: 'rtl', lang: 'ar' } : {}) } },
  });
  /** The parsed form, or null with each field's problem shown. */
  const check = <Schema extends z.ZodType>(schema: Schema, value: unknown): z.infer<Schema> | null => {
    setProblems(fieldProblems(schema, value));
    const parsed = schema.safeParse(value);
    return parsed.success ? parsed.data : null;
  };
  return { draft, set, textField, check };
}
