// Says a failed read in a toast as well (spec 001 §8 lists them as toasts), once per failure; the
// screen keeps its own inline state with Retry.
import { useSnackbar } from 'notistack';
import { useEffect } from 'react';

export function useErrorToast(failedAt: number, message: string): void {
  const { enqueueSnackbar } = useSnackbar();
  useEffect(() => {
    if (failedAt > 0) {
      enqueueSnackbar(message, { variant: 'error', preventDuplicate: true });
    }
  }, [failedAt, message, enqueueSnackbar]);
}
