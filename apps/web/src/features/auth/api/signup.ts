// POST /users/signup: first name, last name and e-mail; the server e-mails a link to set the
// password (it answers the same for addresses that already have an account).
import { successResponse, type SignupBody } from '@airboard/shared/api';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export async function signup(body: SignupBody): Promise<void> {
  await api.post('/users/signup', body, { schema: successResponse });
}

export function useSignup() {
  return useMutation({ mutationFn: signup });
}
