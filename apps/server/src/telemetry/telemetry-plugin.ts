/**
 * Everything telemetry adds to the app in one place: the job runner (point writes, alert
 * notifications), the live-state worker (latest values, scores and alerts behind ingestion) and
 * the routes for alerts, latest values, trends, point writes and jobs, heat
 * maps, reports and ingestion (HTTP, and MQTT when MQTT_URL is set).
 */
import type { FastifyInstance } from 'fastify';
import type { BuildingAutomationConnector } from '../bas/connector';
import { SimulatedBuildingSystem } from '../bas/simulated-system';
import type { Config } from '../config';
import type { DatabaseHandle } from '../db/connect';
import { registerJobSystem } from '../jobs/job-system';
import type { Mailer } from '../mail/mailer';
import { startLiveStateWorker, type LiveStateWorker } from './live-state';
import { startMqttIngest, type MqttIngest } from './mqtt-ingest';
import { alertRoutes } from '../modules/alerts/alerts.routes';
import { heatmapRoutes } from '../modules/heatmap/heatmap.routes';
import { ingestRoutes } from '../modules/ingest/ingest.routes';
import { jobRoutes } from '../modules/jobs/jobs.routes';
import { reportRoutes } from '../modules/reports/reports.routes';
import { pointRoutes } from '../modules/points/points.routes';
import { trendRoutes } from '../modules/trends/trends.routes';

export interface TelemetryDeps {
  database: DatabaseHandle;
  config: Pick<Config, 'MAIL_FROM'> & Partial<Pick<Config, 'SMTP_URL' | 'MQTT_URL'>>;
  /** The building system point writes go to; the built-in simulated one by default. */
  buildingSystem?: BuildingAutomationConnector | undefined;
  /** Replaces the SMTP/log mailer (tests capture messages with it). */
  mailer?: Mailer | undefined;
}

export async function registerTelemetry(app: FastifyInstance, deps: TelemetryDeps): Promise<void> {
  registerJobSystem(app, {
    database: deps.database,
    connector: deps.buildingSystem ?? new SimulatedBuildingSystem(),
    smtpUrl: deps.config.SMTP_URL,
    mailFrom: deps.config.MAIL_FROM,
    ...(deps.mailer ? { mailer: deps.mailer } : {}),
  });
  let liveState: LiveStateWorker | null = null;
  app.addHook('onReady', async () => {
    liveState = startLiveStateWorker({
      database: deps.database,
      log: app.log,
      onAlertsOpened: () => app.jobs.nudge(),
    });
  });
  app.addHook('onClose', async () => {
    await liveState?.stop();
  });
  await app.register(alertRoutes(deps.database));
  await app.register(trendRoutes(deps.database));
  await app.register(pointRoutes(deps.database));
  await app.register(jobRoutes(deps.database));
  await app.register(heatmapRoutes(deps.database));
  await app.register(reportRoutes(deps.database));
  await app.register(ingestRoutes(deps.database));
  const mqttUrl = deps.config.MQTT_URL;
  if (mqttUrl) {
    let mqtt: MqttIngest | null = null;
    app.addHook('onReady', async () => {
      mqtt = startMqttIngest({ url: mqttUrl, database: deps.database, log: app.log });
      // A broker that is down must not stop the server; the client keeps reconnecting.
      mqtt.ready.catch((error: unknown) => app.log.warn({ err: error }, 'MQTT not connected yet'));
    });
    app.addHook('onClose', async () => {
      await mqtt?.stop();
    });
  }
}
