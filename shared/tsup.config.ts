import { defineConfig } from 'tsup';

// Strapi runs compiled CommonJS while Vite and Astro consume ESM: one source, both formats, with types.
export default defineConfig({
  entry: [
    'src/index.ts',
    'src/client.ts',
    'src/client-ar.ts',
    'src/onboarding-ar.ts',
    'src/self-service-ar.ts',
    'src/apply.ts',
    'src/onboarding.ts',
    'src/precompress.ts',
    'src/self-service.ts',
    'src/interview-kit.ts',
  ],
  format: ['esm', 'cjs'],
  dts: true,
  clean: true,
  sourcemap: true,
  target: 'es2022',
});
