// Saves a theme the user picked on the server when signed in; a failure keeps the local choice and
// says so with the spec's toast.
import type { ColorMode } from '@airboard/shared';
import { startupMessages } from '@airboard/shared/startup-messages';
import { enqueueSnackbar } from '../../lib/toasts';
import { readSessionToken } from '../../lib/session-token';
import { saveTheme } from './api/save-theme';

export function persistColorMode(mode: ColorMode): void {
  if (readSessionToken() === null) {
    return;
  }
  saveTheme(mode).catch(() => {
    enqueueSnackbar(startupMessages.cannotSaveTheme, { variant: 'error' });
  });
}
