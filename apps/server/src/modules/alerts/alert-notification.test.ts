/** An alert that opens sends one e-mail per opted-in member, through a real SMTP server on loopback. */
import { expect, it } from 'vitest';
import { z } from 'zod';
import { eq } from 'drizzle-orm';
import * as s from '../../db/schema/index';
import { useMailedApp } from '../../../test/fixtures/hooks';
import { createUser } from '../../../test/fixtures/factories';
import {
  createCo2Catalogue,
  createMonitoredSite,
  createSensor,
  raiseCo2Alert,
} from '../../../test/fixtures/telemetry';

const t = useMailedApp({ config: { MAIL_FROM: 'Airboard <alerts@airboard.test>' } });

it('e-mails each member with e-mail notifications on, once, when an alert opens', async () => {
  const { db } = t;
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
  await raiseCo2Alert(t.handle, sensor.point.seriesId);
  await t.app.jobs.drain();
  const mail = await t.mailbox.waitFor(/CO2 has been above 1500 ppm/);
  expect(mail).toContain('facilities@example.test');
  expect(mail).toContain('Library CO2');
  await t.app.jobs.drain();
  expect(t.mailbox.messages).toHaveLength(1);
  const [job] = await t.rows(
    z.object({ status: z.string() }),
    `SELECT status FROM jobs WHERE kind = 'alert-notification'`,
  );
  expect(job).toEqual({ status: 'completed' });
});
