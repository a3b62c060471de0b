// Everything a screen can rely on being above it: the host's brand, theme, toasts and a last-resort
// error boundary. The server-state cache (TanStack Query) is provided by the routes that read it
// (app/query-scope.tsx), so the sign-in page does not load it; date pickers bring their own
// localization (date-range-fields.tsx), so screens without them do not load it.
import CssBaseline from '@mui/material/CssBaseline';
// MUI's own ThemeProvider picks at run time between this one and its CSS-variables provider, so
// it brings the latter (~4 kB gzip) onto every page; the app's themes have no CSS variables
// (lib/theme.ts), for which MUI renders exactly this provider.
import { ThemeProvider } from '@mui/system';
import type { QueryClient } from '@tanstack/react-query';
import { useMemo, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import type { ColorMode } from '@airboard/shared';
import { ErrorBoundary } from '../components/error-boundary';
// Not through the feature's index: that brings the account's queries, and TanStack Query with them,
// onto the sign-in page.
// eslint-disable-next-line no-restricted-imports
import { BrandProvider } from '../features/auth/api/brand';
import { persistColorMode } from '../features/theme';
import { ColorModeContext, readStoredColorMode, storeColorMode } from '../lib/color-mode';
import type { ColorModeState } from '../lib/color-mode';
import { QueryClientOverride } from '../lib/query-client-override';
import { createAirboardTheme } from '../lib/theme';
import { withMediaWidth } from '../lib/media-width';
import { ToastHost } from '../lib/toasts';
import { ProblemScreen } from './route-error-page';

type AppProvidersProps = {
  children: ReactNode;
  /** Tests pass a fresh client so no cached data leaks between them; the app uses its own. */
  queryClient?: QueryClient | null;
  /**
   * The server's render of a first screen (first-screen/render.tsx): it has no stored theme, and
   * no window to answer media queries (the width the browser's is taken to be).
   */
  serverRender?: { colorMode: ColorMode; mediaWidth: number };
};

export function AppProviders({ children, queryClient = null, serverRender }: AppProvidersProps) {
  const [colorMode, setColorMode] = useState(
    () => serverRender?.colorMode ?? readStoredColorMode(),
  );
  // Set by the user's own switch: the account's saved theme, when it arrives later, must not
  // undo a choice made while the session was still loading.
  const userChose = useRef(false);
  const theme = useMemo(() => {
    const themed = createAirboardTheme(colorMode);
    return serverRender ? withMediaWidth(themed, serverRender.mediaWidth) : themed;
  }, [colorMode, serverRender]);
  const colorModeState = useMemo<ColorModeState>(
    () => ({
      colorMode,
      toggleColorMode: () => {
        const next = colorMode === 'dark' ? 'light' : 'dark';
        userChose.current = true;
        storeColorMode(next);
        setColorMode(next);
        persistColorMode(next);
      },
      setColorMode: (mode) => {
        storeColorMode(mode);
        setColorMode(mode);
      },
      userHasChosen: () => userChose.current,
    }),
    [colorMode],
  );

  return (
    <QueryClientOverride value={queryClient}>
      <BrandProvider>
        <ColorModeContext value={colorModeState}>
          <ThemeProvider theme={theme}>
            <CssBaseline enableColorScheme />
            <ErrorBoundary fallback={() => <ProblemScreen problem="crashed" />}>
              {children}
            </ErrorBoundary>
            <ToastHost />
          </ThemeProvider>
        </ColorModeContext>
      </BrandProvider>
    </QueryClientOverride>
  );
}
