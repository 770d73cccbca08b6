import react from '@astrojs/react';
import { defineConfig } from 'astro/config';
import modulePreload from './src/integrations/module-preload.ts';

// The public origin for canonical URLs, the sitemap and the feed; the CMS URL is read by src/lib/cms.ts.
export default defineConfig({
  site: process.env.PUBLIC_URL ?? 'http://localhost:1337',
  output: 'static',
  outDir: process.env.SITE_OUT_DIR ?? './dist',
  // Pages are folders (jobs/index.html) served at /jobs/, the one address the links, sitemap, feed and
  // canonical tags use; the dev server then warns about a link without its slash (files such as
  // /sitemap.xml are exempt).
  trailingSlash: 'always',
  // The one small stylesheet goes inside each page: on a slow mobile link a separate request costs a
  // round trip (about 0.5 s) before anything is painted, and holds back the island's loader.
  build: { format: 'directory', inlineStylesheets: 'always' },
  // English at today's addresses, Arabic under /ar/ (src/pages/ar/), from the same views. No redirect
  // by guesswork: / is English unless the visitor chose Arabic with the switch.
  i18n: {
    locales: ['en', 'ar'],
    defaultLocale: 'en',
    routing: { prefixDefaultLocale: false, redirectToDefaultLocale: false },
  },
  // Islands' chunks are listed in each page's head (src/integrations/module-preload.ts).
  integrations: [react(), modulePreload()],
  vite: {
    // React, its DOM and Astro's React renderer in one chunk: browsers fetch about six files at once
    // per server over HTTP/1.1, and five small React chunks had pushed React's DOM to a second round.
    build: {
      rolldownOptions: {
        output: {
          codeSplitting: {
            groups: [
              {
                name: 'react',
                test: /node_modules[\\/](react|react-dom|scheduler|@astrojs[\\/]react)[\\/]/,
              },
            ],
          },
        },
      },
    },
  },
});
