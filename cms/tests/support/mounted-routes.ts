import type { TestServer } from './test-server';

// The routes the running server answers, read from its own router: a test that sweeps them covers a
// route added later without being told.

type Registry = typeof import('../../src/domain/backoffice/registry');

export interface MountedRoute {
  method: string;
  path: string;
}

/** Every method and path the mounted router answers whose path matches `paths` (HEAD left out). */
export function mountedRoutes(server: TestServer, paths: RegExp): MountedRoute[] {
  const layers = server.strapi.server.listRoutes() as unknown as { path: string; methods: string[] }[];
  return layers
    .filter((layer) => paths.test(layer.path))
    .flatMap((layer) =>
      layer.methods.filter((method) => method !== 'HEAD').map((method) => ({ method, path: layer.path })),
    );
}

/**
 * The concrete paths a route answers: each `:param` filled in by `fill`, and a generic resource route
 * once per registered resource (and once for `extraResource` when given).
 */
export function pathsOf(
  server: TestServer,
  path: string,
  fill: (param: string) => string,
  extraResource?: string,
): string[] {
  const concrete = (resource: string) =>
    path.replace(/:([a-zA-Z]+)/g, (_, param: string) => (param === 'resource' ? resource : fill(param)));
  if (!path.includes(':resource')) return [concrete('')];
  const { RESOURCES } = server.load<Registry>('domain/backoffice/registry');
  return [...Object.keys(RESOURCES), ...(extraResource ? [extraResource] : [])].map(concrete);
}
