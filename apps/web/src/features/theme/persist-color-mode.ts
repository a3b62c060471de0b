// Saves a theme the user picked on the server when signed in; a failure keeps the local choice and
// says so with the spec's toast.
import type { ColorMode } from '@airboard/shared';
import { messages } from '@airboard/shared/messages';
import { enqueueSnackbar } from 'notistack';
import { readSessionToken } from '../../lib/session-token';
import { saveTheme } from './api/save-theme';

export function persistColorMode(mode: ColorMode): void {
  if (readSessionToken() === null) {
    return;
  }
  saveTheme(mode).catch(() => {
    enqueueSnackbar(messages.cannotSaveTheme, { variant: 'error' });
  });
}
