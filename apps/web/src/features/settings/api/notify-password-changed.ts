// POST /users/changedPassword/notify: e-mails the user that their password changed.
import { successResponse } from '@airboard/shared/api';
import { api } from '../../../lib/api-client';

export async function notifyPasswordChanged(
  user: string,
  project: string | undefined,
): Promise<void> {
  await api.post('/users/changedPassword/notify', { user, project }, { schema: successResponse });
}
