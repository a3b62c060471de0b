// GET /users/invite?token: the invited e-mail and project, shown on the accept-invite page.
import { inviteInfoResponse } from '@airboard/shared/api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const inviteInfoQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ['invite', token],
    queryFn: ({ signal }) =>
      api.get('/users/invite', { query: { token }, schema: inviteInfoResponse, signal }),
    enabled: token !== '',
  });

export function useInviteInfo(token: string) {
  return useQuery(inviteInfoQueryOptions(token));
}
