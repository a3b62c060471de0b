// Copying: the Clipboard API where the browser offers it, the selected text area where it does not
// (plain http) or refuses, and a rejection when neither works.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { copyText } from './copy-text';

function stubClipboard(writeText: (text: string) => Promise<void>) {
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
}

/** No Clipboard API, as over plain http (the test DOM may offer one of its own). */
function withoutClipboard() {
  Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true });
}

function stubExecCommand(result: boolean) {
  let copied: string | null = null;
  const execCommand = vi.fn(() => {
    copied = document.querySelector('textarea')?.value ?? null;
    return result;
  });
  Object.defineProperty(document, 'execCommand', { value: execCommand, configurable: true });
  return { execCommand, copied: () => copied };
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'clipboard');
  Reflect.deleteProperty(document, 'execCommand');
});

describe('copyText', () => {
  it('uses the Clipboard API when there is one', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    stubClipboard(writeText);
    await copyText('https://example.com/kiosks/abc');
    expect(writeText).toHaveBeenCalledWith('https://example.com/kiosks/abc');
  });

  it('copies a selected text area without the Clipboard API, and leaves nothing behind', async () => {
    withoutClipboard();
    const { execCommand, copied } = stubExecCommand(true);
    await copyText('https://example.com/kiosks/abc');
    expect(execCommand).toHaveBeenCalledWith('copy');
    expect(copied()).toBe('https://example.com/kiosks/abc');
    expect(document.querySelector('textarea')).toBeNull();
  });

  it('falls back when the Clipboard API refuses', async () => {
    stubClipboard(() => Promise.reject(new Error('not allowed')));
    const { execCommand } = stubExecCommand(true);
    await copyText('x');
    expect(execCommand).toHaveBeenCalled();
  });

  it('rejects when the browser allows neither', async () => {
    withoutClipboard();
    stubExecCommand(false);
    await expect(copyText('x')).rejects.toThrow();
  });
});
