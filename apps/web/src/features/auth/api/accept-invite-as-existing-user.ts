// POST /users/acceptinvite/existing: an existing account accepts an invitation with its password →
// a session in the invited project (decision 009).
import {
  sessionResponse,
  type AcceptInviteAsExistingUserBody,
  type SessionResponse,
} from '@airboard/shared/api';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export function acceptInviteAsExistingUser(
  body: AcceptInviteAsExistingUserBody,
): Promise<SessionResponse> {
  return api.post('/users/acceptinvite/existing', body, { schema: sessionResponse });
}

export function useAcceptInviteAsExistingUser() {
  return useMutation({ mutationFn: acceptInviteAsExistingUser });
}
