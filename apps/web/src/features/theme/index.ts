// The theme feature's public face: saving the user's choice, the account/automatic sync, and the
// theme an account starts in (for the server's render of a first screen).
export { autoColorMode, autoThemeApplies } from './auto-theme';
export { persistColorMode } from './persist-color-mode';
export { ThemeSync } from './theme-sync';
