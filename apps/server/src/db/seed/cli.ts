/**
 * `npm run seed`: empties the configured database (embedded or DATABASE_URL) and loads the demo
 * data afresh. The server does the same on its first start against an empty database.
 */
import path from 'node:path';
import { loadConfig } from '../../config';
import { lockDataDir } from '../data-dir-lock';
import { openDatabase } from '../connect';
import { migrateDatabase } from '../migrate';
import { resetAndLoadDemo } from './seed-database';

const config = loadConfig();
const unlock = config.DATABASE_URL ? () => undefined : lockDataDir(config.AIRBOARD_DATA_DIR);
const handle = await openDatabase({
  databaseUrl: config.DATABASE_URL,
  dataDir: path.join(config.AIRBOARD_DATA_DIR, 'pglite'),
});
try {
  await migrateDatabase(handle);
  await resetAndLoadDemo(handle, config.AIRBOARD_DEMO_DAYS, (m) => console.log(m));
} finally {
  await handle.close();
  unlock();
}
