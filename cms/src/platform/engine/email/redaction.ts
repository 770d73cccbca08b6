// A message that will not be sent (again) keeps no secret: the e-mail log shows what it said, with
// each code or token replaced, and the values to replace are dropped with it.

const REDACTED = '••••••';

export function redact(text: string | null, secrets: readonly string[]): string | null {
  if (text === null) return null;
  return secrets.reduce((result, secret) => (secret ? result.split(secret).join(REDACTED) : result), text);
}

/**
 * The columns to write so a message settled for good holds none of its secrets (none without any), from
 * a stored row or the content about to be stored: its subject, html_body and text_body.
 */
export function redactedContent(row: Record<string, unknown>, secrets: readonly string[]) {
  if (secrets.length === 0) return {};
  return {
    subject: redact(String(row.subject), secrets),
    html_body: redact((row.html_body as string | null) ?? null, secrets),
    text_body: redact((row.text_body as string | null) ?? null, secrets),
    redact_values: [],
  };
}
