/**
 * buildApp: the composition root. It builds the shared pieces once (configuration, job system,
 * mailers, sign-in throttle), registers every area's routes from one list, starts the workers
 * behind them (live state, MQTT ingestion), and never listens: tests drive it through
 * app.inject() and main.ts decides where it listens. The layers below it are drawn in
 * eslint.config.js.
 */
import helmet from '@fastify/helmet';
import Fastify from 'fastify';
import type { FastifyBaseLogger, FastifyInstance, FastifyPluginAsync } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type FastifyPluginAsyncZod,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { BuildingSystems } from './bas/building-systems';
import type { BuildingAutomationConnector } from './bas/connector';
import { SimulatedBuildingSystem } from './bas/simulated-system';
import { SignInThrottle } from './auth/throttle';
import { loadConfig, type Config } from './config';
import type { DatabaseHandle } from './db/connect';
import { openReadReplica, primaryReads, type ReadDatabase } from './db/read-replica';
import { EMAIL_JOB, emailJobHandler, queuedMailer, type MailQueue } from './jobs/email-job';
import { RETENTION_JOB, retentionJobHandler, scheduleRetention } from './jobs/retention';
import { createMailer, type Mailer } from './mail/mailer';
import { createSmsSender } from './sms/sms-senders';
import type { SmsSender } from './sms/sms-sender';
import { SMS_DIGEST_JOB } from './modules/alerts/alert-notification-sms';
import { alertRoutes } from './modules/alerts/alerts.routes';
import { startBacnetPolling, type BacnetPolling } from './modules/bacnet/bacnet-polling';
import { bacnetRoutes } from './modules/bacnet/bacnet.routes';
import { dashboardRoutes } from './modules/dashboards/dashboards.routes';
import { deviceRoutes } from './modules/devices/devices.routes';
import { floorRoutes } from './modules/floors/floors.routes';
import { healthRoutes, type DemoHistoryProgress } from './modules/health/health.routes';
import { heatmapRoutes } from './modules/heatmap/heatmap.routes';
import {
  defaultMqttClientId,
  startMqttIngest,
  type MqttIngest,
} from './modules/ingest/ingest.mqtt';
import { ingestRoutes } from './modules/ingest/ingest.routes';
import { jobRoutes } from './modules/jobs/jobs.routes';
import { createKioskScreens, type KioskScreens } from './modules/kiosks/kiosk-screens';
import {
  DeviceContacts,
  startDeviceContactFlush,
  type DeviceContactFlush,
} from './telemetry/device-contacts';
import { startKioskWatch, type KioskWatch } from './modules/kiosks/kiosk-watch';
import { kioskRoutes } from './modules/kiosks/kiosks.routes';
import { publicKioskRoutes } from './modules/kiosks/public-kiosk.routes';
import { statusPageRoutes } from './modules/status/status-page.routes';
import { statusPageSettingsRoutes } from './modules/status/status-page-settings.routes';
import { createStatusPageAnswers } from './modules/status/status-page.service';
import type { PublicAnswerCache } from './lib/public-answer-cache';
import { kitOnboardingRoutes } from './modules/kit-onboarding/kit-onboarding.routes';
import { kitRoutes } from './modules/kits/kits.routes';
import { measurementRoutes } from './modules/measurements/measurements.routes';
import { onboardingRoutes } from './modules/onboarding/onboarding.routes';
import { pointRoutes } from './modules/points/points.routes';
import { pointTypeRoutes } from './modules/pointtypes/pointtypes.routes';
import { queryPointRoutes } from './modules/querypoints/querypoints.routes';
import { mapTilesImageSources } from './modules/projects/monitoring-settings';
import { projectRoutes } from './modules/projects/projects.routes';
import { reportRoutes } from './modules/reports/reports.routes';
import { reportScheduleRoutes } from './modules/reports/schedules/report-schedules.routes';
import { SCHEDULE_JOB_KINDS, scheduleJobs } from './modules/schedules/schedule-jobs';
import { scheduleRoutes } from './modules/schedules/schedules.routes';
import { siteRoutes } from './modules/sites/sites.routes';
import { defaultLiveStreamOptions, type LiveStreamOptions } from './modules/stream/stream-hub';
import { streamRoutes } from './modules/stream/stream.routes';
import { testClockRoutes } from './modules/test-clock/test-clock.routes';
import { TestClock } from './modules/test-clock/test-clock.service';
import { trendRoutes } from './modules/trends/trends.routes';
import { alertTextRoutes } from './modules/users/alert-texts.routes';
import { commanderLoginRoutes } from './modules/users/commander-login.routes';
import { googleRoutes } from './modules/users/google.routes';
import { inviteRoutes } from './modules/users/invites.routes';
import { ownStateRoutes } from './modules/users/own-state.routes';
import { passwordResetRoutes } from './modules/users/password-reset.routes';
import { samlRoutes } from './modules/users/saml.routes';
import { settingsRoutes } from './modules/users/settings.routes';
import { signInRoutes } from './modules/users/sign-in.routes';
import { signupRoutes } from './modules/users/signup.routes';
import { tokenLoginRoutes } from './modules/users/token-login.routes';
import { zoneRoutes } from './modules/zones/zones.routes';
import { registerAccountRateLimit } from './plugins/account-rate-limit';
import { registerAuth } from './plugins/auth';
import { registerNoStoreForApi } from './plugins/cache-control';
import { registerCompression } from './plugins/compression';
import { registerErrorHandling } from './plugins/errors';
import { registerHstsOverHttps } from './plugins/hsts';
import { registerJobSystem } from './plugins/jobs';
import { registerOpenApi } from './plugins/openapi';
import { registerOverloadGuard } from './plugins/overload';
import { registerSpa } from './plugins/spa';
import { startLiveStateWorker, type LiveStateWorker } from './telemetry/live-state';

export interface AppDeps {
  database: DatabaseHandle;
  /**
   * Where the heavy read-only routes read; by default a replica when DATABASE_REPLICA_URL is set
   * (closed with the app), else `database`. Tests pass their own.
   */
  reads?: ReadDatabase | undefined;
  /** A pino logger, or false for silence (tests). */
  logger: FastifyBaseLogger | false;
  /** Built web app folder to serve at /; absent in API tests. */
  webDist?: string | undefined;
  version?: string;
  /** Settings read from the environment by main.ts; tests override a few (SMTP, limits, keys). */
  config?: Partial<Config>;
  /**
   * The building system point writes go to when their site has none of its own; the built-in
   * simulated one by default.
   */
  buildingSystem?: BuildingAutomationConnector | undefined;
  /** The sites' own building systems (main.ts shares them with the simulator); generated by default. */
  buildingSystems?: BuildingSystems | undefined;
  /** Replaces the SMTP/log mailer (tests capture messages with it). */
  mailer?: Mailer | undefined;
  /**
   * The kiosks' heartbeats and kept public answers; a test passes its own to flush heartbeats and
   * count the reads the cache saved.
   */
  kioskScreens?: KioskScreens | undefined;
  /** The status pages' kept answers; a test passes its own to count the reads they saved. */
  statusPages?: PublicAnswerCache | undefined;
  /**
   * Where ingestion notes the devices it hears from (main.ts shares it with the simulator); a test
   * passes its own to flush them when it wants.
   */
  deviceContacts?: DeviceContacts | undefined;
  /** The demo history loading behind a first start (main.ts); none by default. */
  demoHistory?: DemoHistoryProgress | undefined;
  /** The live stream's timings (the rules' by default); tests shorten the heartbeat, count reads. */
  liveStream?: Partial<LiveStreamOptions> | undefined;
}

/**
 * What every area plugin is handed: the shared pieces, each built once by buildApp. An area
 * declares the part it uses as its own parameter type.
 */
interface AreaDeps {
  database: DatabaseHandle;
  /** For reports, heat maps and trends: a close-behind replica, else the primary (db/read-replica.ts). */
  reads: ReadDatabase;
  config: Config;
  version: string;
  /** Failed sign-ins per account and per client address, counted across every sign-in path. */
  throttle: SignInThrottle;
  /** Queues an e-mail as a durable job (jobs/email-job.ts): what requests send through. */
  mailer: MailQueue;
  /** Sends at once (SMTP, or the log): for job handlers, which are durable already. */
  mailDelivery: Mailer;
  /** Sends text messages (alert texts, phone codes) through the configured SMS sender. */
  sms: SmsSender;
  buildingSystem: BuildingAutomationConnector;
  buildingSystems: BuildingSystems;
  /** What the kiosk routes note about the screens polling them (heartbeats, kept answers). */
  kioskScreens: KioskScreens;
  /** The public status pages' answers, kept for one refresh interval per slug. */
  statusPages: PublicAnswerCache;
  /** The devices heard from since the last flush (their last contact and RSSI). */
  deviceContacts: DeviceContacts;
  /** How much of the demo history is in while it loads after a first start. */
  demoHistory: DemoHistoryProgress;
  /** The scheduler's clock: the system's, or a test server's test clock (AIRBOARD_TEST_CLOCK). */
  clock: () => Date;
  /** The live stream's timings. */
  liveStream: LiveStreamOptions;
}

/** An area's routes (and the job handlers it owns) as one plugin. */
type AreaPlugin = (deps: AreaDeps) => FastifyPluginAsyncZod | FastifyPluginAsync;

/** Every area, in the order their routes are registered (and listed in the API documentation). */
const AREAS: AreaPlugin[] = [
  healthRoutes,
  // Monitoring: readings in, latest values, trends, point writes, alerts, heat maps, reports
  // (and their weekly e-mails).
  siteRoutes,
  alertRoutes,
  trendRoutes,
  pointRoutes,
  jobRoutes,
  // Live changes of sites, zones and point writes pushed to open tabs (Server-Sent Events).
  streamRoutes,
  heatmapRoutes,
  reportRoutes,
  reportScheduleRoutes,
  // Schedules: groups of writable points commanded by weekly programs, and holiday calendars.
  scheduleRoutes,
  scheduleJobs,
  ingestRoutes,
  // The project home and the objects its screens navigate.
  projectRoutes,
  zoneRoutes,
  measurementRoutes,
  pointTypeRoutes,
  // The point explorer: a site's points searched by the server, and each user's saved filters.
  queryPointRoutes,
  floorRoutes,
  dashboardRoutes,
  // Kiosks: their admins' list and sharing, and what lobby screens are sent by public id.
  kioskRoutes,
  publicKioskRoutes,
  // The public status page of a project that publishes one, and the address its admins choose.
  statusPageRoutes,
  statusPageSettingsRoutes,
  // Devices: a site's device list and renames, for the project's admins.
  deviceRoutes,
  // Kits: the product catalogue, and a project's kits as its admins register and manage them.
  kitRoutes,
  // The installer's kit and device onboarding, by the link they were given (public).
  kitOnboardingRoutes,
  // Staff map a site's building-automation topology into zones and measurements.
  onboardingRoutes,
  // How admins reach a site's BACnet/IP network.
  bacnetRoutes,
  // Accounts: every sign-in path, the user's own state and settings, invites.
  signInRoutes,
  ownStateRoutes,
  passwordResetRoutes,
  signupRoutes,
  commanderLoginRoutes,
  tokenLoginRoutes,
  samlRoutes,
  ({ database, config }) =>
    googleRoutes({
      db: database.db,
      publicUrl: config.PUBLIC_URL,
      issuer: config.GOOGLE_ISSUER,
      clientId: config.GOOGLE_CLIENT_ID,
      clientSecret: config.GOOGLE_CLIENT_SECRET,
    }),
  inviteRoutes,
  settingsRoutes,
  alertTextRoutes,
];

export interface RegisteredRoute {
  method: string;
  url: string;
  public: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    routeCatalogue: RegisteredRoute[];
  }
}

/** Largest request body accepted anywhere (ingest batches included); bigger is a 413. */
export const BODY_LIMIT_BYTES = 1024 * 1024;

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const version = deps.version ?? '0.1.0';
  // Defaults for anything main.ts or a test did not set.
  const config: Config = { ...loadConfig({}), ...deps.config };
  const app = Fastify({
    ...(deps.logger ? { loggerInstance: deps.logger } : { logger: false }),
    bodyLimit: BODY_LIMIT_BYTES,
    // Behind nginx (docs/deploy.md) the client's address is the one the proxy forwards.
    ...(config.TRUST_PROXY && { trustProxy: config.TRUST_PROXY }),
    // Keep-alive sockets must not hold a shutdown open.
    forceCloseConnections: 'idle',
    return503OnClosing: true,
    // A slow client holds a connection only so long: the whole request (its body included) must
    // arrive within the request timeout, its headers sooner (issue 11, finding 1).
    requestTimeout: config.REQUEST_TIMEOUT_MS,
    keepAliveTimeout: config.KEEP_ALIVE_TIMEOUT_MS,
    http: {
      headersTimeout: Math.min(config.HEADERS_TIMEOUT_MS, config.REQUEST_TIMEOUT_MS),
      // Node looks for expired requests every 30 s by default, which would triple the timeouts.
      connectionsCheckingInterval: 1_000,
    },
  }).withTypeProvider<ZodTypeProvider>();
  // Every route, for the access-matrix test: a new route cannot ship without an expectation.
  const routeCatalogue: RegisteredRoute[] = [];
  app.decorate('routeCatalogue', routeCatalogue);
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      routeCatalogue.push({ method, url: route.url, public: route.config?.public === true });
    }
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  registerErrorHandling(app);
  registerOverloadGuard(app, {
    maxInFlight: config.MAX_IN_FLIGHT_REQUESTS,
    maxHeavy: config.MAX_HEAVY_REQUESTS,
    maxConnectionsPerAddress: config.MAX_CONNECTIONS_PER_ADDRESS,
  });
  deps.database.queue.setLimit(config.DB_MAX_QUEUED);
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // MUI (emotion) injects style elements at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        // Map tiles and logos may come from configured hosts.
        imgSrc: [
          "'self'",
          'data:',
          'blob:',
          'https:',
          ...mapTilesImageSources(config.AIRBOARD_MAP_TILES_URL),
        ],
        connectSrc: ["'self'"],
        workerSrc: ["'self'", 'blob:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
    // Sent only over https, by registerHstsOverHttps.
    strictTransportSecurity: false,
  });
  registerHstsOverHttps(app);
  registerNoStoreForApi(app);
  // Before any route: it compresses the routes registered after it.
  await registerCompression(app);
  await registerOpenApi(app, version);
  registerAuth(app, deps.database.db);
  await registerAccountRateLimit(app, deps.database.db, config.LOGIN_MAX_FAILURES_PER_IP);
  registerJobSystem(app, deps.database);

  const mailDelivery = deps.mailer ?? createMailer(config.SMTP_URL, app.log);
  app.jobs.handle(EMAIL_JOB, emailJobHandler(deps.database, mailDelivery));
  // Deletes what is kept no longer, once a day (jobs/retention.ts); today's run is queued at start.
  app.jobs.handle(RETENTION_JOB, retentionJobHandler(deps.database, config));
  // Not awaited: readiness must not wait for housekeeping on a busy database (the first request
  // readies an app that tests build unstarted). Each run queues the next day's, so a failed
  // schedule only waits for the next start.
  app.addHook('onReady', async () => {
    scheduleRetention(deps.database).then(
      () => app.jobs.nudge(),
      (error: unknown) => app.log.warn({ err: error }, 'retention not scheduled'),
    );
  });
  // Test servers only: the clock POST /api/test/clock moves; nothing of it exists otherwise.
  const testClock = config.AIRBOARD_TEST_CLOCK ? new TestClock() : null;
  const areaDeps: AreaDeps = {
    database: deps.database,
    reads: deps.reads ?? (await openReads(app, deps.database, config)),
    config,
    version,
    throttle: new SignInThrottle(deps.database.db, {
      perAccount: config.LOGIN_MAX_FAILURES_PER_ACCOUNT,
      perIp: config.LOGIN_MAX_FAILURES_PER_IP,
    }),
    mailer: queuedMailer(deps.database, () => app.jobs.nudge()),
    mailDelivery,
    sms: createSmsSender(config, mailDelivery, app.log),
    buildingSystem: deps.buildingSystem ?? new SimulatedBuildingSystem(),
    buildingSystems: deps.buildingSystems ?? new BuildingSystems(),
    kioskScreens: deps.kioskScreens ?? createKioskScreens(),
    statusPages: deps.statusPages ?? createStatusPageAnswers(),
    deviceContacts: deps.deviceContacts ?? new DeviceContacts(),
    demoHistory: deps.demoHistory ?? { percent: () => null },
    clock: testClock ? () => testClock.now() : () => new Date(),
    liveStream: { ...defaultLiveStreamOptions, ...deps.liveStream },
  };
  for (const area of AREAS) {
    await app.register(area(areaDeps));
  }
  if (testClock) {
    await app.register(
      testClockRoutes({
        database: deps.database,
        testClock,
        jobKinds: [...SCHEDULE_JOB_KINDS, SMS_DIGEST_JOB],
      }),
    );
  }
  startWorkers(app, deps.database, config, areaDeps);

  if (deps.webDist) {
    await registerSpa(app, deps.webDist, config.FIRST_SCREEN_TIMEOUT_MS);
  }
  return app;
}

/** The replica of DATABASE_REPLICA_URL, closed with the app; the primary without one. */
async function openReads(
  app: FastifyInstance,
  primary: DatabaseHandle,
  config: Config,
): Promise<ReadDatabase> {
  if (!config.DATABASE_REPLICA_URL) {
    return primaryReads(primary);
  }
  const replica = await openReadReplica({
    primary,
    url: config.DATABASE_REPLICA_URL,
    maxLagSeconds: config.DATABASE_REPLICA_MAX_LAG_SECONDS,
    statementTimeoutMs: config.DB_STATEMENT_TIMEOUT_MS,
    maxQueued: config.DB_MAX_QUEUED,
    log: app.log,
  });
  app.addHook('onClose', () => replica.close());
  return replica;
}

/**
 * The workers behind the routes, started when the app is ready and stopped when it closes: the
 * live state (latest values, scores and alerts follow ingestion), the kiosk watch (heartbeats
 * written, offline kiosks e-mailed), the device contacts' flush, the BACnet poller and, with
 * MQTT_URL, MQTT ingestion.
 */
function startWorkers(
  app: FastifyInstance,
  database: DatabaseHandle,
  {
    MQTT_URL: mqttUrl,
    MQTT_CLIENT_ID: mqttClientId,
    PORT: port,
    RETENTION_READINGS_DAYS: keptDays,
    PUBLIC_URL: publicUrl,
  }: Config,
  {
    kioskScreens,
    deviceContacts,
    buildingSystems,
  }: Pick<AreaDeps, 'kioskScreens' | 'deviceContacts' | 'buildingSystems'>,
): void {
  let liveState: LiveStateWorker | null = null;
  let kioskWatch: KioskWatch | null = null;
  let contactFlush: DeviceContactFlush | null = null;
  let mqtt: MqttIngest | null = null;
  let bacnetPolling: BacnetPolling | null = null;
  app.addHook('onReady', async () => {
    liveState = startLiveStateWorker({
      database,
      log: app.log,
      onAlertsOpened: () => app.jobs.nudge(),
    });
    kioskWatch = startKioskWatch({
      database,
      screens: kioskScreens,
      log: app.log,
      publicUrl,
      onMailQueued: () => app.jobs.nudge(),
    });
    contactFlush = startDeviceContactFlush({ database, contacts: deviceContacts, log: app.log });
    bacnetPolling = startBacnetPolling({ database, systems: buildingSystems, log: app.log });
    if (mqttUrl) {
      mqtt = startMqttIngest({
        url: mqttUrl,
        database,
        log: app.log,
        keptDays,
        contacts: deviceContacts,
        clientId: mqttClientId ?? defaultMqttClientId(port),
      });
      // A broker that is down must not stop the server; the client keeps reconnecting.
      mqtt.ready.catch((error: unknown) => app.log.warn({ err: error }, 'MQTT not connected yet'));
    }
  });
  app.addHook('onClose', async () => {
    // Ingestion stops first, so the live state's last pass sees every stored batch.
    await mqtt?.stop();
    await bacnetPolling?.stop();
    await buildingSystems.close();
    await liveState?.stop();
    await kioskWatch?.stop();
    await contactFlush?.stop();
  });
}
