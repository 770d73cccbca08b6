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
    testTimeout: 20_000,
  },
});
