/**
 * Every environment variable the server reads, parsed once with zod. Nothing else in the server
 * reads process.env; the README's configuration table lists the same variables.
 */
import path from 'node:path';
import { z } from 'zod';
import { DEFAULT_BACNET_NETWORKS, isIpv4Network } from '@airboard/shared/rules';

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
  /**
   * postgres://… of a streaming replica of DATABASE_URL for the read-only heavy routes (reports,
   * their CSV, heat maps, trends); they use the primary while the replica is further behind than
   * DATABASE_REPLICA_MAX_LAG_SECONDS or does not answer (db/read-replica.ts, docs/deploy.md).
   */
  DATABASE_REPLICA_URL: z.string().url().optional(),
  DATABASE_REPLICA_MAX_LAG_SECONDS: z.coerce.number().min(0).default(10),
  /** Appends one reading per demo point, and per point mapped from a building system, every minute while the server runs. */
  AIRBOARD_SIMULATOR: booleanFlag.default(true),
  /** Loads the demo data on first start (an empty database). */
  AIRBOARD_DEMO_DATA: booleanFlag.default(true),
  /** Days of demo history loaded on first start; tests load fewer to start faster. */
  AIRBOARD_DEMO_DAYS: z.coerce.number().int().min(1).max(60).default(60),
  /**
   * Serves simulated BACnet/IP devices on loopback and reads the demo's site linked to a building
   * system (Riverside Clinic) over BACnet from them, to try discovery without hardware (issue 21).
   */
  AIRBOARD_DEMO_BACNET: booleanFlag.default(false),
  /**
   * The networks sites' BACnet settings may send to (comma-separated CIDRs); by default the
   * private ranges and loopback (shared rules: DEFAULT_BACNET_NETWORKS).
   */
  BACNET_NETWORKS: z
    .string()
    .transform((list) => list.split(',').map((network) => network.trim()))
    .pipe(
      z.array(z.string().refine(isIpv4Network, 'must be networks in CIDR form, e.g. 10.0.0.0/8')),
    )
    .default([...DEFAULT_BACNET_NETWORKS]),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Built single-page app served at /; defaults to apps/web/dist beside the server. */
  AIRBOARD_WEB_DIST: z.string().optional(),
  /**
   * Addresses of the reverse proxies in front (comma-separated IPs or CIDRs, e.g. 127.0.0.1):
   * their X-Forwarded-For names the client whose address the sign-in throttle counts and the log
   * shows. Unset: the connection's address, as without a proxy.
   */
  TRUST_PROXY: z.string().min(1).optional(),
  /** API requests worked on at once; more are answered 503 with Retry-After (overload guard). */
  MAX_IN_FLIGHT_REQUESTS: z.coerce.number().int().min(1).default(128),
  /** Of those, heavy ones (reports, heat maps, trends) at once; they keep the database long. */
  MAX_HEAVY_REQUESTS: z.coerce.number().int().min(1).default(4),
  /** Database calls that may wait for a connection; more are answered 503 with Retry-After. */
  DB_MAX_QUEUED: z.coerce.number().int().min(1).default(32),
  /** Open connections per client address; more are answered 503 and closed. */
  MAX_CONNECTIONS_PER_ADDRESS: z.coerce.number().int().min(1).default(256),
  /** Time a client has to send a request's headers, and the whole request (body included), in ms. */
  HEADERS_TIMEOUT_MS: z.coerce.number().int().min(100).default(10_000),
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(100).default(30_000),
  /** How long an idle keep-alive connection stays open, in milliseconds. */
  KEEP_ALIVE_TIMEOUT_MS: z.coerce.number().int().min(100).default(5_000),
  /** Statement timeout for PostgreSQL connections, in milliseconds. */
  DB_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(100).default(30_000),
  /** Map tiles of the project home's map view ({z}/{x}/{y}); the page works when they fail. */
  AIRBOARD_MAP_TILES_URL: z.string().default('https://tile.openstreetmap.org/{z}/{x}/{y}.png'),
  AIRBOARD_MAP_ATTRIBUTION: z.string().default('© OpenStreetMap contributors'),
  /** Links of the admin user menu (Open Portfolio Manager, Open Alert Relay); hidden when unset. */
  AIRBOARD_PORTFOLIO_MANAGER_URL: z.string().url().optional(),
  AIRBOARD_ALERT_RELAY_URL: z.string().url().optional(),
  /** Building-automation system address; `{licenseId}` is replaced by the site's or project's license. */
  AIRBOARD_BUILDING_SYSTEM_URL: z.string().url().optional(),
  /** mqtt://host:1883 of a broker to ingest readings from (topic airboard/v1/ingest); off when unset. */
  MQTT_URL: z.string().url().optional(),
  /** This process's MQTT client id; by default airboard-ingest-<host>-<PORT>, unique per process. */
  MQTT_CLIENT_ID: z.string().min(1).max(128).optional(),
  /** smtp://user:pass@host:port for outgoing e-mail; without it e-mails are written to the log. */
  SMTP_URL: z.string().url().optional(),
  /** Sender of account e-mails (invites use the brand's own invite sender). */
  MAIL_FROM: z.string().default('Airboard <no-reply@airboard.example>'),
  /**
   * Alert texts and phone codes (issue 22) go through one sender: a Twilio-style Messages API
   * (SMS_PROVIDER_URL, e.g. https://api.twilio.com, with SMS_ACCOUNT_ID, SMS_AUTH_TOKEN and
   * SMS_FROM, all four), or an e-mail-to-SMS gateway through SMTP_URL (SMS_EMAIL_GATEWAY, an
   * address in which {number} is the E.164 number's digits without '+', e.g.
   * {number}@sms.example), or neither: texts are written to the log. Not both.
   */
  SMS_PROVIDER_URL: z.string().url().optional(),
  SMS_ACCOUNT_ID: z.string().min(1).optional(),
  SMS_AUTH_TOKEN: z.string().min(1).optional(),
  /** The number (E.164) or sender id texts come from. */
  SMS_FROM: z.string().min(1).optional(),
  SMS_EMAIL_GATEWAY: z
    .string()
    .refine((template) => /^[^@\s]*\{number\}[^@\s]*@[^@\s]+$/.test(template), {
      message: 'must be an e-mail address holding {number}, e.g. {number}@sms.example',
    })
    .optional(),
  /** A Messages API request not answered within this is retried (with back-off). */
  SMS_PROVIDER_TIMEOUT_MS: z.coerce.number().int().min(100).default(10_000),
  /**
   * A signed-in browser's first screen not rendered within this is left to the app (decision 023):
   * past it, the page would paint later than the app alone would paint it.
   */
  FIRST_SCREEN_TIMEOUT_MS: z.coerce.number().int().min(0).default(1_500),
  /** Base of links in e-mails when the request's host is not one of a brand's hosts. */
  PUBLIC_URL: z.string().url().default('http://localhost:3000'),
  /** Failed sign-ins allowed per account, and per client address, in 15 minutes. */
  LOGIN_MAX_FAILURES_PER_ACCOUNT: z.coerce.number().int().min(1).default(10),
  LOGIN_MAX_FAILURES_PER_IP: z.coerce.number().int().min(1).default(100),
  /** A point write the building system has not confirmed after this long fails, with the reason. */
  POINT_WRITE_TIMEOUT_MS: z.coerce.number().int().min(1).default(30_000),
  /** A building system that has not listed its devices after this long is reported as not answering. */
  BUILDING_SYSTEM_READ_TIMEOUT_MS: z.coerce.number().int().min(1).default(5_000),
  /**
   * Retention, in days, applied once a day: finished jobs, expired or revoked sessions, used or
   * expired one-time tokens, the audit log, and raw readings (the quarter-hour rollups that reports,
   * heat maps and long trends read are kept; trends up to two days read raw readings, so at least 7).
   * Raw readings go a whole month partition at a time where they can (telemetry/readings-partitions.ts).
   */
  RETENTION_JOBS_DAYS: z.coerce.number().int().min(1).default(30),
  RETENTION_SESSIONS_DAYS: z.coerce.number().int().min(1).default(30),
  RETENTION_TOKENS_DAYS: z.coerce.number().int().min(1).default(30),
  RETENTION_AUDIT_DAYS: z.coerce.number().int().min(1).default(365),
  RETENTION_READINGS_DAYS: z.coerce.number().int().min(7).default(400),
  /** School-district e-mail domain (e.g. cps.example) whose users are pointed at single sign-on. */
  SSO_EMAIL_DOMAIN: z.string().optional(),
  /** Building-automation hand-over JWT: HS256 secret (≥ 32 chars), issuer and audience. */
  COMMANDER_JWT_SECRET: z.string().min(32).optional(),
  COMMANDER_JWT_ISSUER: z.string().default('commander'),
  COMMANDER_JWT_AUDIENCE: z.string().default('airboard'),
  /** Google sign-in (OpenID Connect); disabled unless the client id and secret are set. */
  GOOGLE_ISSUER: z.string().url().default('https://accounts.google.com'),
  GOOGLE_CLIENT_ID: z.string().optional(),
  GOOGLE_CLIENT_SECRET: z.string().optional(),
  /** Single sign-on (SAML 2.0) used when neither the brand nor the project names an identity provider. */
  SAML_ENTRY_POINT: z.string().url().optional(),
  SAML_IDP_ISSUER: z.string().optional(),
  /** The identity provider's signing certificate (PEM). */
  SAML_IDP_CERT: z.string().optional(),
  /** Our entity id, and the audience the identity provider must address. */
  SAML_SP_ENTITY_ID: z.string().default('airboard'),
  /**
   * Test servers only (the browser tests): the scheduler runs on a clock that POST /api/test/clock
   * moves forward (modules/test-clock). Off unless set; refused with NODE_ENV=production.
   */
  AIRBOARD_TEST_CLOCK: booleanFlag.default(false),
  /** `production` refuses the test clock; nothing else reads it. */
  NODE_ENV: z.string().optional(),
});

/** The settings that must agree with each other. */
const checkedConfigSchema = configSchema
  .refine((c) => !(c.AIRBOARD_TEST_CLOCK && c.NODE_ENV === 'production'), {
    message: 'the test clock is for test servers, not with NODE_ENV=production',
    path: ['AIRBOARD_TEST_CLOCK'],
  })
  .refine((c) => !(c.SMS_PROVIDER_URL && c.SMS_EMAIL_GATEWAY), {
    message: 'texts go one way: set SMS_PROVIDER_URL or SMS_EMAIL_GATEWAY, not both',
    path: ['SMS_EMAIL_GATEWAY'],
  })
  .refine(
    (c) => {
      const api = [c.SMS_PROVIDER_URL, c.SMS_ACCOUNT_ID, c.SMS_AUTH_TOKEN, c.SMS_FROM];
      return api.every((v) => v === undefined) || api.every((v) => v !== undefined);
    },
    {
      message:
        'the Messages API needs SMS_PROVIDER_URL, SMS_ACCOUNT_ID, SMS_AUTH_TOKEN and SMS_FROM together',
      path: ['SMS_PROVIDER_URL'],
    },
  )
  .refine((c) => !(c.DATABASE_REPLICA_URL && !c.DATABASE_URL), {
    message: 'a replica is of a PostgreSQL primary: set DATABASE_URL too',
    path: ['DATABASE_REPLICA_URL'],
  });

export type Config = Omit<z.infer<typeof configSchema>, 'AIRBOARD_DATA_DIR'> & {
  AIRBOARD_DATA_DIR: string;
};

/** Parses the environment; a bad value stops the server with a message naming the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = checkedConfigSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration: ${problems.join('; ')}`);
  }
  return { ...parsed.data, AIRBOARD_DATA_DIR: path.resolve(parsed.data.AIRBOARD_DATA_DIR) };
}
