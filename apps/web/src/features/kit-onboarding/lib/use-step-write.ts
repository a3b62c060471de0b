// The writes a step makes when the installer presses Next: one at a time (the button waits, so a
// double tap sends nothing twice), and on success the wizard moves on. A failure is said in a toast
// and the step stays as it was, with everything typed still there, to try again.
import { enqueueSnackbar } from '../../../lib/toasts';
import { useRef, useState } from 'react';
import { ApiError } from '../../../lib/api-client';

const NETWORK_FAILURE = 'This step could not be saved. Check the connection and try again.';

export function useStepWrite() {
  const [pending, setPending] = useState(false);
  // Set at once, before the re-render that disables the button, so a second tap is refused too.
  const running = useRef(false);

  const run = async (write: () => Promise<unknown>, then: () => void): Promise<void> => {
    if (running.current) {
      return;
    }
    running.current = true;
    setPending(true);
    try {
      await write();
      then();
    } catch (error) {
      enqueueSnackbar(error instanceof ApiError ? error.message : NETWORK_FAILURE, {
        variant: 'error',
      });
    } finally {
      running.current = false;
      setPending(false);
    }
  };
  return { pending, run };
}
