// A call failed in the browser, both ways it fails in real life: the network drops it, or the server
// answers with a failure of its own (Strapi's 500 body, whose message is only a status text).
import type { Page, Route } from '@playwright/test';

/** Strapi's answer to an unexpected error, as the browser receives it. */
export const SERVER_FAILURE = {
  status: 500,
  json: { data: null, error: { status: 500, name: 'InternalServerError', message: 'Internal Server Error' } },
} as const;

export type Failure = 'network' | 'server';
export const FAILURES: readonly Failure[] = ['network', 'server'];

const failWith = (route: Route, failure: Failure) =>
  failure === 'network' ? route.abort('internetdisconnected') : route.fulfill(SERVER_FAILURE);

/**
 * For each way a call fails: every `method` request to `url` fails so, `act` runs, and `check` waits for
 * what the user must see; then the call goes through again.
 */
export async function failEachWay(
  page: Page,
  call: { url: string | RegExp; method: string },
  act: () => Promise<void>,
  check: (failure: Failure) => Promise<void>,
): Promise<void> {
  for (const failure of FAILURES) {
    const handler = (route: Route) =>
      route.request().method() === call.method ? failWith(route, failure) : route.fallback();
    await page.route(call.url, handler);
    await act();
    await check(failure);
    await page.unroute(call.url, handler);
  }
}
