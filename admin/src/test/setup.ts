import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// The first render of a screen in a file (react-admin, MUI, the lazy pieces) takes over a second of
// jsdom work when the suites run two at a time on two cores: a findBy waits up to 5 s for what it
// looks for, instead of Testing Library's 1 s, and still returns as soon as it shows.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});
