// GET /api/kits/{id} (spec 002 §7): the kit of the link (its project, product and site, if named).
import { publicKitResponse, type PublicKit } from '@airboard/shared/api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export function fetchKit(linkId: string, signal?: AbortSignal): Promise<PublicKit> {
  return api
    .get(`/api/kits/${encodeURIComponent(linkId)}`, {
      schema: publicKitResponse,
      ...(signal ? { signal } : {}),
    })
    .then((r) => r.results);
}

export const kitQueryOptions = (linkId: string) =>
  queryOptions({
    queryKey: ['kit-onboarding', linkId],
    queryFn: ({ signal }) => fetchKit(linkId, signal),
  });

export const useKit = (linkId: string, enabled: boolean) =>
  useQuery({ ...kitQueryOptions(linkId), enabled });
