// Vitest setup for the web project: DOM matchers, a clean DOM and storage per test, the
// console.error guard, and notistack loaded up front.
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';
import { loadNotistack } from '../lib/toasts';
import { installConsoleGuard } from './console-guard';

installConsoleGuard();

// The first render of a lazily loaded screen waits for Vite to transform that screen's module
// graph, which on a busy two-core machine takes longer than Testing Library's default 1 s; a
// find still resolves as soon as the element shows (the project's testTimeout is above this).
configure({ asyncUtilTimeout: 10_000 });

// Toasts load notistack on first use in the app (lib/toasts.tsx); loaded before each file here, a
// toast shows in the render that asks for it, as a test expects of the component.
beforeAll(async () => {
  await loadNotistack();
});

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  window.history.replaceState(null, '', '/');
});
