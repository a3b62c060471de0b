// POST /users/acceptinvite: password and terms for an invite → a session in the invited project.
import { sessionResponse, type AcceptInviteBody, type SessionResponse } from '@airboard/shared/api';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export function acceptInvite(body: AcceptInviteBody): Promise<SessionResponse> {
  return api.post('/users/acceptinvite', body, { schema: sessionResponse });
}

export function useAcceptInvite() {
  return useMutation({ mutationFn: acceptInvite });
}
