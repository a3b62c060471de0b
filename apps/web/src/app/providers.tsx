// Everything a screen can rely on being above it: server-state cache, theme, toasts and a
// last-resort error boundary. Date pickers bring their own localization (date-range-fields.tsx),
// so screens without them do not load it.
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { QueryClientProvider } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import { ErrorBoundary } from '../components/error-boundary';
import { persistColorMode } from '../features/theme';
import { ColorModeContext, readStoredColorMode, storeColorMode } from '../lib/color-mode';
import type { ColorModeState } from '../lib/color-mode';
import { queryClient as appQueryClient } from '../lib/query-client';
import { createAirboardTheme } from '../lib/theme';
import { ToastHost } from '../lib/toasts';
import { ProblemScreen } from './route-error-page';

type AppProvidersProps = {
  children: ReactNode;
  /** Tests pass a fresh client so no cached data leaks between them. */
  queryClient?: QueryClient;
};

export function AppProviders({ children, queryClient = appQueryClient }: AppProvidersProps) {
  const [colorMode, setColorMode] = useState(readStoredColorMode);
  const theme = useMemo(() => createAirboardTheme(colorMode), [colorMode]);
  const colorModeState = useMemo<ColorModeState>(
    () => ({
      colorMode,
      toggleColorMode: () => {
        const next = colorMode === 'dark' ? 'light' : 'dark';
        storeColorMode(next);
        setColorMode(next);
        persistColorMode(next);
      },
      setColorMode: (mode) => {
        storeColorMode(mode);
        setColorMode(mode);
      },
    }),
    [colorMode],
  );

  return (
    <QueryClientProvider client={queryClient}>
      <ColorModeContext value={colorModeState}>
        <ThemeProvider theme={theme}>
          <CssBaseline enableColorScheme />
          <ErrorBoundary fallback={() => <ProblemScreen problem="crashed" />}>
            {children}
          </ErrorBoundary>
          <ToastHost />
        </ThemeProvider>
      </ColorModeContext>
    </QueryClientProvider>
  );
}
