// What the two pages opened by a private link share (the candidate's own page and the interviewer's
// kit): the token taken from the fragment, a JSON POST that carries it and no cookie, and the page's
// elements and status line.

/** One of the page's elements, by id (the page's markup has each). */
export const byId = <T extends HTMLElement>(id: string) => document.getElementById(id) as T;

/** Writes to a page's status line, marked as an error or not. */
export const statusLine =
  (status: HTMLElement) =>
  (message: string, error = false): void => {
    status.textContent = message;
    status.classList.toggle('error-box', error);
  };

/** The tab's token: from the link's fragment (then out of the address bar), or kept from before. */
export function takeLinkToken(storageKey: string): string | null {
  const fromLink = location.hash.slice(1);
  if (/^[A-Za-z0-9_-]{43}$/.test(fromLink)) {
    sessionStorage.setItem(storageKey, fromLink);
    history.replaceState(null, '', location.pathname);
  }
  return sessionStorage.getItem(storageKey);
}

export const postJson = (url: string, body: Record<string, unknown>): Promise<Response> =>
  fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
    credentials: 'omit',
  });

/** The server's message of a refusal; `tooMany` for 429, `fallback` when it says none. */
export async function refusalText(response: Response, tooMany: string, fallback: string): Promise<string> {
  if (response.status === 429) return tooMany;
  try {
    const body = (await response.json()) as { error?: { message?: string } };
    return body.error?.message ?? fallback;
  } catch {
    return fallback;
  }
}
