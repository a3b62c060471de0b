// The signed-in session's bearer token, kept in localStorage so a reload stays signed in.

export const SESSION_TOKEN_KEY = 'airboard.token';

// Storage can be unavailable (privacy modes, disabled cookies); then the visitor is simply signed out.
function storage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

export function readSessionToken(): string | null {
  return storage()?.getItem(SESSION_TOKEN_KEY) ?? null;
}

export function saveSessionToken(token: string): void {
  storage()?.setItem(SESSION_TOKEN_KEY, token);
}

export function clearSessionToken(): void {
  storage()?.removeItem(SESSION_TOKEN_KEY);
}
