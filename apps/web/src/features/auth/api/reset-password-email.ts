// POST /users/reset-password-email: e-mails a one-time reset link (forgot-password dialog).
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { deferred } from '../../../lib/deferred-contracts';

export async function requestResetEmail(email: string): Promise<void> {
  await api.post('/users/reset-password-email', { email }, { schema: deferred('successResponse') });
}

export function useRequestResetEmail() {
  return useMutation({ mutationFn: requestResetEmail });
}
