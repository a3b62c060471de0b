// @vitest-environment jsdom
// jsdom: happy-dom keeps a cookie written with Max-Age=0 (as 'name='); browsers delete it.
// The app leaves its window's width in a cookie for the server's render of a first screen, while
// signed in only.
import { WIDTH_COOKIE } from '@airboard/shared';
import { afterEach, describe, expect, it } from 'vitest';
import { clearSessionToken, saveSessionToken, syncSignedInHint } from './session-token';

const cookies = () => document.cookie.split('; ');

afterEach(() => {
  clearSessionToken();
});

describe("the window's width cookie", () => {
  it('is written in whole pixels on sign-in and at each start, and cleared on sign-out', () => {
    window.innerWidth = 390.4;
    saveSessionToken('token-123');
    expect(cookies()).toContain(`${WIDTH_COOKIE}=390`);

    window.innerWidth = 1024;
    syncSignedInHint();
    expect(cookies()).toContain(`${WIDTH_COOKIE}=1024`);

    clearSessionToken();
    expect(cookies().some((c) => c.startsWith(`${WIDTH_COOKIE}=`))).toBe(false);
  });

  it('is not left to a visitor without a session', () => {
    syncSignedInHint();
    expect(cookies().some((c) => c.startsWith(`${WIDTH_COOKIE}=`))).toBe(false);
  });
});
