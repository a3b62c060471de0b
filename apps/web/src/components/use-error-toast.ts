// Says a failed read in a toast as well (the spec's error catalogues list them as toasts), once per
// failure; the screen keeps its own inline state with Retry.
import { enqueueSnackbar } from '../lib/toasts';
import { useEffect } from 'react';

export function useErrorToast(failedAt: number, message: string): void {
  useEffect(() => {
    if (failedAt > 0) {
      enqueueSnackbar(message, { variant: 'error', preventDuplicate: true });
    }
  }, [failedAt, message]);
}
