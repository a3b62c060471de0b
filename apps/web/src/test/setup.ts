// Vitest setup for the web project: DOM matchers, a clean DOM and storage per test, and the
// console.error guard.
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { installConsoleGuard } from './console-guard';

installConsoleGuard();

// The first render of a lazily loaded screen waits for Vite to transform that screen's module
// graph, which on a busy two-core machine takes longer than Testing Library's default 1 s; a
// find still resolves as soon as the element shows (the project's testTimeout is above this).
configure({ asyncUtilTimeout: 10_000 });

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  window.history.replaceState(null, '', '/');
});
