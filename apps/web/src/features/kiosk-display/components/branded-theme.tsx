// Puts a branded kiosk's colours (002 §3) under its screen as a theme, so every part of it — the
// surfaces, the text, the donut tracks — follows the site's branding, or the app's theme when
// the site has none.
import type { SiteBranding } from '@airboard/shared/api';
import { useTheme } from '@mui/material/styles';
// As app/providers.tsx: the themes have no CSS variables, and MUI's own ThemeProvider would bring its
// CSS-variables provider into the start-up bundle.
import { ThemeProvider } from '@mui/system';
import { useMemo, type ReactNode } from 'react';
import { brandedTheme } from '../lib/branding';

export function BrandedTheme({
  branding,
  children,
}: {
  branding: SiteBranding;
  children: ReactNode;
}) {
  const outer = useTheme();
  const theme = useMemo(() => brandedTheme(outer, branding), [outer, branding]);
  return <ThemeProvider theme={theme}>{children}</ThemeProvider>;
}
