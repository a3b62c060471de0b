/**
 * Every environment variable the server reads, parsed once with zod. Nothing else in the server
 * reads process.env; the README's configuration table lists the same variables.
 */
import path from 'node:path';
import { z } from 'zod';

const booleanFlag = z
  .enum(['on', 'off', 'true', 'false', '1', '0'])
  .transform((v) => v === 'on' || v === 'true' || v === '1');

const configSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('127.0.0.1'),
  /** Folder of the embedded database (PGlite) when DATABASE_URL is not set. */
  AIRBOARD_DATA_DIR: z.string().default('data'),
  /** postgres://… to use a PostgreSQL server instead of the embedded database. */
  DATABASE_URL: z.string().url().optional(),
  /** Appends one reading per demo point every minute while the server runs. */
  AIRBOARD_SIMULATOR: booleanFlag.default(true),
  /** Loads the demo data on first start (an empty database). */
  AIRBOARD_DEMO_DATA: booleanFlag.default(true),
  /** Days of demo history loaded on first start; tests load fewer to start faster. */
  AIRBOARD_DEMO_DAYS: z.coerce.number().int().min(1).max(60).default(60),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Built single-page app served at /; defaults to apps/web/dist beside the server. */
  AIRBOARD_WEB_DIST: z.string().optional(),
  /** Statement timeout for PostgreSQL connections, in milliseconds. */
  DB_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(100).default(30_000),
});

export type Config = Omit<z.infer<typeof configSchema>, 'AIRBOARD_DATA_DIR'> & {
  AIRBOARD_DATA_DIR: string;
};

/** Parses the environment; a bad value stops the server with a message naming the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration: ${problems.join('; ')}`);
  }
  return { ...parsed.data, AIRBOARD_DATA_DIR: path.resolve(parsed.data.AIRBOARD_DATA_DIR) };
}
