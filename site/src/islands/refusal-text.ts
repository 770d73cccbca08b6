/**
 * What a failed call tells the visitor: a refusal (4xx) keeps the server's own message, in the product's
 * words; a server failure (5xx) or an answer without a message reads `fallback`, never a status text.
 */
export function refusalText(status: number, message: unknown, fallback: string): string {
  return status >= 400 && status < 500 && typeof message === 'string' && message ? message : fallback;
}
