// The app leaves its window's width in a cookie for the server's render of a first screen.
import { describe, expect, it } from 'vitest';
import { rememberViewportWidth, WIDTH_COOKIE } from './viewport-hint';

describe('rememberViewportWidth', () => {
  it("writes the window's width, in whole pixels", () => {
    window.innerWidth = 390.4;
    rememberViewportWidth();

    expect(document.cookie.split('; ')).toContain(`${WIDTH_COOKIE}=390`);
  });
});
