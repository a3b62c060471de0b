// POST /users/invite: an admin invites an e-mail to the signed-in project.
import { successResponse, type InviteBody } from '@airboard/shared/api';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export async function invite(body: InviteBody): Promise<void> {
  await api.post('/users/invite', body, { schema: successResponse });
}

export function useInvite() {
  return useMutation({ mutationFn: invite });
}
