// A message that will not be sent (again) keeps no secret: the e-mail log shows what it said, with
// each code or token replaced, and the values to replace are dropped with it.

const REDACTED = '••••••';

export function redact(text: string | null, secrets: readonly string[]): string | null {
  if (text === null) return null;
  return secrets.reduce((result, secret) => (secret ? result.split(secret).join(REDACTED) : result), text);
}

/**
 * The stored attachments (JSON) with each secret replaced. A calendar file folds its lines at 75
 * octets, which can split a link in two: its content is unfolded first (RFC 5545 3.1).
 */
export function redactAttachments(stored: unknown, secrets: readonly string[]): unknown[] | undefined {
  let attachments: unknown = stored;
  if (typeof stored === 'string') {
    try {
      attachments = JSON.parse(stored);
    } catch {
      return undefined;
    }
  }
  if (!Array.isArray(attachments)) return undefined;
  return attachments.map((attachment: unknown) => {
    if (typeof attachment !== 'object' || attachment === null) return attachment;
    const content: unknown = (attachment as { content?: unknown }).content;
    if (typeof content !== 'string' || !secrets.some((secret) => content.replace(/\r?\n[ \t]/g, '').includes(secret)))
      return attachment;
    return { ...attachment, content: redact(content.replace(/\r?\n[ \t]/g, ''), secrets) };
  });
}

/**
 * The columns to write so a message settled for good holds none of its secrets (none without any), from
 * a stored row or the content about to be stored: its subject, html_body, text_body and attachments.
 */
export function redactedContent(row: Record<string, unknown>, secrets: readonly string[]) {
  if (secrets.length === 0) return {};
  return {
    subject: redact(String(row.subject), secrets),
    html_body: redact((row.html_body as string | null) ?? null, secrets),
    text_body: redact((row.text_body as string | null) ?? null, secrets),
    ...(row.attachments === undefined ? {} : { attachments: redactAttachments(row.attachments, secrets) ?? [] }),
    redact_values: [],
  };
}
