// The project theme colour tokens of the spec (bg1…, txt1…, ex, mo, poor) and Airboard's defaults
// for the dark and light themes. Projects store their themes in this shape; the web builds MUI
// themes from it.
export const THEME_TOKEN_NAMES = [
  // Surfaces: page, cards, raised elements (inputs, hovers).
  'bg1',
  'bg2',
  'bg3',
  // Text: primary, secondary, tertiary; each readable (4.5:1) on every surface.
  'txt1',
  'txt2',
  'txt3',
  // Footer (powered-by strip) background and text.
  'fbg1',
  'fbg2',
  'ftxt1',
  'ftxt2',
  // Measurement families: 1 is the line and icon colour, 2 the soft companion for fills.
  'aq1',
  'aq2',
  'co1',
  'co2',
  'rh1',
  'rh2',
  'plt1',
  'plt2',
  'vt1',
  'vt2',
  'spt1',
  'spt2',
  // Score bands: excellent (blue), moderate (yellow), poor (red).
  'ex',
  'mo',
  'poor',
] as const;

export type ThemeTokenName = (typeof THEME_TOKEN_NAMES)[number];
export type ThemeTokens = Record<ThemeTokenName, string>;
export type ColorMode = 'dark' | 'light';

export const DEFAULT_THEME_TOKENS: Readonly<Record<ColorMode, Readonly<ThemeTokens>>> = {
  dark: {
    bg1: '#0e151c',
    bg2: '#152029',
    bg3: '#1e2b37',
    txt1: '#eef3f7',
    txt2: '#b7c4d0',
    txt3: '#93a3b2',
    fbg1: '#0a1016',
    fbg2: '#111b24',
    ftxt1: '#a9b8c5',
    ftxt2: '#d3dde6',
    aq1: '#2ec4b6',
    aq2: '#1b8a80',
    co1: '#a393ff',
    co2: '#6a5bd6',
    rh1: '#4fc3f7',
    rh2: '#2388b8',
    plt1: '#ffa552',
    plt2: '#c0702a',
    vt1: '#7bd88f',
    vt2: '#3f9a56',
    spt1: '#ff7eb6',
    spt2: '#c0548a',
    ex: '#4da3ff',
    mo: '#f5c542',
    poor: '#ff6b61',
  },
  light: {
    bg1: '#f3f6f9',
    bg2: '#ffffff',
    bg3: '#e6ecf1',
    txt1: '#13202b',
    txt2: '#3e4c59',
    txt3: '#56636f',
    fbg1: '#e6ecf1',
    fbg2: '#13202b',
    ftxt1: '#46535f',
    ftxt2: '#e6ecf1',
    aq1: '#0f8a80',
    aq2: '#7fd3cb',
    co1: '#5b4cc4',
    co2: '#b9b0f0',
    rh1: '#1f7fae',
    rh2: '#8cc9e6',
    plt1: '#c2620f',
    plt2: '#f2b47c',
    vt1: '#2e8540',
    vt2: '#9ad3a6',
    spt1: '#b8407a',
    spt2: '#eba3c6',
    ex: '#1769d1',
    mo: '#b88a00',
    poor: '#d1342b',
  },
};
