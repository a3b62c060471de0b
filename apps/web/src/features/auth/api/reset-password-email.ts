// POST /users/reset-password-email: e-mails a one-time reset link (forgot-password dialog).
import { successResponse } from '@airboard/shared/api';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export async function requestResetEmail(email: string): Promise<void> {
  await api.post('/users/reset-password-email', { email }, { schema: successResponse });
}

export function useRequestResetEmail() {
  return useMutation({ mutationFn: requestResetEmail });
}
