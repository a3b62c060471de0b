// The theme feature's public face: saving the user's choice, and the account/automatic sync.
export { persistColorMode } from './persist-color-mode';
export { ThemeSync } from './theme-sync';
