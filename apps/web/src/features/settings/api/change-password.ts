// POST /users/changePassword: sets the new password; the server ends the user's other sessions.
import { successResponse, type ChangePasswordBody } from '@airboard/shared/api';
import { api } from '../../../lib/api-client';

export async function changePassword(body: ChangePasswordBody): Promise<void> {
  await api.post('/users/changePassword', body, { schema: successResponse });
}
