// GET /locals: the signed-in user, project, the user's projects and the brand. The navigation bar,
// settings and the welcome modal all read it through useLocals.
import type { LocalsResponse } from '@airboard/shared/api';
import { canAdminister } from '@airboard/shared/rules';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { deferred } from '../../../lib/deferred-contracts';

export const localsQueryKey = ['locals'] as const;

export function fetchLocals(signal?: AbortSignal): Promise<LocalsResponse> {
  return api.get('/locals', { schema: deferred('localsResponse'), ...(signal ? { signal } : {}) });
}

export const localsQueryOptions = queryOptions({
  queryKey: localsQueryKey,
  queryFn: ({ signal }) => fetchLocals(signal),
});

export function useLocals() {
  return useQuery(localsQueryOptions);
}

/**
 * Whether the user administers the session's project — and, given a route's `projectId`, that it is
 * that project: /locals shows the role held in the session's project only (decision 009).
 */
export function useAdministers(projectId?: string): boolean {
  const { data } = useLocals();
  return (
    data !== undefined &&
    data.project !== null &&
    (projectId === undefined || data.project.objectId === projectId) &&
    canAdminister(data.user.role)
  );
}

/**
 * Whether the signed-in account belongs to the project (undefined while the account loads). Pages
 * of a project not the user's say "no access" whatever the server answered, so a project's own
 * "not found" never tells them anything about another project's sites.
 */
export function useIsProjectMember(projectId: string): boolean | undefined {
  const { data } = useLocals();
  return data?.projects.some((p) => p.objectId === projectId);
}
