// A site's branding as a branded kiosk can use it (002 §3): each colour only when the theme code
// can read it (#hex, rgb(), hsl(): a name like "navy" or a typo falls back to the theme instead
// of breaking the screen), and the background's lightness deciding light or dark text defaults.
import { DEFAULT_THEME_TOKENS, type ColorMode } from '@airboard/shared';
import type { SiteBranding } from '@airboard/shared/api';
import { alpha, darken, decomposeColor, getLuminance, lighten } from '@mui/material/styles';
import type { Theme } from '@mui/material/styles';
import { createAirboardTheme } from '../../../lib/theme';

/** The colour when it is one the theme can work with, else undefined. */
export function usableColor(value: string | undefined): string | undefined {
  if (value === undefined || value.trim() === '') {
    return undefined;
  }
  try {
    decomposeColor(value.trim());
    return value.trim();
  } catch {
    return undefined;
  }
}

/** A background this light takes the light theme's defaults (dark text). */
const LIGHT_BACKGROUND_FROM = 0.45;

/**
 * The theme of a branded kiosk: the site's background and text colours with surfaces and muted
 * text derived from them; score colours and families stay the theme's. Without either colour the
 * app's theme is used as it is.
 */
export function brandedTheme(outer: Theme, branding: SiteBranding): Theme {
  const background = usableColor(branding.bgcolor);
  const text = usableColor(branding.textcolor);
  if (background === undefined && text === undefined) {
    return outer;
  }
  const bg1 = background ?? outer.airboard.bg1;
  const mode: ColorMode =
    background === undefined
      ? outer.palette.mode
      : getLuminance(background) >= LIGHT_BACKGROUND_FROM
        ? 'light'
        : 'dark';
  const base = mode === outer.palette.mode ? outer.airboard : DEFAULT_THEME_TOKENS[mode];
  const ink = text ?? base.txt1;
  const raise = (amount: number) =>
    mode === 'dark' ? lighten(bg1, amount) : darken(bg1, amount / 2);
  return createAirboardTheme(mode, {
    ...base,
    bg1,
    bg2: raise(0.07),
    bg3: raise(0.16),
    txt1: ink,
    txt2: alpha(ink, 0.8),
    txt3: alpha(ink, 0.64),
  });
}
