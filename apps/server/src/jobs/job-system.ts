/**
 * Wires the job runner into the app: the handlers of every job kind (point writes, alert
 * notifications, account e-mails), started when the app is ready and stopped when it closes. Routes reach it as
 * `app.jobs` to nudge the runner after queueing work.
 */
import type { FastifyInstance } from 'fastify';
import type { BuildingAutomationConnector } from '../bas/connector';
import type { DatabaseHandle } from '../db/connect';
import { createMailer, type Mailer } from '../mail/mailer';
import { POINT_WRITE_JOB, pointWriteHandler } from '../modules/points/point-write';
import {
  ALERT_NOTIFICATION_JOB,
  alertNotificationHandler,
  logSmsSender,
  type SmsSender,
} from './alert-notification';
import { EMAIL_JOB, emailJobHandler } from './email-job';
import { startJobRunner, type JobRunner } from './job-runner';

declare module 'fastify' {
  interface FastifyInstance {
    jobs: Pick<JobRunner, 'nudge' | 'drain'>;
  }
}

export interface JobSystemOptions {
  database: DatabaseHandle;
  connector: BuildingAutomationConnector;
  mailer?: Mailer;
  sms?: SmsSender;
  smtpUrl?: string | undefined;
  mailFrom: string;
  pollMs?: number;
}

export function registerJobSystem(app: FastifyInstance, options: JobSystemOptions): void {
  let runner: JobRunner | null = null;
  const started = () => {
    if (!runner) {
      throw new Error('The job runner starts when the app is ready');
    }
    return runner;
  };
  app.decorate('jobs', { nudge: () => started().nudge(), drain: () => started().drain() });
  app.addHook('onReady', async () => {
    const mailer = options.mailer ?? createMailer(options.smtpUrl, app.log);
    runner = startJobRunner({
      database: options.database,
      log: app.log,
      pollMs: options.pollMs,
      handlers: {
        [POINT_WRITE_JOB]: pointWriteHandler(options.database, options.connector),
        [EMAIL_JOB]: emailJobHandler(mailer),
        [ALERT_NOTIFICATION_JOB]: alertNotificationHandler(options.database, {
          mailer,
          sms: options.sms ?? logSmsSender(app.log),
          from: options.mailFrom,
        }),
      },
    });
  });
  app.addHook('onClose', async () => {
    await runner?.stop();
  });
}
