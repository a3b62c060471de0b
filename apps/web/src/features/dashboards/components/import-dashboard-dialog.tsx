// The Import Dashboard dialog (issue 13, item 9), opened by 'Import' on the selection: 'Choose
// File' picks a .json file, which is checked here with the file contract before anything is sent,
// so a wrong file says what is wrong and creates nothing. 'Import' reads 'Importing...' while it
// works. A dashboard whose every place was found opens at once; otherwise the dialog lists what
// was not found and offers to open it.
import {
  DASHBOARD_FILE_MAX_BYTES,
  dashboardFile,
  dashboardFileProblem,
  type DashboardFile,
  type ImportDashboardResponse,
  type UnmappedPlace,
} from '@airboard/shared/api';
import { messages } from '@airboard/shared/messages';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { enqueueSnackbar } from '../../../lib/toasts';
import { useState } from 'react';
import { FilePicker } from '../../../components/file-picker';
import { ApiError } from '../../../lib/api-client';
import { editFailure } from '../api/dashboard';
import { useImportDashboard } from '../api/dashboard-transfer';

/** A picked file as a dashboard file, or what is wrong with it. */
async function readDashboardFile(
  picked: File,
): Promise<{ file: DashboardFile } | { problem: string }> {
  // Checked before reading: a huge file is not ours, and would only fill the memory.
  if (picked.size > DASHBOARD_FILE_MAX_BYTES) {
    return { problem: messages.importFileTooLarge };
  }
  let json: unknown;
  try {
    json = JSON.parse(await picked.text());
  } catch {
    return { problem: messages.importFileInvalid };
  }
  const parsed = dashboardFile.safeParse(json);
  return parsed.success ? { file: parsed.data } : { problem: dashboardFileProblem(parsed.error) };
}

const cardCount = (file: DashboardFile) =>
  file.dashboard.sections.reduce((sum, section) => sum + section.cards.length, 0);

/** One line per place not found, with what used it: a missing site is often on every card. */
function byPlace(unmapped: UnmappedPlace[]) {
  const places = new Map<
    string,
    Pick<UnmappedPlace, 'kind' | 'name'> & { isDefault: boolean; cards: string[] }
  >();
  for (const { kind, name, card } of unmapped) {
    const key = JSON.stringify([kind, name]);
    const place = places.get(key) ?? { kind, name, isDefault: false, cards: [] };
    if (card === undefined) {
      place.isDefault = true;
    } else {
      place.cards.push(card);
    }
    places.set(key, place);
  }
  return [...places.entries()];
}

type ImportDashboardDialogProps = {
  projectId: string;
  onClose: () => void;
  /** Opens the new dashboard. */
  onOpen: (dashboardId: string) => void;
};

export function ImportDashboardDialog({ projectId, onClose, onOpen }: ImportDashboardDialogProps) {
  const [chosen, setChosen] = useState<{ fileName: string; file: DashboardFile } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [imported, setImported] = useState<ImportDashboardResponse | null>(null);
  const importFile = useImportDashboard(projectId);

  const choose = async (picked: File) => {
    const read = await readDashboardFile(picked);
    setChosen('file' in read ? { fileName: picked.name, file: read.file } : null);
    setProblem('problem' in read ? read.problem : null);
  };

  const submit = () => {
    if (!chosen || importFile.isPending) {
      return;
    }
    importFile.mutate(chosen.file, {
      onSuccess: (answer) => {
        enqueueSnackbar(messages.dashboardImported(answer.dashboard.name), { variant: 'success' });
        if (answer.unmapped.length === 0) {
          onOpen(answer.dashboard.objectId);
        } else {
          setImported(answer);
        }
      },
      onError: (error) =>
        // The server's 400 is already the file's problem, in the dialog's own words.
        setProblem(
          error instanceof ApiError && error.status === 400
            ? error.message
            : messages.importDashboardFailed(editFailure(error)),
        ),
    });
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby="import-dashboard" fullWidth maxWidth="sm">
      <DialogTitle id="import-dashboard">{messages.importDashboardTitle}</DialogTitle>
      <DialogContent>
        {imported ? (
          <Alert severity="warning">
            <Typography>{messages.importUnmappedIntro}</Typography>
            <Stack component="ul" aria-label="Not found" sx={{ pl: 2.5, my: 1 }}>
              {byPlace(imported.unmapped).map(([key, place]) => (
                <li key={key}>{messages.importUnmappedItem(place.kind, place.name, place)}</li>
              ))}
            </Stack>
          </Alert>
        ) : (
          <Stack spacing={2}>
            <Typography sx={{ color: 'text.secondary' }}>{messages.importDashboardHint}</Typography>
            <FilePicker
              accept=".json,application/json"
              label={messages.chooseDashboardFile}
              onPick={(file) => void choose(file)}
              summary={
                chosen &&
                messages.importFileSummary(
                  chosen.file.dashboard.name,
                  chosen.file.dashboard.sections.length,
                  cardCount(chosen.file),
                )
              }
            />
            {problem && (
              <Alert severity="error" sx={{ overflowWrap: 'anywhere' }}>
                {problem}
              </Alert>
            )}
          </Stack>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{imported ? 'Close' : 'Cancel'}</Button>
        {imported ? (
          <Button variant="contained" onClick={() => onOpen(imported.dashboard.objectId)}>
            {messages.openDashboard}
          </Button>
        ) : (
          <Button variant="contained" onClick={submit} disabled={!chosen || importFile.isPending}>
            {importFile.isPending ? messages.importing : messages.importDashboard}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
