// Download CSV: a single-use ticket is asked for with the session (POST …/csv), then the browser
// is sent to the ticket's URL, so its own download manager streams the file to disk however
// large it is (the server's report-csv-tickets.ts says why). The file's name comes from the server.
import { reportCsvTicketResponse, type ReportCsvRequest } from '@airboard/shared/api';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { saveFile } from '../../../lib/save-file';
import type { ReportRequest } from './build-report';

export type CsvChoice = Pick<ReportCsvRequest, 'format' | 'raw'>;

export async function downloadReportCsv({ siteId, ...report }: ReportRequest, choice: CsvChoice) {
  const { results } = await api.post(
    `/api/sites/reports/${siteId}/csv`,
    { ...report, ...choice },
    { schema: reportCsvTicketResponse },
  );
  // No name of our own: the server's Content-Disposition names the site and the range.
  saveFile('', results.url);
}

export function useDownloadReportCsv() {
  return useMutation({
    mutationFn: ({ request, choice }: { request: ReportRequest; choice: CsvChoice }) =>
      downloadReportCsv(request, choice),
  });
}
