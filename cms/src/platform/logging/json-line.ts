import { stripVTControlCharacters } from 'node:util';
import { maskSecrets } from './masked-fields';

/** What a line says: its level and message, and any fields (an error's stack, a request's path). */
export interface LogEntry {
  level: string;
  message?: unknown;
  [field: string]: unknown;
}

/**
 * The one shape of a production log line, whoever writes it (Strapi's logger, a library's console
 * call, Node's warnings, a start that fails before the logger exists): one JSON object with `level`,
 * `message` without colour codes, the fields with every secret masked, and `time` (ISO 8601, always
 * ours: a few of Strapi's own lines carry a numeric `timestamp` of their own). `entry` may be an
 * error, as a logger receives one.
 */
export function jsonLine(entry: LogEntry | Error): string {
  const { level, message, ...fields } = maskSecrets(entry) as Record<string, unknown>;
  const text = typeof message === 'string' ? stripVTControlCharacters(message) : message;
  return JSON.stringify({ level: String(level ?? 'error'), message: text, ...fields, time: new Date().toISOString() });
}

/**
 * Writes one line at once, on stdout as the logger does: the process's output stays one ordered
 * stream of JSON lines.
 */
export function writeJsonLine(entry: LogEntry): void {
  process.stdout.write(`${jsonLine(entry)}\n`);
}
