// GET /api/status/{slug}: a project's public status page (spec 002 §7 'sites array', issue 17),
// without a session, asked again every STATUS_PAGE_REFRESH_MS (§9) — in the background too, since
// status pages are left open on screens. An unknown slug is a 404.
import { statusPageResponse, type StatusPageResponse } from '@airboard/shared/api';
import { STATUS_PAGE_REFRESH_MS } from '@airboard/shared/rules';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export function fetchStatusPage(slug: string, signal?: AbortSignal): Promise<StatusPageResponse> {
  return api.get(`/api/status/${encodeURIComponent(slug)}`, {
    schema: statusPageResponse,
    ...(signal ? { signal } : {}),
  });
}

export const statusPageQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: ['status-page', slug],
    queryFn: ({ signal }) => fetchStatusPage(slug, signal),
  });

export const useStatusPage = (slug: string) =>
  useQuery({
    ...statusPageQueryOptions(slug),
    refetchInterval: STATUS_PAGE_REFRESH_MS,
    refetchIntervalInBackground: true,
  });
