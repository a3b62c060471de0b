// GET, PUT and DELETE /api/sites/{siteId}/openingHours: the hours 'Occupied hours only' counts
// (the default ones until an admin sets the site's own, or after they reset them). Saving or
// resetting refreshes them and drops the reports already built, whose occupied numbers may have
// changed.
import { openingHoursResponse, type OpeningHoursResponse } from '@airboard/shared/api';
import type { OpeningHours } from '@airboard/shared/rules';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

const openingHoursKey = (siteId: string) => ['openingHours', siteId] as const;

export const openingHoursQueryOptions = (siteId: string) =>
  queryOptions({
    queryKey: openingHoursKey(siteId),
    queryFn: ({ signal }) =>
      api
        .get(`/api/sites/${siteId}/openingHours`, { schema: openingHoursResponse, signal })
        .then((r) => r.results),
  });

export const useOpeningHours = (siteId: string) => useQuery(openingHoursQueryOptions(siteId));

export function useSaveOpeningHours(siteId: string) {
  return useOpeningHoursChange(siteId, (hours: OpeningHours) =>
    api.put(`/api/sites/${siteId}/openingHours`, hours, { schema: openingHoursResponse }),
  );
}

export function useResetOpeningHours(siteId: string) {
  return useOpeningHoursChange(siteId, () =>
    api.delete(`/api/sites/${siteId}/openingHours`, { schema: openingHoursResponse }),
  );
}

function useOpeningHoursChange<T>(
  siteId: string,
  change: (variables: T) => Promise<OpeningHoursResponse>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (variables: T) => change(variables).then((r) => r.results),
    onSuccess: (saved) => {
      queryClient.setQueryData(openingHoursKey(siteId), saved);
      void queryClient.invalidateQueries({ queryKey: ['report'] });
    },
  });
}
