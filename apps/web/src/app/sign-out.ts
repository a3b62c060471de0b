// The /logout route: ends the session on the server, forgets it here, and goes to sign-in.
import { redirect } from 'react-router';
import { api } from '../lib/api-client';
import { paths } from '../lib/paths';
import { loadQueryClient } from '../lib/query-client-override';
import { clearSessionToken, readSessionToken } from '../lib/session-token';

export async function signOut(): Promise<Response> {
  if (readSessionToken() !== null) {
    try {
      await api.get(paths.logout.path);
    } catch {
      // Signing out must work even when the server is unreachable or the session already ended:
      // the token is dropped here regardless.
    }
  }
  clearSessionToken();
  (await loadQueryClient()).clear();
  return redirect(paths.login.getHref());
}
