import { describe, expect, it } from 'vitest';
import type { AccountProject } from '@airboard/shared/api';
import { autoColorMode, autoThemeApplies } from './auto-theme';

const at = (h: number, m = 0) => new Date(2026, 0, 1, h, m);

describe('autoColorMode', () => {
  it('is light from 06:00 and dark from 18:00', () => {
    expect(autoColorMode(at(5, 59))).toBe('dark');
    expect(autoColorMode(at(6, 0))).toBe('light');
    expect(autoColorMode(at(17, 59))).toBe('light');
    expect(autoColorMode(at(18, 0))).toBe('dark');
  });
});

describe('autoThemeApplies', () => {
  const project = {
    objectId: 'p',
    name: 'P',
    themes: { light: {}, dark: {} },
    whitelabel: false,
    mapView: false,
    hideKiosks: false,
    aqiWidget: false,
    autoTheme: true,
    commanderLicenseId: null,
  } satisfies AccountProject;
  it('needs the flag and both themes', () => {
    expect(autoThemeApplies(project)).toBe(true);
    expect(autoThemeApplies({ ...project, autoTheme: false })).toBe(false);
    expect(autoThemeApplies({ ...project, themes: { dark: {} } })).toBe(false);
    expect(autoThemeApplies(null)).toBe(false);
  });
});
