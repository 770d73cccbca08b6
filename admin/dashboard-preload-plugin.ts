import { COMPANY_TIME_ZONE } from '@careers/shared';
import type { Plugin } from 'vite';
import { dashboardOnlyChunks } from './dashboard-screens';

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
        const files = dashboardOnlyChunks(bundle).map((chunk) => chunk.fileName);
        const hrefs = JSON.stringify(files.sort().map((file) => `${base}${file}`));
        const paths = JSON.stringify([base.replace(/\/$/, ''), base, `${base}dashboard`]);
        const script = `(function(){${WARM_DATE_FORMATS}if(${paths}.indexOf(location.pathname)<0)return;function p(r,h){var l=document.createElement('link');l.rel=r;l.crossOrigin='';l.href=h;if(r==='preload')l.as='fetch';else l.fetchPriority='low';document.head.appendChild(l)}${hrefs}.forEach(function(h){p('modulepreload',h)});p('preload','/api/admin-auth/me');if(!/[?&]job=/.test(location.search))p('preload','/api/backoffice/dashboard/metrics')})()`;
        return [{ tag: 'script', children: script, injectTo: 'head' }];
      },
    },
  };
}
