// MUI themes built from the project's theme colour tokens; the tokens stay reachable as
// theme.airboard.* so screens colour scores and measurements from one place.
import { createTheme } from '@mui/material/styles';
import type { Theme } from '@mui/material/styles';
import { DEFAULT_THEME_TOKENS } from '@airboard/shared';
import type { ColorMode, ThemeTokens } from '@airboard/shared';

declare module '@mui/material/styles' {
  interface Theme {
    airboard: ThemeTokens;
  }
  interface ThemeOptions {
    airboard?: ThemeTokens;
  }
}

const fontFamily = [
  'system-ui',
  '-apple-system',
  '"Segoe UI"',
  'Roboto',
  '"Helvetica Neue"',
  'Arial',
  'sans-serif',
].join(',');

/** The focus ring of every focusable element: keyboard users always see where they are. */
const focusRing = (tokens: ThemeTokens) => ({
  outline: `2px solid ${tokens.ex}`,
  outlineOffset: 2,
});

export function createAirboardTheme(
  mode: ColorMode,
  tokens: ThemeTokens = DEFAULT_THEME_TOKENS[mode],
): Theme {
  return createTheme({
    airboard: tokens,
    palette: {
      mode,
      primary: { main: tokens.ex },
      secondary: { main: tokens.aq1 },
      info: { main: tokens.ex },
      success: { main: tokens.vt1 },
      warning: { main: tokens.mo },
      error: { main: tokens.poor },
      background: { default: tokens.bg1, paper: tokens.bg2 },
      text: { primary: tokens.txt1, secondary: tokens.txt2 },
    },
    shape: { borderRadius: 10 },
    typography: {
      fontFamily,
      h1: { fontSize: '2rem', fontWeight: 600, letterSpacing: '-0.01em' },
      h2: { fontSize: '1.5rem', fontWeight: 600 },
      h3: { fontSize: '1.25rem', fontWeight: 600 },
      button: { textTransform: 'none', fontWeight: 600 },
    },
    components: {
      // Elements outside MUI's buttons (links, scroll regions, tabIndex'd boxes). Text fields keep
      // their own focused border instead (MUI removes the input's outline).
      MuiCssBaseline: { styleOverrides: { ':focus-visible': focusRing(tokens) } },
      // MUI's buttons, icon buttons, tabs, chips and menu items show only a faint ripple on
      // keyboard focus and remove the outline: put the ring back.
      MuiButtonBase: { styleOverrides: { root: { '&.Mui-focusVisible': focusRing(tokens) } } },
      // Paper in dark mode gets a lightening gradient by default; surfaces must be exactly bg2.
      MuiPaper: { styleOverrides: { root: { backgroundImage: 'none' } } },
      MuiAppBar: {
        defaultProps: { elevation: 0, color: 'inherit' },
        styleOverrides: {
          root: { backgroundColor: tokens.bg2, borderBottom: `1px solid ${tokens.bg3}` },
        },
      },
      MuiLink: { defaultProps: { underline: 'hover' } },
    },
  });
}
