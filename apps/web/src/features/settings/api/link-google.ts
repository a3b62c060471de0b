// POST /users/auth/google/link: a one-time address that links the signed-in user's Google account.
import { googleLinkResponse } from '@airboard/shared/api';
import { api } from '../../../lib/api-client';

export async function startGoogleLink(): Promise<void> {
  const { url } = await api.post('/users/auth/google/link', {}, { schema: googleLinkResponse });
  window.location.assign(url);
}
