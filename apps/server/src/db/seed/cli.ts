/**
 * `npm run seed`: empties the configured database (embedded or DATABASE_URL) and loads the demo
 * data afresh. The server does the same on its first start against an empty database.
 */
import { loadConfig } from '../../config';
import { openDatabase } from '../connect';
import { migrateDatabase } from '../migrate';
import { resetAndLoadDemo } from './seed-database';

const config = loadConfig();
const handle = await openDatabase({
  databaseUrl: config.DATABASE_URL,
  dataDir: config.AIRBOARD_DATA_DIR,
});
try {
  await migrateDatabase(handle);
  await resetAndLoadDemo(handle, config.AIRBOARD_DEMO_DAYS, (m) => console.log(m));
} finally {
  await handle.close();
}
