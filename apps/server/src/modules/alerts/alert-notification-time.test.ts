/** An alert e-mail tells when the alert started on the site's clock (finding 15 of issue 11). */
import { expect, it } from 'vitest';
import { z } from 'zod';
import { eq } from 'drizzle-orm';
import { formatSiteTime } from '@airboard/shared';
import * as s from '../../db/schema/index';
import { useMailedApp } from '../../../test/fixtures/hooks';
import { createUser } from '../../../test/fixtures/factories';
import {
  createCo2Catalogue,
  createMonitoredSite,
  createSensor,
  raiseCo2Alert,
} from '../../../test/fixtures/telemetry';

const t = useMailedApp();

it("gives the start in the site's time zone (+5:30), not in UTC", async () => {
  const { db } = t;
  const f = await createMonitoredSite(db);
  await db.update(s.sites).set({ timeZone: 'Asia/Kolkata' }).where(eq(s.sites.id, f.site.id));
  await createCo2Catalogue(db);
  const reader = await createUser(db, { projectIds: [f.project.id], email: 'mumbai@example.test' });
  await db
    .update(s.users)
    .set({ notifications: { email: true, sms: false } })
    .where(eq(s.users.id, reader.id));
  const sensor = await createSensor(db, f.site.id, f.zone.id);
  await raiseCo2Alert(t.handle, sensor.point.seriesId);
  await t.app.jobs.drain();
  const mail = await t.mailbox.waitFor(/mumbai@example\.test/);
  const [alert] = await t.rows(z.object({ started_at: z.date() }), `SELECT started_at FROM alerts`);
  expect(mail).toContain(`Started ${formatSiteTime(alert!.started_at, 'Asia/Kolkata')}`);
  expect(mail).toContain('GMT+5:30');
  expect(mail).not.toContain(alert!.started_at.toISOString());
});
