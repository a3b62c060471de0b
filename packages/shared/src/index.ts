/** Public entry of @airboard/shared: contracts, rules and messages used by server and web. */
export * from './messages';
export * from './rules/index';
export * from './api/index';
export * from './theme-tokens';
export * from './escape-html';
export * from './site-time';
export * from './first-screen';
