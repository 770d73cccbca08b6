import { COMPANY_TIME_ZONE } from '@careers/shared';
import type { Plugin, Rollup } from 'vite';

type OutputBundle = Rollup.OutputBundle;
type OutputChunk = Rollup.OutputChunk;

/** The screens a signed-in cold start at the dashboard shows first (routing/screens.ts). */
const DASHBOARD_SCREENS = [
  /[\\/]src[\\/]layout[\\/]AppLayout\.tsx$/,
  /[\\/]src[\\/]pages[\\/]dashboard[\\/]DashboardPage\.tsx$/,
];

/** The chunks `from` names and every chunk they import statically, by file name. */
function reachable(bundle: OutputBundle, from: readonly string[]): Set<string> {
  const found = new Set<string>();
  const visit = (name: string) => {
    const chunk = bundle[name];
    if (chunk?.type !== 'chunk' || found.has(name)) return;
    found.add(name);
    chunk.imports.forEach(visit);
  };
  from.forEach(visit);
  return found;
}

/**
 * ICU's first date formatter costs 50 to 90 ms of main thread at 4× CPU slowdown (later ones a
 * millisecond): made while the entry's scripts download, it is off the path to the first screen.
 */
const WARM_DATE_FORMATS = `setTimeout(function(){try{new Intl.DateTimeFormat('en-GB',{timeZone:${JSON.stringify(COMPANY_TIME_ZONE)}})}catch(e){}},0);`;

/**
 * A cold start at the dashboard waits for the entry to run before it asks for the layout's and the
 * dashboard's code, then fetches them in waves over HTTP/1.1's six connections. This inline script in
 * index.html asks for them while the entry's own scripts still download (on the dashboard's paths
 * only: the sign-in page fetches nothing more), at low priority so the entry's own come first. It
 * also warms the date formats, on every page.
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
        const chunks = Object.values(bundle).filter((chunk): chunk is OutputChunk => chunk.type === 'chunk');
        const initial = reachable(
          bundle,
          chunks.filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName),
        );
        const screens = chunks.filter((chunk) =>
          DASHBOARD_SCREENS.some((screen) => screen.test(chunk.facadeModuleId ?? '')),
        );
        // A renamed or merged screen would silently preload nothing: fail the build instead.
        if (screens.length !== DASHBOARD_SCREENS.length) {
          throw new Error('dashboard-preload: the layout or the dashboard has no chunk of its own');
        }
        // What the screens need that the entry did not load already.
        const files = [
          ...reachable(
            bundle,
            screens.map((screen) => screen.fileName),
          ),
        ].filter((file) => !initial.has(file));
        const hrefs = JSON.stringify(files.sort().map((file) => `${base}${file}`));
        const paths = JSON.stringify([base.replace(/\/$/, ''), base, `${base}dashboard`]);
        const script = `(function(){${WARM_DATE_FORMATS}if(${paths}.indexOf(location.pathname)<0)return;function p(r,h){var l=document.createElement('link');l.rel=r;l.crossOrigin='';l.href=h;if(r==='preload')l.as='fetch';else l.fetchPriority='low';document.head.appendChild(l)}${hrefs}.forEach(function(h){p('modulepreload',h)});p('preload','/api/admin-auth/me');if(!/[?&]job=/.test(location.search))p('preload','/api/backoffice/dashboard/metrics')})()`;
        return [{ tag: 'script', children: script, injectTo: 'head' }];
      },
    },
  };
}
