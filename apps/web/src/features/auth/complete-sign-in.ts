// The end of every sign-in path: keep the token, adopt the user's saved theme, and load the
// destination afresh so no state of a previous visitor survives.
import type { AccountUser } from '@airboard/shared/api';
import { storeColorMode } from '../../lib/color-mode';
import { paths } from '../../lib/paths';
import { safeReturnPath } from '../../lib/safe-return-path';
import { saveSessionToken } from '../../lib/session-token';

/**
 * Where the `from` query sends a new session (spec 000 §2): "onboarding" is /onboarding, another
 * value is a path of this app (lib/safe-return-path.ts), and anything else (absent, another
 * origin) is the project home.
 */
export function destinationAfterSignIn(from: string | null): string {
  if (from === 'onboarding') {
    return paths.onboarding.getHref();
  }
  return safeReturnPath(from) ?? paths.home.getHref();
}

export function completeSignIn(
  token: string,
  user: Pick<AccountUser, 'theme'>,
  from: string | null,
): void {
  saveSessionToken(token);
  storeColorMode(user.theme);
  window.location.assign(destinationAfterSignIn(from));
}
