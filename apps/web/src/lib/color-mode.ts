// Dark or light theme choice: dark by default, remembered in this browser between visits.
import { createContext, useContext } from 'react';
import type { ColorMode } from '@airboard/shared';

const COLOR_MODE_KEY = 'airboard.colorMode';

export type ColorModeState = {
  colorMode: ColorMode;
  /** The user's own switch: remembered here and, when signed in, on the server. */
  toggleColorMode: () => void;
  /** A switch the app makes (the account's saved theme, the automatic theme): not saved. */
  setColorMode: (mode: ColorMode) => void;
  /** Whether the user switched the theme in this visit (their choice outranks the account's). */
  userHasChosen: () => boolean;
};

export const ColorModeContext = createContext<ColorModeState | null>(null);

export function useColorMode(): ColorModeState {
  const state = useContext(ColorModeContext);
  if (state === null) {
    throw new Error('useColorMode must be used inside AppProviders');
  }
  return state;
}

export function readStoredColorMode(): ColorMode {
  try {
    return window.localStorage.getItem(COLOR_MODE_KEY) === 'light' ? 'light' : 'dark';
  } catch {
    return 'dark';
  }
}

export function storeColorMode(mode: ColorMode): void {
  try {
    window.localStorage.setItem(COLOR_MODE_KEY, mode);
  } catch {
    // Without storage the choice lasts for this visit only, which is still useful.
  }
}
