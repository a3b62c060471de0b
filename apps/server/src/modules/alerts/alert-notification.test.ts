/** An alert that opens sends one e-mail per opted-in member, through a real SMTP server on loopback. */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { z } from 'zod';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { buildApp } from '../../app';
import * as s from '../../db/schema/index';
import { ingestReadings } from '../../telemetry/ingest';
import { drainLiveState } from '../../telemetry/live-state';
import { createUser } from '../../../test/fixtures/factories';
import { startMailbox, type Mailbox } from '../../../test/fixtures/smtp-mailbox';
import {
  createCo2Catalogue,
  createMonitoredSite,
  createSensor,
} from '../../../test/fixtures/telemetry';
import { createTestDatabase, type TestDatabase } from '../../../test/fixtures/test-database';

let mailbox: Mailbox;
let database: TestDatabase;
let app: FastifyInstance;

beforeAll(async () => {
  mailbox = await startMailbox();
  database = await createTestDatabase();
  app = await buildApp({
    database: database.handle,
    logger: false,
    config: { SMTP_URL: mailbox.url, MAIL_FROM: 'Airboard <alerts@airboard.test>' },
  });
  await app.ready();
});

afterAll(async () => {
  await app.close();
  await database.drop();
  await mailbox.close();
});

it('e-mails each member with e-mail notifications on, once, when an alert opens', async () => {
  const { db } = database.handle;
  const f = await createMonitoredSite(db);
  await createCo2Catalogue(db);
  const wanted = await createUser(db, {
    projectIds: [f.project.id],
    email: 'facilities@example.test',
  });
  await db
    .update(s.users)
    .set({ notifications: { email: true, sms: false } })
    .where(eq(s.users.id, wanted.id));
  const sensor = await createSensor(db, f.site.id, f.zone.id, { measurementName: 'Library CO2' });
  const t0 = Date.now() - 30 * 60_000;
  await ingestReadings(
    database.handle,
    Array.from({ length: 20 }, (_, i) => ({
      seriesId: sensor.point.seriesId,
      ts: new Date(t0 + i * 60_000),
      value: 1700,
    })),
  );
  await drainLiveState(database.handle);
  await app.jobs.drain();
  const mail = await mailbox.waitFor(/CO2 has been above 1500 ppm/);
  expect(mail).toContain('facilities@example.test');
  expect(mail).toContain('Library CO2');
  await app.jobs.drain();
  expect(mailbox.messages).toHaveLength(1);
  const [job] = await database.handle.transaction((q) =>
    q(
      z.object({ status: z.string() }),
      `SELECT status FROM jobs WHERE kind = 'alert-notification'`,
    ),
  );
  expect(job).toEqual({ status: 'completed' });
});
