// POST /api/measurement/{id}: an admin renames a measurement; the lists showing it are refreshed.
import { renameMeasurementResponse } from '@airboard/shared/api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export function renameMeasurement({ id, name }: { id: string; name: string }) {
  return api.post(
    `/api/measurement/${encodeURIComponent(id)}`,
    { name },
    { schema: renameMeasurementResponse },
  );
}

export function useRenameMeasurement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: renameMeasurement,
    // The site pages read measurements through the zone list; other screens through their own.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['zones'] }),
        queryClient.invalidateQueries({ queryKey: ['measurements'] }),
      ]),
  });
}
