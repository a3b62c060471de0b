// POST /api/users/{userId}: saves the signed-in user's own onboarding, tooltip and alert state
// (the server ignores every other field), then refreshes /locals.
import { userResponse, type AccountUser } from '@airboard/shared/api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { localsQueryKey } from '../../auth';

export async function updateOwnUser(user: AccountUser): Promise<AccountUser> {
  const { user: saved } = await api.post(`/api/users/${encodeURIComponent(user.objectId)}`, user, {
    schema: userResponse,
  });
  return saved;
}

export function useUpdateOwnUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateOwnUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: localsQueryKey }),
  });
}
