// Makes console.error fail the test that caused it (the Epic Stack habit): React and library
// warnings surface as failures instead of scrolling past. A test that expects one says so.
import { afterEach, beforeEach, vi } from 'vitest';
import type { MockInstance } from 'vitest';

let consoleError: MockInstance<typeof console.error> | undefined;
let expected = false;

/** Call in a test whose scenario logs an error on purpose (e.g. an error boundary catching). */
export function expectConsoleError(): MockInstance<typeof console.error> {
  expected = true;
  if (consoleError === undefined) {
    throw new Error('console guard is not installed');
  }
  consoleError.mockImplementation(() => undefined);
  return consoleError;
}

export function installConsoleGuard(): void {
  beforeEach(() => {
    expected = false;
    const original = console.error.bind(console);
    consoleError = vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
      original(...args);
    });
  });

  afterEach(() => {
    const calls = consoleError?.mock.calls ?? [];
    consoleError?.mockRestore();
    if (!expected && calls.length > 0) {
      const first = calls[0]?.map(String).join(' ') ?? '';
      throw new Error(`console.error was called ${calls.length} time(s); first call: ${first}`);
    }
  });
}
