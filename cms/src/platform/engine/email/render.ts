import { escapeMarkup as escapeHtml, placeholdersIn, TEMPLATE_PLACEHOLDER } from '@careers/shared';
import { convert } from 'html-to-text';
import { brandedLayout, type LayoutContext } from './layout';
import { templateHtml } from './template-html';

export type TemplateVariables = Record<string, string | number | null | undefined>;

export interface RenderedEmail {
  subject: string;
  html: string;
  text: string;
}

export type RenderResult = ({ ok: true } & RenderedEmail) | { ok: false; missing: string[] };

/** A variable's value, looked up as an own key: `{{constructor}}` is missing, not Object's function. */
function variableValue(variables: TemplateVariables, name: string): string | number | null | undefined {
  return Object.hasOwn(variables, name) ? variables[name] : undefined;
}

/** Variables a template uses that the caller did not give: reported, never left blank. */
export function missingVariables(texts: string[], variables: TemplateVariables): string[] {
  const used = new Set(texts.flatMap(placeholdersIn));
  return [...used].filter((name) => (variableValue(variables, name) ?? null) === null).sort();
}

function substitute(text: string, variables: TemplateVariables, encode: (value: string) => string): string {
  return text.replace(TEMPLATE_PLACEHOLDER, (_, name: string) => encode(String(variableValue(variables, name) ?? '')));
}

/** Subjects are headers: one line, no HTML. */
function subjectValue(value: string): string {
  return value.replace(/[\r\n]+/g, ' ').trim();
}

export function htmlToText(html: string): string {
  return convert(html, {
    wordwrap: 78,
    selectors: [
      { selector: 'a', options: { hideLinkHrefIfSameAsText: true } },
      { selector: 'table', format: 'dataTable' },
    ],
  });
}

/**
 * A block the system adds after an editable template's body (HTML already escaped): text no editor
 * can remove, such as a candidate's private link.
 */
export interface EmailAppendix {
  html: string;
}

/** The company's line under the plain-text part of every e-mail. */
export const textSignature = (layout: LayoutContext): string => `\n\n--\n${layout.companyName} · ${layout.websiteUrl}`;

/**
 * Renders a template's subject and HTML body with the branded layout: every substituted value is
 * HTML-escaped in the body, so a candidate named `<script>` stays text. The body and the appendix are
 * each tidied and each made text on their own, so no body can swallow or hide the appendix in either
 * part of the e-mail.
 */
export function renderEmail(
  template: { subject: string; body: string },
  variables: TemplateVariables,
  layout: LayoutContext,
  appendix?: EmailAppendix,
): RenderResult {
  const missing = missingVariables([template.subject, template.body], variables);
  if (missing.length > 0) return { ok: false, missing };
  const subject = subjectValue(substitute(template.subject, variables, subjectValue));
  const parts = [templateHtml(substitute(template.body, variables, escapeHtml)), templateHtml(appendix?.html ?? '')];
  const html = brandedLayout({ ...layout, title: subject, bodyHtml: parts.join('') });
  const text = parts
    .map(htmlToText)
    .filter((part) => part !== '')
    .join('\n\n');
  return { ok: true, subject, html, text: text + textSignature(layout) };
}
