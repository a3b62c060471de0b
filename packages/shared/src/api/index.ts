/**
 * Request and response contracts of every call, one file per area, named like the server's
 * modules (apps/server/src/modules/<area>); `common` holds what several areas share.
 */
export * from './common';
export * from './health';
export * from './projects';
export * from './sites';
export * from './zones';
export * from './measurements';
export * from './pointtypes';
export * from './floors';
export * from './dashboards';
export * from './dashboard-transfer';
export * from './trends';
export * from './alerts';
export * from './heatmap';
export * from './reports';
export * from './report-schedules';
export * from './schedule-groups';
export * from './schedule-writes';
export * from './points';
export * from './jobs';
export * from './ingest';
export * from './branding';
export * from './users';
export * from './onboarding';
export * from './kiosks';
export * from './kits';
export * from './devices';
export * from './point-explorer';
export * from './status';
export * from './stream';
export * from './bacnet';
export * from './alert-texts';
