/** Request and response contracts of every call, grouped by area. */
export * from './common';
export * from './sites';
export * from './monitoring';
export * from './accounts';
export * from './telemetry';
export * from './dashboards';
