// Theme tokens: both defaults are complete, readable, and reach the MUI theme as theme.airboard.
import { describe, expect, it } from 'vitest';
import { createAirboardTheme } from './theme';
import { DEFAULT_THEME_TOKENS, THEME_TOKEN_NAMES } from '@airboard/shared';
import type { ColorMode, ThemeTokenName } from '@airboard/shared';

function luminance(hex: string): number {
  const channels = [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16) / 255);
  const [r = 0, g = 0, b = 0] = channels.map((value) =>
    value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4,
  );
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(foreground: string, background: string): number {
  const [light, dark] = [luminance(foreground), luminance(background)].sort((a, b) => b - a);
  return ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05);
}

const modes: ColorMode[] = ['dark', 'light'];
const surfaces: ThemeTokenName[] = ['bg1', 'bg2', 'bg3'];

describe.each(modes)('%s theme tokens', (mode) => {
  const tokens = DEFAULT_THEME_TOKENS[mode];

  it('define every token as a hex colour', () => {
    expect(Object.keys(tokens).sort()).toEqual([...THEME_TOKEN_NAMES].sort());
    for (const name of THEME_TOKEN_NAMES) {
      expect(tokens[name], name).toMatch(/^#[0-9a-f]{6}$/);
    }
  });

  it('keep text readable on every surface (WCAG AA, 4.5:1)', () => {
    for (const text of ['txt1', 'txt2', 'txt3'] as const) {
      for (const surface of surfaces) {
        expect(
          contrast(tokens[text], tokens[surface]),
          `${text} on ${surface}`,
        ).toBeGreaterThanOrEqual(4.5);
      }
    }
    expect(contrast(tokens.ftxt1, tokens.fbg1)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(tokens.ftxt2, tokens.fbg2)).toBeGreaterThanOrEqual(4.5);
  });

  it('keep score band colours visible on cards (3:1 for graphics)', () => {
    for (const band of ['ex', 'mo', 'poor'] as const) {
      expect(contrast(tokens[band], tokens.bg2), band).toBeGreaterThanOrEqual(3);
    }
  });

  it('reach the MUI theme', () => {
    const theme = createAirboardTheme(mode);
    expect(theme.palette.mode).toBe(mode);
    expect(theme.airboard).toEqual(tokens);
    expect(theme.palette.background.default).toBe(tokens.bg1);
    expect(theme.palette.error.main).toBe(tokens.poor);
  });
});

it('uses a project’s own tokens when given', () => {
  const projectTokens = { ...DEFAULT_THEME_TOKENS.dark, ex: '#3399ff' };
  expect(createAirboardTheme('dark', projectTokens).airboard.ex).toBe('#3399ff');
});
