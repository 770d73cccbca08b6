/**
 * The entry of a client-supplied name in a whitelist, or undefined: only the whitelist's own keys
 * count, so `constructor`, `__proto__` or `toString` never reach Object.prototype.
 */
export function whitelisted<T>(whitelist: Readonly<Record<string, T>>, name: string): T | undefined {
  return Object.hasOwn(whitelist, name) ? whitelist[name] : undefined;
}
