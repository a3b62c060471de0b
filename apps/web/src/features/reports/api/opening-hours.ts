// GET and PUT /api/sites/{siteId}/openingHours: the hours 'Occupied hours only' counts (the
// default ones until an admin sets the site's own). Saving refreshes them and drops the reports
// already built, whose occupied numbers may have changed.
import { openingHoursResponse } from '@airboard/shared/api';
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
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (hours: OpeningHours) =>
      api
        .put(`/api/sites/${siteId}/openingHours`, hours, { schema: openingHoursResponse })
        .then((r) => r.results),
    onSuccess: (saved) => {
      queryClient.setQueryData(openingHoursKey(siteId), saved);
      void queryClient.invalidateQueries({ queryKey: ['report'] });
    },
  });
}
