// 'Export JSON' on a dashboard (issue 13, item 9): reads the dashboard's file and saves it as
// '<name>.dashboard.json'. The file is fetched with the session's token and saved from memory,
// since a plain link to the export could not send the token. 'Exporting...' while it works; a
// failure says so.
import { dashboardFileName } from '@airboard/shared/api';
import { messages } from '@airboard/shared/messages';
import FileDownloadRoundedIcon from '@mui/icons-material/FileDownloadRounded';
import Button from '@mui/material/Button';
import { enqueueSnackbar } from '../../../lib/toasts';
import { saveTextFile } from '../../../lib/save-file';
import { editFailure } from '../api/dashboard';
import { useExportDashboard } from '../api/dashboard-transfer';

type ExportDashboardButtonProps = { projectId: string; dashboardId: string; name: string };

export function ExportDashboardButton({
  projectId,
  dashboardId,
  name,
}: ExportDashboardButtonProps) {
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
