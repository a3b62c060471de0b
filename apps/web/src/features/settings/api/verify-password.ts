// POST /users/verifyPassword: checks the current password before a change.
import { successResponse } from '@airboard/shared/api';
import { api } from '../../../lib/api-client';

export async function verifyPassword(email: string, password: string): Promise<void> {
  await api.post('/users/verifyPassword', { email, password }, { schema: successResponse });
}
