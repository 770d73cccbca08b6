// The CMS's side of the wire for component tests: the answers a test names, as fetch would give them.
// Everything between a component and fetch (auth, data and api providers) is the real code.
import { BUILT_IN_ROLES, type BuiltInRoleName, type Permissions } from '@careers/shared/client';
import { vi } from 'vitest';

export interface Answer {
  status?: number;
  body?: unknown;
  headers?: Record<string, string>;
}
type Route = Answer | ((request: { body: unknown; url: URL }) => Answer | Promise<Answer>);

export interface Served {
  /** Every request made, as 'METHOD /path' (without the query). */
  requests: string[];
  /** The JSON bodies sent, per 'METHOD /path'. */
  bodies: Map<string, unknown[]>;
}

/** Answers `routes` ('METHOD /api/path' → answer); anything else is a 404 in Strapi's error shape. */
export function serve(routes: Record<string, Route>): Served {
  const served: Served = { requests: [], bodies: new Map() };
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost');
    const name = `${(init.method ?? 'GET').toUpperCase()} ${url.pathname}`;
    const body: unknown = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
    served.requests.push(name);
    served.bodies.set(name, [...(served.bodies.get(name) ?? []), body]);
    const route = Object.hasOwn(routes, name) ? routes[name] : undefined;
    const answer: Answer =
      route === undefined ? notFound : typeof route === 'function' ? await route({ body, url }) : route;
    return new Response(answer.status === 204 ? null : JSON.stringify(answer.body ?? {}), {
      status: answer.status ?? 200,
      headers: { 'content-type': 'application/json', ...answer.headers },
    });
  });
  return served;
}

const notFound: Answer = { status: 404, body: { error: { status: 404, name: 'NotFoundError', message: 'Not Found' } } };

/** The signed-in admin as /api/admin-auth/me answers, with a built-in role's flags or the given ones. */
export function signedInAs(role: BuiltInRoleName | Permissions): Answer {
  const permissions = typeof role === 'string' ? BUILT_IN_ROLES[role].permissions : role;
  return {
    body: {
      data: {
        id: 'me',
        email: 'me@gulfhorizon.test',
        full_name: 'Test Admin',
        role_name: typeof role === 'string' ? role : 'custom',
        permissions,
        theme_preference: 'dark',
      },
    },
  };
}

/** A list as the back-office API answers it (ra-data-simple-rest's contract). */
export function listOf(resource: string, rows: object[]): Answer {
  return { body: rows, headers: { 'content-range': `${resource} 0-${rows.length}/${rows.length}` } };
}

/** A refusal with the server's own message, as Strapi's errors carry it. */
export function refusal(status: number, message: string): Answer {
  return { status, body: { error: { status, name: 'ValidationError', message } } };
}
