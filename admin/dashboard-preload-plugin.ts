import type { Plugin, Rollup } from 'vite';

type OutputBundle = Rollup.OutputBundle;
type OutputChunk = Rollup.OutputChunk;

/** The screens a signed-in cold start at the dashboard shows first (routing/screens.ts). */
const DASHBOARD_SCREENS = [
  /[\\/]src[\\/]layout[\\/]AppLayout\.tsx$/,
  /[\\/]src[\\/]pages[\\/]dashboard[\\/]DashboardPage\.tsx$/,
];

/** Every chunk `chunk` needs, itself included, that the entry did not load already. */
function needs(bundle: OutputBundle, chunk: OutputChunk, initial: Set<string>, found = new Set<string>()): Set<string> {
  if (initial.has(chunk.fileName) || found.has(chunk.fileName)) return found;
  found.add(chunk.fileName);
  for (const name of chunk.imports) {
    const next = bundle[name];
    if (next?.type === 'chunk') needs(bundle, next, initial, found);
  }
  return found;
}

/** The entry's own chunk and every chunk it imports statically. */
function initialChunks(bundle: OutputBundle): Set<string> {
  const initial = new Set<string>();
  const visit = (name: string) => {
    const chunk = bundle[name];
    if (chunk?.type !== 'chunk' || initial.has(name)) return;
    initial.add(name);
    chunk.imports.forEach(visit);
  };
  for (const chunk of Object.values(bundle)) if (chunk.type === 'chunk' && chunk.isEntry) visit(chunk.fileName);
  return initial;
}

/**
 * A cold start at the dashboard waits for the entry to run before it asks for the layout's and the
 * dashboard's code, then fetches them in waves over HTTP/1.1's six connections. This inline script in
 * index.html asks for them while the entry's own scripts still download (on the dashboard's paths
 * only: the sign-in page fetches nothing more).
 */
export function dashboardPreload(base: string): Plugin {
  return {
    name: 'careers-dashboard-preload',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const bundle = context.bundle;
        if (!bundle) return html;
        const initial = initialChunks(bundle);
        const files = new Set<string>();
        const screens = Object.values(bundle).filter(
          (chunk): chunk is OutputChunk =>
            chunk.type === 'chunk' && DASHBOARD_SCREENS.some((screen) => screen.test(chunk.facadeModuleId ?? '')),
        );
        // A renamed or merged screen would silently preload nothing: fail the build instead.
        if (screens.length !== DASHBOARD_SCREENS.length) {
          throw new Error('dashboard-preload: the layout or the dashboard has no chunk of its own');
        }
        for (const screen of screens) needs(bundle, screen, initial, files);
        const hrefs = JSON.stringify([...files].sort().map((file) => `${base}${file}`));
        const paths = JSON.stringify([base.replace(/\/$/, ''), base, `${base}dashboard`]);
        const script = `(function(){if(${paths}.indexOf(location.pathname)<0)return;function p(r,h){var l=document.createElement('link');l.rel=r;l.crossOrigin='';l.href=h;if(r==='preload')l.as='fetch';document.head.appendChild(l)}${hrefs}.forEach(function(h){p('modulepreload',h)});p('preload','/api/admin-auth/me');if(!/[?&]job=/.test(location.search))p('preload','/api/backoffice/dashboard/metrics')})()`;
        return [{ tag: 'script', children: script, injectTo: 'head' }];
      },
    },
  };
}
