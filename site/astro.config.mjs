import react from '@astrojs/react';
import { defineConfig } from 'astro/config';
import modulePreload from './src/integrations/module-preload.ts';

// The public origin for canonical URLs, the sitemap and the feed; the CMS URL is read by src/lib/cms.ts.
export default defineConfig({
  site: process.env.PUBLIC_URL ?? 'http://localhost:1337',
  output: 'static',
  outDir: process.env.SITE_OUT_DIR ?? './dist',
  trailingSlash: 'ignore',
  build: { format: 'directory', inlineStylesheets: 'always' },
  integrations: [react(), modulePreload()],
  vite: {
    build: {
      rolldownOptions: {
        output: {
          codeSplitting: {
            groups: [
              {
                name: 'react',
                test: /node_modules[\\/](react|react-dom|scheduler|@astrojs[\\/]react)[\\/]|rolldown:runtime/,
              },
            ],
          },
        },
      },
    },
  },
});
