// POST /users/reset-password: sets a new password with the one-time token; returns the e-mail.
import type { ResetPasswordBody } from '@airboard/shared/api';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { deferred } from '../../../lib/deferred-contracts';

export async function resetPassword(body: ResetPasswordBody): Promise<string> {
  const { results } = await api.post('/users/reset-password', body, {
    schema: deferred('resetPasswordResponse'),
  });
  return results.email;
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
