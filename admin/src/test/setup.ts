import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// A render of the applications list is one to two seconds of jsdom work on this machine alone, and
// over four when the suites run two at a time on two cores (the CI run of 2026-11-28): a findBy waits
// up to 15 s for what it looks for, instead of Testing Library's 1 s (each test may take 20 s), and
// still returns as soon as it shows.
configure({ asyncUtilTimeout: 15_000 });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});
