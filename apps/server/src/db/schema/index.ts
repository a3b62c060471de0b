/** The whole database schema; drizzle-kit reads this file to generate migrations. */
export * from './common';
export * from './accounts';
export * from './buildings';
export * from './devices';
export * from './telemetry';
export * from './operations';
export * from './views';
export * from './schedules';
