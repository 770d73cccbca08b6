// Requests to a child CMS as a proxy in front of it passes them on: the proxy appends the address it
// saw to X-Forwarded-For, and says whether the browser reached it over https.
import type { ChildCms } from './child-cms';

export interface ProxyView {
  /** What the client itself wrote in X-Forwarded-For, if anything. */
  clientWrote?: string;
  /** The client address the proxy saw. */
  saw: string;
  https?: boolean;
}

export async function viaProxy(child: Pick<ChildCms, 'port'>, path: string, body: unknown, proxy: ProxyView) {
  const response = await fetch(`http://127.0.0.1:${child.port}${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-forwarded-for': proxy.clientWrote ? `${proxy.clientWrote}, ${proxy.saw}` : proxy.saw,
      ...(proxy.https ? { 'x-forwarded-proto': 'https' } : {}),
    },
    body: JSON.stringify(body),
  });
  return {
    status: response.status,
    headers: response.headers,
    body: (await response.json().catch(() => null)) as {
      data?: Record<string, unknown>;
      error?: { message: string };
    } | null,
  };
}
