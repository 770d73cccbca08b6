import { TEMPLATE_VARIABLES } from '../constants/email';
import { emailTemplatesMessages } from '../messages';

/** A `{{ name }}` placeholder, spaces allowed inside the braces: the one syntax the renderer fills. */
export const TEMPLATE_PLACEHOLDER = /\{\{\s*([a-zA-Z0-9_]+)\s*\}\}/g;

/** The variable names a text's placeholders use, each once, in order of appearance. */
export function placeholdersIn(text: string): string[] {
  return [...new Set([...text.matchAll(TEMPLATE_PLACEHOLDER)].map((match) => match[1] as string))];
}

/** A template as stored or being saved: its key, the variables it declares, its texts. */
interface TemplateFields {
  template_key: unknown;
  variables?: unknown;
  subject?: unknown;
  body?: unknown;
  subject_ar?: unknown;
  body_ar?: unknown;
}

/**
 * The variables a template may use: what the system gives its e-mail when it sends it, or for a
 * template no code sends (one an editor added in /cms) the variables it declares itself.
 */
export function allowedTemplateVariables(template: TemplateFields): readonly string[] {
  const key = template.template_key;
  if (typeof key === 'string' && Object.hasOwn(TEMPLATE_VARIABLES, key)) {
    return TEMPLATE_VARIABLES[key as keyof typeof TEMPLATE_VARIABLES];
  }
  return Array.isArray(template.variables)
    ? template.variables.filter((name): name is string => typeof name === 'string')
    : [];
}

/**
 * Why a template's subject or body cannot be saved: a placeholder its e-mail is never given (a
 * typo, or `{{constructor}}`), with the list of the allowed ones; undefined when every one is known.
 */
export function unknownVariableProblem(
  template: TemplateFields,
): { field: 'subject' | 'body' | 'subject_ar' | 'body_ar'; message: string } | undefined {
  const allowed = allowedTemplateVariables(template);
  for (const field of ['subject', 'body', 'subject_ar', 'body_ar'] as const) {
    const text = template[field];
    if (typeof text !== 'string') continue;
    const unknown = placeholdersIn(text).filter((name) => !allowed.includes(name));
    if (unknown.length > 0) return { field, message: emailTemplatesMessages.unknownVariables(unknown, allowed) };
  }
  return undefined;
}
