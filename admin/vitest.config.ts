import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// Component tests beside the components, in a browser-like DOM; the network is the only thing answered
// by the test (src/test/server.ts), so our providers run as they do in the browser.
export default defineConfig({
  plugins: [react()],
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    // Only a hang guard: a list screen's test takes seconds alone and over 20 s on two busy cores.
    testTimeout: 60_000,
    // Loading react-admin and MUI again for each file costs two thirds of the run; each test starts
    // from nothing of its own (src/test/render.tsx forgets the admin and the store, setup.ts the stubs).
    isolate: false,
  },
});
