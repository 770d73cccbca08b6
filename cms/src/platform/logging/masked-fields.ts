/** What a secret's value becomes in the log. */
export const MASKED = '[masked]';

/**
 * Field names whose value never reaches a log, as forms, headers, errors and settings name them:
 * passwords, the e-mailed sign-in code, links' and sessions' secrets, keys, a hire's CPR number and
 * IBAN, and a request's body (the parser's error carries it whole).
 */
const SECRET_NAMES = new Set([
  'password',
  'pass',
  'passwd',
  'code',
  'token',
  'secret',
  'api_key',
  'apikey',
  'authorization',
  'proxy_authorization',
  'cookie',
  'set_cookie',
  'cpr',
  'cpr_number',
  'iban',
  'app_keys',
  'encryption_key',
  'private_key',
  'connection_string',
  'database_url',
  'smtp_url',
  'body',
  'raw_body',
]);

/** Endings that mark a secret too: smtp_password, password_hash, onboarding_token, x_api_key, api_token_salt. */
const SECRET_ENDINGS = ['password', 'password_hash', '_token', 'token_hash', '_secret', '_api_key', '_salt'];

/** Deeper than any object we log: a cycle-free but runaway structure stops here. */
const MAX_DEPTH = 8;

/** `newPassword`, `new-password` and `NEW_PASSWORD` are all new_password. */
function canonicalName(name: string): string {
  return name
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .replace(/-/g, '_')
    .toLowerCase();
}

function isSecretField(name: string): boolean {
  const canonical = canonicalName(name);
  return SECRET_NAMES.has(canonical) || SECRET_ENDINGS.some((ending) => canonical.endsWith(ending));
}

/**
 * A copy of `value` fit for a log line: every field with a secret's name masked at any depth (in
 * arrays, nested objects and errors alike), an error as its name, message, stack and own fields,
 * bytes as their count, and no cycles. Strings themselves are kept as they are: a secret must never
 * be put into a message's text.
 */
export function maskSecrets(value: unknown): unknown {
  return masked(value, new WeakSet(), 0);
}

function masked(value: unknown, seen: WeakSet<object>, depth: number): unknown {
  if (typeof value === 'bigint') return String(value);
  if (typeof value === 'function' || typeof value === 'symbol') return undefined;
  if (value === null || typeof value !== 'object') return value;
  if (ArrayBuffer.isView(value)) return `[${value.byteLength} bytes]`;
  if (seen.has(value)) return '[circular]';
  if (depth >= MAX_DEPTH) return '[nested too deep]';
  seen.add(value);
  try {
    if (Array.isArray(value)) return value.map((item) => masked(item, seen, depth + 1));
    if (value instanceof Error) return maskedError(value, seen, depth);
    // A date, a URL, a Buffer-like: what JSON would write of it, masked in turn.
    if ('toJSON' in value && typeof value.toJSON === 'function') return masked(value.toJSON(), seen, depth + 1);
    return maskedFields(Object.entries(value), seen, depth, false);
  } finally {
    seen.delete(value);
  }
}

function maskedError(error: Error, seen: WeakSet<object>, depth: number): Record<string, unknown> {
  const cause = 'cause' in error && error.cause !== undefined ? { cause: masked(error.cause, seen, depth + 1) } : {};
  return {
    name: error.name,
    message: error.message,
    stack: error.stack,
    ...cause,
    ...maskedFields(Object.entries(error), seen, depth, true),
  };
}

function maskedFields(
  entries: [string, unknown][],
  seen: WeakSet<object>,
  depth: number,
  ofError: boolean,
): Record<string, unknown> {
  const copy: Record<string, unknown> = {};
  for (const [name, field] of entries) {
    // An error's `code` names its kind (ECONNREFUSED, SQLITE_BUSY, 23505), which ops need; anywhere
    // else a `code` may be the e-mailed sign-in code.
    const kept = ofError && name === 'code';
    copy[name] = !kept && field != null && isSecretField(name) ? MASKED : masked(field, seen, depth + 1);
  }
  return copy;
}
