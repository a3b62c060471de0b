// GET /api/sites/{siteId}/alerts: a site's open alerts (isActive=true) or those cleared in the last
// 30 days (isActive=false), newest first — for the bell's dialog and the alerts page.
import { alertsResponse, type AlertDto } from '@airboard/shared/api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export function fetchSiteAlerts(
  siteId: string,
  isActive: boolean,
  signal?: AbortSignal,
): Promise<AlertDto[]> {
  return api
    .get(`/api/sites/${encodeURIComponent(siteId)}/alerts`, {
      query: { isActive },
      schema: alertsResponse,
      ...(signal ? { signal } : {}),
    })
    .then((r) => r.alerts);
}

export const siteAlertsQueryOptions = (siteId: string, isActive: boolean) =>
  queryOptions({
    queryKey: ['site-alerts', siteId, isActive ? 'active' : 'cleared'],
    queryFn: ({ signal }) => fetchSiteAlerts(siteId, isActive, signal),
  });

export function useSiteAlerts(siteId: string, isActive: boolean) {
  return useQuery(siteAlertsQueryOptions(siteId, isActive));
}
