/**
 * Starts Airboard: reads the configuration, opens and migrates the database, loads the demo data
 * on first start, listens, runs the live simulator, and shuts down cleanly on SIGTERM/SIGINT.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pino from 'pino';
import { buildApp } from './app';
import { BuildingSystems } from './bas/building-systems';
import { loadConfig } from './config';
import { openDatabase } from './db/connect';
import { lockDataDir } from './db/data-dir-lock';
import { migrateDatabase } from './db/migrate';
import { openDemoKitLinkIds } from './db/seed/demo-kit-links';
import { DEMO_PASSWORD, demoAccounts, demoProjects } from './db/seed/demo-layout';
import { isEmptyDatabase, loadDemoTimed } from './db/seed/seed-database';
import { serializeRequest } from './lib/log-redaction';
import { DeviceContacts } from './telemetry/device-contacts';
import { startDemoSimulator } from './telemetry/simulator';

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

if (config.AIRBOARD_DEMO_DATA && (await isEmptyDatabase(database))) {
  logger.info(`first start: loading ${config.AIRBOARD_DEMO_DAYS} days of demo data`);
  await loadDemoTimed(database, config.AIRBOARD_DEMO_DAYS, (m) => logger.info(m));
}

// The sites' building systems, shared by the API (onboarding, point writes) and the live feed.
const buildingSystems = new BuildingSystems();
// The devices heard from, noted by ingestion and by the simulator's demo kit devices alike.
const deviceContacts = new DeviceContacts();
const app = await buildApp({ database, logger, webDist, config, buildingSystems, deviceContacts });
const simulator = config.AIRBOARD_SIMULATOR
  ? startDemoSimulator(
      database,
      logger,
      {
        systems: buildingSystems,
        readTimeoutMs: config.BUILDING_SYSTEM_READ_TIMEOUT_MS,
      },
      deviceContacts,
    )
  : null;

let stopping = false;
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
    await simulator?.stop();
    await app.close();
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
