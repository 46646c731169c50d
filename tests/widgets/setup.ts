import { afterEach, beforeEach, vi } from 'vitest';

// Tell React that tests drive updates through act().
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

// Each test starts as a fresh visit: German page, empty storage, settings served as the build writes them.
beforeEach(() => {
  document.documentElement.lang = 'de';
  document.body.innerHTML = '';
  localStorage.clear();
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});
