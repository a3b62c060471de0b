// POST /api/sites/{siteId}/sections: an admin renames a section of a zone's measurement list.
import { renameSectionResponse } from '@airboard/shared/api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

type SectionRename = { siteId: string; zoneId: string | null; oldName: string; name: string };

export function renameSection({ siteId, ...body }: SectionRename) {
  return api.post(`/api/sites/${encodeURIComponent(siteId)}/sections`, body, {
    schema: renameSectionResponse,
  });
}

export function useRenameSection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: renameSection,
    // The site pages read measurements through the zone list; other screens through their own.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['zones'] }),
        queryClient.invalidateQueries({ queryKey: ['measurements'] }),
      ]),
  });
}
