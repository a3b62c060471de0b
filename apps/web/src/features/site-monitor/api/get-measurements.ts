// GET /api/measurements: a zone's (or the whole site's) measurements with live values, alerts and
// write endpoints, requested with the server-side access filter.
import { getMeasurementsResponse, type Measurement } from '@airboard/shared/api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

type MeasurementScope = { siteId: string; zoneId?: string | undefined; forFloorPlan?: boolean };

export function fetchMeasurements(
  scope: MeasurementScope,
  signal?: AbortSignal,
): Promise<Measurement[]> {
  return api
    .get('/api/measurements', {
      query: {
        siteId: scope.siteId,
        zoneId: scope.zoneId,
        accessFilter: true,
        forFloorPlan: scope.forFloorPlan ? true : undefined,
      },
      schema: getMeasurementsResponse,
      ...(signal ? { signal } : {}),
    })
    .then((r) => r.results);
}

export const measurementsQueryOptions = (scope: MeasurementScope) =>
  queryOptions({
    queryKey: ['measurements', scope.siteId, scope.zoneId ?? null, scope.forFloorPlan ?? false],
    queryFn: ({ signal }) => fetchMeasurements(scope, signal),
  });

export function useMeasurements(scope: MeasurementScope, refreshMs?: number) {
  return useQuery({ ...measurementsQueryOptions(scope), refetchInterval: refreshMs ?? false });
}
