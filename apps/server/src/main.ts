/**
 * Starts Airboard: reads the configuration, opens and migrates the database, loads the demo's
 * accounts and sites on first start, listens, loads the demo's history behind that (issue 18),
 * runs the live simulator once the newest day is in, and shuts down cleanly on SIGTERM/SIGINT.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pino from 'pino';
import { buildApp } from './app';
import { BuildingSystems } from './bas/building-systems';
import { SimulatedBuildingSystem } from './bas/simulated-system';
import { loadConfig } from './config';
import { openDatabase } from './db/connect';
import { lockDataDir } from './db/data-dir-lock';
import { migrateDatabase } from './db/migrate';
import { openDemoKitLinkIds } from './db/seed/demo-kit-links';
import { DEMO_PASSWORD, demoAccounts, demoProjects } from './db/seed/demo-layout';
import { NO_DEMO_HISTORY_LOAD } from './db/seed/demo-history-load';
import { readDemoSettings } from './db/seed/demo-settings';
import { startDemo } from './db/seed/seed-database';
import { serializeRequest } from './lib/log-redaction';
import { startDemoBacnet } from './modules/bacnet/demo-bacnet';
import { restoreWrittenValues, writtenValuesFollower } from './modules/points/written-values';
import { planUnplannedScheduleGroups } from './modules/schedules/unplanned-groups';
import { DeviceContacts } from './telemetry/device-contacts';
import { upkeepReadingMonths } from './telemetry/readings-partitions';
import { startDemoSimulator, type Simulator } from './telemetry/simulator';

/** Hard bound on shutdown: in-flight requests get this long before the process exits anyway. */
const SHUTDOWN_TIMEOUT_MS = 10_000;

const config = loadConfig();
const logger = pino({ level: config.LOG_LEVEL, serializers: { req: serializeRequest } });
const here = path.dirname(fileURLToPath(import.meta.url));
const webDist = config.AIRBOARD_WEB_DIST ?? path.resolve(here, '../../web/dist');

// The embedded database lives inside the data folder; DATABASE_URL servers arbitrate themselves.
const unlockDataDir = config.DATABASE_URL ? () => undefined : lockDataDir(config.AIRBOARD_DATA_DIR);
const database = await openDatabase({
  databaseUrl: config.DATABASE_URL,
  dataDir: path.join(config.AIRBOARD_DATA_DIR, 'pglite'),
  statementTimeoutMs: config.DB_STATEMENT_TIMEOUT_MS,
  // Nothing can reopen a crashed embedded database in this process: exit, and be restarted.
  onLost: (error) => {
    logger.fatal({ err: error }, 'the embedded database stopped; exiting');
    unlockDataDir();
    process.exit(1);
  },
});
logger.info(
  { database: database.kind === 'pglite' ? config.AIRBOARD_DATA_DIR : 'DATABASE_URL' },
  `database opened (${database.kind})`,
);
await migrateDatabase(database);
// The readings' month partitions: this month's and the next ones exist before anything is
// ingested (then daily in the retention job; telemetry/readings-partitions.ts). Should it fail
// (another server holding `readings` for long), readings wait in the default partition for it.
await upkeepReadingMonths(database, config.RETENTION_READINGS_DAYS).catch((error: unknown) =>
  logger.warn({ err: error }, 'readings partitions not kept up at start'),
);

// Plain lines, like the banner below: the terminal's progress of the demo load.
const say = (line: string) => process.stdout.write(`${line}\n`);
const demoHistory = config.AIRBOARD_DEMO_DATA
  ? await startDemo(database, config.AIRBOARD_DEMO_DAYS, say)
  : NO_DEMO_HISTORY_LOAD;
// The demo's schedule groups, loaded below the scheduler, get their next transition.
await planUnplannedScheduleGroups(database);

// The sites' building systems, shared by the API (onboarding, point writes) and the live feed.
const buildingSystems = new BuildingSystems();
// The building system of the sites without one of their own (the demo's): written values hold in
// it, and the live demo's points read them.
const buildingSystem = new SimulatedBuildingSystem();
// What the simulated systems held before this start, back in them before any job writes.
await restoreWrittenValues(database, (site) => buildingSystems.forSite(site) ?? buildingSystem);
// With AIRBOARD_DEMO_BACNET, the demo's site linked to a building system is read over BACnet/IP
// from simulated devices on loopback (issue 21).
const demoBacnetLicense = demoProjects
  .flatMap((p) => p.sites)
  .find((s) => s.commanderLicenseId)?.commanderLicenseId;
const demoBacnet =
  config.AIRBOARD_DEMO_BACNET && demoBacnetLicense && (await readDemoSettings(database.db))
    ? await startDemoBacnet(database, buildingSystems, demoBacnetLicense)
    : null;
// The devices heard from, noted by ingestion and by the simulator's demo kit devices alike.
const deviceContacts = new DeviceContacts();
const app = await buildApp({
  database,
  logger,
  webDist,
  config,
  buildingSystem,
  buildingSystems,
  deviceContacts,
  demoHistory,
});
// Live readings follow the history's newest day, which a first start is still loading: before it,
// a reading in the anchor's quarter hour would take the rollup row the history is about to write.
let simulator: Simulator | null = null;
let stopping = false;
if (config.AIRBOARD_SIMULATOR) {
  void demoHistory.newestDay.then(() => {
    if (!stopping) {
      simulator = startDemoSimulator(
        database,
        logger,
        {
          systems: buildingSystems,
          demoSystem: buildingSystem,
          readTimeoutMs: config.BUILDING_SYSTEM_READ_TIMEOUT_MS,
          // Other server processes may share the database and write through their own copies.
          ...(database.kind === 'postgres' && {
            followWrites: writtenValuesFollower(
              database,
              (site) => buildingSystems.forSite(site) ?? buildingSystem,
            ),
          }),
        },
        deviceContacts,
      );
    }
  });
}

async function shutdown(signal: string): Promise<void> {
  if (stopping) {
    return;
  }
  stopping = true;
  logger.info({ signal }, 'shutting down');
  const forced = setTimeout(() => {
    logger.error('shutdown took too long; exiting');
    process.exit(1);
  }, SHUTDOWN_TIMEOUT_MS);
  forced.unref();
  try {
    // The history stops between two days: the next start goes on from the last whole one.
    await demoHistory.stop();
    await simulator?.stop();
    await app.close();
    demoBacnet?.stop();
    await database.close();
    unlockDataDir();
    logger.info('stopped');
    process.exit(0);
  } catch (error) {
    logger.error({ err: error }, 'error during shutdown');
    process.exit(1);
  }
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));

await app.listen({ port: config.PORT, host: config.HOST });
const url = `http://${config.HOST === '127.0.0.1' || config.HOST === '0.0.0.0' ? 'localhost' : config.HOST}:${config.PORT}`;
const projectNames = new Map(demoProjects.map((p) => [p.key, p.name]));
const accounts = demoAccounts
  .map(
    (a) =>
      `  ${a.email.padEnd(20)} ${a.memberships.map((m) => `${projectNames.get(m.project)} (${m.role})`).join(', ')}`,
  )
  .join('\n');
// The demo kit's link as it is now (re-issued, or gone once revoked or finished).
const kitLinks = (await openDemoKitLinkIds(database.db))
  .map((linkId) => `\n\nKit onboarding (no sign-in): ${url}/konboarding/${linkId}`)
  .join('');
process.stdout.write(
  `\nAirboard is running at ${url}\n\nDemo accounts (password: ${DEMO_PASSWORD}):\n${accounts}${kitLinks}\n\nAPI reference: ${url}/api/docs/reference\nPress Ctrl-C to stop.\n\n`,
);
