// 'Export JSON' on a dashboard (issue 13, item 9): reads the dashboard's file and saves it as
// '<name>.dashboard.json'. The file is fetched with the session's token and saved from memory,
// since a plain link to the export could not send the token. 'Exporting...' while it works; a
// failure says so.
import { dashboardFileName } from '@airboard/shared/api';
import { messages } from '@airboard/shared/messages';
import FileDownloadRoundedIcon from '@mui/icons-material/FileDownloadRounded';
import Button from '@mui/material/Button';
import { useSnackbar } from 'notistack';
import { editFailure } from '../api/dashboard';
import { useExportDashboard } from '../api/dashboard-transfer';

/** Saves text as a download named `fileName`, through a link to it in memory. */
function saveTextFile(fileName: string, text: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Later, not now: the browser starts the download from the URL after this click returns.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

type ExportDashboardButtonProps = { projectId: string; dashboardId: string; name: string };

export function ExportDashboardButton({
  projectId,
  dashboardId,
  name,
}: ExportDashboardButtonProps) {
  const { enqueueSnackbar } = useSnackbar();
  const exportFile = useExportDashboard(projectId, dashboardId);
  const save = () =>
    exportFile.mutate(undefined, {
      onSuccess: (file) =>
        saveTextFile(dashboardFileName(name), JSON.stringify(file, null, 2), 'application/json'),
      onError: (error) =>
        enqueueSnackbar(messages.exportDashboardFailed(editFailure(error)), { variant: 'error' }),
    });
  return (
    <Button
      variant="outlined"
      startIcon={<FileDownloadRoundedIcon />}
      onClick={save}
      disabled={exportFile.isPending}
    >
      {exportFile.isPending ? messages.exporting : messages.exportJson}
    </Button>
  );
}
