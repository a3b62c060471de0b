/**
 * buildApp: the Fastify application with every plugin and module registered, and no listen(),
 * so tests drive it through app.inject() and main.ts decides where it listens.
 */
import helmet from '@fastify/helmet';
import Fastify from 'fastify';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { DatabaseHandle } from './db/connect';
import { healthRoutes } from './modules/health/health.routes';
import { siteRoutes } from './modules/sites/sites.routes';
import { registerTelemetry, type TelemetryDeps } from './telemetry/telemetry-plugin';
import { dashboardRoutes } from './modules/dashboards/dashboards.routes';
import { floorRoutes } from './modules/floors/floors.routes';
import { measurementRoutes } from './modules/measurements/measurements.routes';
import { pointTypeRoutes } from './modules/pointtypes/pointtypes.routes';
import {
  mapTilesImageSources,
  monitoringSettingsFrom,
} from './modules/projects/monitoring-settings';
import { projectRoutes } from './modules/projects/projects.routes';
import { zoneRoutes } from './modules/zones/zones.routes';
import { accountRoutes } from './modules/users/account-routes';
import { loadConfig, type Config } from './config';
import { registerOverloadGuard } from './plugins/overload';
import { registerAuth } from './plugins/auth';
import { registerErrorHandling } from './plugins/errors';
import { registerOpenApi } from './plugins/openapi';
import { registerSpa } from './plugins/spa';

export interface AppDeps {
  database: DatabaseHandle;
  /** A pino logger, or false for silence (tests). */
  logger: FastifyBaseLogger | false;
  /** Built web app folder to serve at /; absent in API tests. */
  webDist?: string | undefined;
  version?: string;
  /** Settings read from the environment by main.ts; tests override a few (SMTP, limits, keys). */
  config?: Partial<Config>;
  /** Building system for point writes and a mailer for alert e-mails (tests pass their own). */
  buildingSystem?: TelemetryDeps['buildingSystem'];
  mailer?: TelemetryDeps['mailer'];
}

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
  const monitoring = monitoringSettingsFrom(config);
  const app = Fastify({
    ...(deps.logger ? { loggerInstance: deps.logger } : { logger: false }),
    bodyLimit: BODY_LIMIT_BYTES,
    // Keep-alive sockets must not hold a shutdown open.
    forceCloseConnections: 'idle',
    return503OnClosing: true,
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
  registerOverloadGuard(app, config.MAX_IN_FLIGHT_REQUESTS);
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
          ...mapTilesImageSources(monitoring.mapTilesUrl),
        ],
        connectSrc: ["'self'"],
        workerSrc: ["'self'", 'blob:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  await registerOpenApi(app, version);
  registerAuth(app, deps.database.db);

  await app.register(healthRoutes({ ping: () => deps.database.ping(), version }));
  await app.register(siteRoutes(deps.database.db));
  await registerTelemetry(app, {
    database: deps.database,
    config,
    buildingSystem: deps.buildingSystem,
    mailer: deps.mailer,
  });
  await app.register(projectRoutes(deps.database.db, monitoring));
  await app.register(zoneRoutes(deps.database.db));
  await app.register(measurementRoutes(deps.database.db));
  await app.register(pointTypeRoutes(deps.database.db));
  await app.register(floorRoutes(deps.database.db));
  await app.register(dashboardRoutes(deps.database.db));
  await app.register(accountRoutes(deps.database, config));

  if (deps.webDist) {
    await registerSpa(app, deps.webDist);
  }
  return app;
}
