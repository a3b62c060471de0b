// Deleting a group or a holiday calendar: asked first, then a toast that it is gone, or the
// server's reason it is not (a calendar that groups still follow).
import type { UseMutationResult } from '@tanstack/react-query';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { enqueueSnackbar } from '../../../lib/toasts';

type ConfirmDeleteProps = {
  thing: { objectId: string; name: string };
  /** What else goes with it. */
  text: string;
  remove: UseMutationResult<void, Error, string>;
  onClose: () => void;
};

export function ConfirmDelete({ thing, text, remove, onClose }: ConfirmDeleteProps) {
  return (
    <ConfirmDialog
      title={`Delete ${thing.name}?`}
      text={text}
      action="Delete"
      busy={remove.isPending}
      onClose={onClose}
      onConfirm={() =>
        remove.mutate(thing.objectId, {
          onSuccess: () => {
            enqueueSnackbar(`Deleted ${thing.name}`, { variant: 'success' });
            onClose();
          },
          onError: (e) => enqueueSnackbar(e.message, { variant: 'error' }),
        })
      }
    />
  );
}
