// Asks before a command that people holding a link feel at once (revoking or re-issuing a kiosk's
// or a kit's link, deleting a kiosk), runs it on confirmation and says how it went in a toast; the
// dialog closes either way, so a failure is not hidden behind it.
import { enqueueSnackbar } from '../lib/toasts';
import { ConfirmDialog } from './confirm-dialog';

/** What the dialog says: its question, what will happen, the action's verb and the done toast. */
export type CommandText = { title: string; text: string; action: string; done: string };

/** Handed to the command's mutation, so the dialog hears how it ended. */
export type CommandSettled = { onSuccess: () => void; onError: (error: Error) => void };

type CommandDialogProps = {
  text: CommandText;
  busy: boolean;
  run: (settled: CommandSettled) => void;
  onClose: () => void;
};

export function CommandDialog({ text, busy, run, onClose }: CommandDialogProps) {
  const settled: CommandSettled = {
    onSuccess: () => {
      enqueueSnackbar(text.done, { variant: 'success' });
      onClose();
    },
    onError: (error) => {
      enqueueSnackbar(error.message, { variant: 'error' });
      onClose();
    },
  };
  return (
    <ConfirmDialog
      title={text.title}
      text={text.text}
      action={text.action}
      busy={busy}
      onConfirm={() => run(settled)}
      onClose={onClose}
    />
  );
}
