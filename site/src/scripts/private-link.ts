// What the two pages opened by a private link share (the candidate's own page and the interviewer's
// kit): the token taken from the fragment, a JSON POST that carries it and no cookie, and the page's
// elements and status line.

/** One of the page's elements, by id (the page's markup has each). */
export const byId = <T extends HTMLElement>(id: string) => document.getElementById(id) as T;

/** Writes to a page's status line, marked as an error or not. */
const statusLine =
  (status: HTMLElement) =>
  (message: string, error = false): void => {
    status.textContent = message;
    status.classList.toggle('error-box', error);
  };

/** The tab's token: from the link's fragment (then out of the address bar), or kept from before. */
function takeLinkToken(storageKey: string): string | null {
  const fromLink = location.hash.slice(1);
  if (/^[A-Za-z0-9_-]{43}$/.test(fromLink)) {
    sessionStorage.setItem(storageKey, fromLink);
    history.replaceState(null, '', location.pathname);
  }
  return sessionStorage.getItem(storageKey);
}

const postJson = (url: string, body: Record<string, unknown>): Promise<Response> =>
  fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
    credentials: 'omit',
  });

/** The server's message of a refusal; `tooMany` for 429, `fallback` when it says none. */
async function refusalText(response: Response, tooMany: string, fallback: string): Promise<string> {
  if (response.status === 429) return tooMany;
  try {
    const body = (await response.json()) as { error?: { message?: string } };
    return body.error?.message ?? fallback;
  } catch {
    return fallback;
  }
}

interface PageOptions {
  /** The id of the page's status line. */
  status: string;
  /** Said for 429, and for a refusal the server gave no message for. */
  tooMany: string;
  fallback: string;
  /** A message of the server's (written in English) in the page's language. */
  translate?: (english: string) => string;
}

/**
 * A page opened by a private link: its status line, its calls and how it opens with the tab's token.
 * Its API is /api/public/{name}, and the tab keeps its token as {name}-token.
 */
export function privateLinkPage(name: string, { status: statusId, tooMany, fallback, translate }: PageOptions) {
  const api = `/api/public/${name}`;
  const storageKey = `${name}-token`;
  const status = byId(statusId);
  const say = statusLine(status);
  const post = (path: string, body: Record<string, unknown>) => postJson(`${api}${path}`, body);
  const refusalOf = async (response: Response) => {
    const said = await refusalText(response, tooMany, fallback);
    return translate ? translate(said) : said;
  };
  /** The tab no longer opens the page with its token (refused, or nothing left to show). */
  const forget = () => sessionStorage.removeItem(storageKey);

  /**
   * What the token opens, with the status line saying Loading meanwhile. A refused token is forgotten
   * for the tab; after a refusal or a failure (said as `failed`) the answer is null.
   */
  async function open<Answer>(token: string, failed: string): Promise<Answer | null> {
    say(status.dataset.loading ?? '');
    try {
      const response = await post('', { token });
      if (response.ok) return (await response.json()) as Answer;
      forget();
      say(await refusalOf(response), true);
    } catch {
      say(failed, true);
    }
    return null;
  }

  return { say, post, refusalOf, open, forget, token: () => takeLinkToken(storageKey) };
}
