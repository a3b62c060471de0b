// GET /api/sites/{siteId}/reportRecipients: the members of the site's project a scheduled report
// may be e-mailed to, by name then e-mail.
import { reportRecipientsResponse } from '@airboard/shared/api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const reportRecipientsQueryOptions = (siteId: string) =>
  queryOptions({
    queryKey: ['reportRecipients', siteId],
    queryFn: ({ signal }) =>
      api
        .get(`/api/sites/${encodeURIComponent(siteId)}/reportRecipients`, {
          schema: reportRecipientsResponse,
          signal,
        })
        .then((r) => r.results),
  });

export const useReportRecipients = (siteId: string) =>
  useQuery(reportRecipientsQueryOptions(siteId));
