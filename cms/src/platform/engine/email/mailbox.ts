import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** A message kept by the development mailbox instead of being sent. */
export interface MailboxEntry {
  file: string;
  messageId: string;
  date: string;
  from: string;
  to: string;
  subject: string;
  html: string;
  text: string;
  attachments: string[];
}

export function saveToMailbox(dir: string, entry: Omit<MailboxEntry, 'file'>, raw: Buffer): MailboxEntry {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  // Time first, so names sort oldest to newest; the message id keeps names unique.
  const base = `${entry.date.replace(/[:.]/g, '-')}-${entry.messageId.replace(/[^a-zA-Z0-9]/g, '').slice(0, 32)}`;
  const stored = { ...entry, file: base };
  writeFileSync(join(dir, `${base}.json`), JSON.stringify(stored, null, 2), { mode: 0o600 });
  writeFileSync(join(dir, `${base}.eml`), raw, { mode: 0o600 });
  return stored;
}

/** The newest messages first. */
export function listMailbox(dir: string, limit = 100): MailboxEntry[] {
  let names: string[];
  try {
    names = readdirSync(dir).filter((name) => name.endsWith('.json'));
  } catch {
    return [];
  }
  return names
    .sort()
    .reverse()
    .slice(0, limit)
    .map((name) => JSON.parse(readFileSync(join(dir, name), 'utf8')) as MailboxEntry);
}
