// Vitest setup for the web project: DOM matchers, a clean DOM and storage per test, and the
// console.error guard.
import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { installConsoleGuard } from './console-guard';

installConsoleGuard();

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  window.history.replaceState(null, '', '/');
});
