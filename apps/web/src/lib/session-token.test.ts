// The signed-in hint follows the session token: set with it, cleared with it, and put right at
// start when it disagrees (a token stored before the hint existed, a cookie cleared by the user).
import { SIGNED_IN_COOKIE } from '@airboard/shared';
import { afterEach, expect, it } from 'vitest';
import {
  clearSessionToken,
  readSessionToken,
  saveSessionToken,
  SESSION_TOKEN_KEY,
  syncSignedInHint,
} from './session-token';

const hinted = () => document.cookie.split('; ').includes(`${SIGNED_IN_COOKIE}=1`);

afterEach(() => clearSessionToken());

it('sets the hint with the token and clears it with the token', () => {
  saveSessionToken('token-1');
  expect(readSessionToken()).toBe('token-1');
  expect(hinted()).toBe(true);
  // Nothing of the token is in any cookie.
  expect(document.cookie).not.toContain('token-1');
  clearSessionToken();
  expect(readSessionToken()).toBeNull();
  expect(hinted()).toBe(false);
});

it('puts the hint right at start when it disagrees with the stored token', () => {
  localStorage.setItem(SESSION_TOKEN_KEY, 'stored-before-the-hint');
  expect(hinted()).toBe(false);
  syncSignedInHint();
  expect(hinted()).toBe(true);
  localStorage.removeItem(SESSION_TOKEN_KEY);
  syncSignedInHint();
  expect(hinted()).toBe(false);
});
