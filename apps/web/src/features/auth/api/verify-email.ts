// GET /users/verify?email: whether the address already has a verified account (signup page).
import { verifyResponse } from '@airboard/shared/api';
import { api } from '../../../lib/api-client';

export async function isEmailVerified(email: string): Promise<boolean> {
  const { user } = await api.get('/users/verify', { query: { email }, schema: verifyResponse });
  return user.emailVerified;
}
