// POST /users/reset-password: sets a new password with the one-time token; returns the e-mail.
import { resetPasswordResponse, type ResetPasswordBody } from '@airboard/shared/api';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export async function resetPassword(body: ResetPasswordBody): Promise<string> {
  const { results } = await api.post('/users/reset-password', body, {
    schema: resetPasswordResponse,
  });
  return results.email;
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
