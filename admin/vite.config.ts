import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './precompress-plugin';

// Served by the CMS (or nginx) under /admin2025; every path that is not a file gets index.html.
export default defineConfig({
  base: '/admin2025/',
  plugins: [react(), precompress()],
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: false, chunkSizeWarningLimit: 2000 },
});
