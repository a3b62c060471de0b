/**
 * Alert texts (issue 22) from an alert that opens to the phone, through a real job runner and a
 * Messages API stand-in on loopback: one correct text per verified recipient and none to an
 * unverified number; a 500 retried into one text; a wrong number (400) not retried, the user's SMS
 * preference turned off and the user told by e-mail (a real SMTP server); past 20 texts an hour
 * the rest held and sent as one digest when the hour is over, and quiet hours held until they end
 * (a fake clock, the digest job made due by it as the test clock does).
 */
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { eq } from 'drizzle-orm';
import { messages } from '@airboard/shared/messages';
import { SMS_ALERTS_PER_HOUR, siteTimeOfDay } from '@airboard/shared/rules';
import * as s from '../../db/schema/index';
import { enqueueJobs } from '../../jobs/job-runner';
import { makeDueByTestClock, TestClock } from '../test-clock/test-clock.service';
import { useMailedApp, useStarted } from '../../../test/fixtures/hooks';
import { createUser } from '../../../test/fixtures/factories';
import { startSmsProvider } from '../../../test/fixtures/sms-provider';
import {
  createCo2Catalogue,
  createMonitoredSite,
  createSensor,
  raiseCo2Alert,
} from '../../../test/fixtures/telemetry';
import { ALERT_NOTIFICATION_JOB } from './alert-notification';
import { SMS_DIGEST_JOB } from './alert-notification-sms';

const PUBLIC_URL = 'https://air.test';
const provider = useStarted(startSmsProvider, (p) => p.close());
const t = useMailedApp(() => ({ config: { ...provider.config, PUBLIC_URL } }));

beforeAll(async () => {
  await createCo2Catalogue(t.db);
});
afterEach(() => {
  vi.useRealTimers();
});

let numbers = 0;
/** A member of the site's project who wants texts; verified unless said otherwise. */
async function texter(projectId: string, options: { verified?: boolean; email?: boolean } = {}) {
  numbers += 1;
  const phone = `+1201555${String(1000 + numbers)}`;
  const user = await createUser(t.db, { projectIds: [projectId] });
  await t.db
    .update(s.users)
    .set({
      phone,
      phoneVerifiedAt: options.verified === false ? null : new Date(),
      notifications: { email: options.email ?? false, sms: true },
    })
    .where(eq(s.users.id, user.id));
  return { ...user, phone };
}

/** A site with a zone and a CO2 sensor in Chicago, and an alert raised on it (its jobs queued). */
async function siteWithAlert(before?: (projectId: string) => Promise<void>) {
  const f = await createMonitoredSite(t.db);
  await t.db.update(s.sites).set({ timeZone: 'America/Chicago' }).where(eq(s.sites.id, f.site.id));
  const sensor = await createSensor(t.db, f.site.id, f.zone.id);
  await before?.(f.project.id);
  await raiseCo2Alert(t.handle, sensor.point.seriesId);
  const [alert] = await t.rows(
    z.object({ id: z.string(), value: z.number() }),
    `SELECT id, value FROM alerts WHERE site_id = $1`,
    [f.site.id],
  );
  return { ...f, alert: alert! };
}

const textsTo = (phone: string) => provider.texts.filter((text) => text.to === phone);

const auditOf = (userId: string) =>
  t.rows(
    z.object({ action: z.string(), status: z.string() }),
    `SELECT action, new_value->>'status' AS status FROM audit_log
      WHERE object_id = $1 AND action LIKE 'sms.%' ORDER BY id`,
    [userId],
  );

/** Makes every pending job of the kind due now: a retry's back-off, passed at once. */
const makeDue = (kind: string) =>
  t.handle.transaction((query) =>
    query(`UPDATE jobs SET run_at = now() WHERE kind = $1 AND status = 'pending'`, [kind]),
  );

it('sends one correct text to each verified recipient, none to an unverified number', async () => {
  let alice = { id: '', phone: '' };
  let bob = { id: '', phone: '' };
  let unverified = { id: '', phone: '' };
  const f = await siteWithAlert(async (projectId) => {
    alice = await texter(projectId);
    bob = await texter(projectId, { email: true });
    unverified = await texter(projectId, { verified: false });
  });
  await t.app.jobs.drain();
  const link = `${PUBLIC_URL}/projects/${f.project.id}/sites/${f.site.id}/zones/${f.zone.id}`;
  const expected = `Warning: CO2 ${f.alert.value} ppm at Room 101, Test Site ${link}`;
  expect(textsTo(alice.phone).map((text) => text.body)).toEqual([expected]);
  expect(textsTo(bob.phone).map((text) => text.body)).toEqual([expected]);
  expect(textsTo(unverified.phone)).toEqual([]);
  expect(expected.length).toBeLessThanOrEqual(160);
  expect(await auditOf(alice.id)).toEqual([{ action: 'sms.alert', status: 'sent' }]);
  // Bob's e-mail went too, once; the jobs are done and a second drain sends nothing more.
  await t.mailbox.waitFor(/CO2 has been above 1500 ppm/);
  await t.app.jobs.drain();
  expect(textsTo(alice.phone)).toHaveLength(1);
});

it('retries a provider 500 with back-off: one text in the end', async () => {
  let user = { id: '', phone: '' };
  const before = provider.requests();
  provider.next.push({ status: 500, message: 'Internal error' });
  await siteWithAlert(async (projectId) => {
    user = await texter(projectId);
  });
  await t.app.jobs.drain();
  const [job] = await t.rows(
    z.object({ status: z.string(), attempts: z.number() }),
    `SELECT status, attempts FROM jobs WHERE kind = $1 AND payload->>'userId' = $2`,
    [ALERT_NOTIFICATION_JOB, user.id],
  );
  expect(job).toEqual({ status: 'pending', attempts: 1 });
  await makeDue(ALERT_NOTIFICATION_JOB);
  await t.app.jobs.drain();
  expect(provider.requests() - before).toBe(2);
  expect(textsTo(user.phone)).toHaveLength(1);
  expect(await auditOf(user.id)).toEqual([
    { action: 'sms.alert', status: 'failed' },
    { action: 'sms.alert', status: 'sent' },
  ]);
});

it('does not retry a wrong number: SMS goes off and the user is told by e-mail', async () => {
  let user = { id: '', phone: '', email: '' };
  const before = provider.requests();
  provider.next.push({ status: 400, code: 21211, message: "The 'To' number is not valid." });
  await siteWithAlert(async (projectId) => {
    user = await texter(projectId);
  });
  await t.app.jobs.drain();
  await makeDue(ALERT_NOTIFICATION_JOB);
  await t.app.jobs.drain();
  expect(provider.requests() - before).toBe(1);
  const [job] = await t.rows(
    z.object({ status: z.string(), error_message: z.string().nullable() }),
    `SELECT status, error_message FROM jobs WHERE kind = $1 AND payload->>'userId' = $2`,
    [ALERT_NOTIFICATION_JOB, user.id],
  );
  expect(job?.status).toBe('failed');
  expect(job?.error_message).toContain("The 'To' number is not valid.");
  const [row] = await t.db
    .select({ notifications: s.users.notifications })
    .from(s.users)
    .where(eq(s.users.id, user.id));
  expect(row?.notifications).toEqual({ email: false, sms: false });
  const mail = await t.mailbox.waitFor(new RegExp(messages.smsTurnedOffSubject));
  expect(mail).toContain(user.email);
  // The number masked (the mailbox's decoding leaves the dots as bytes): its end, not all of it.
  expect(mail).toContain(`${user.phone.slice(-4)} could not be delivered`);
  expect(mail).not.toContain(user.phone);
  expect(await auditOf(user.id)).toEqual([
    { action: 'sms.alert', status: 'rejected' },
    { action: 'sms.off', status: 'off' },
  ]);
});

describe('held texts', () => {
  /** Moves the fake clock on, and the held digests it reached due (as the test clock does). */
  async function advance(ms: number) {
    vi.setSystemTime(Date.now() + ms);
    await makeDueByTestClock(t.handle, [SMS_DIGEST_JOB], new TestClock());
    await t.app.jobs.drain();
  }

  it('caps texts at 20 an hour and sends the rest as one digest when the hour is over', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    let user = { id: '', phone: '' };
    const f = await siteWithAlert(async (projectId) => {
      user = await texter(projectId);
    });
    await t.app.jobs.drain();
    // 22 more alert jobs for the user: 19 texts fill the hour, 3 are held.
    await t.handle.transaction((query) =>
      enqueueJobs(
        query,
        Array.from({ length: 22 }, () => ({
          kind: ALERT_NOTIFICATION_JOB,
          projectId: f.project.id,
          payload: { alertId: f.alert.id, userId: user.id },
        })),
      ),
    );
    await t.app.jobs.drain();
    expect(textsTo(user.phone)).toHaveLength(SMS_ALERTS_PER_HOUR);
    const held = await t.rows(
      z.object({ n: z.number() }),
      `SELECT count(*)::int AS n FROM sms_digest_entries WHERE user_id = $1`,
      [user.id],
    );
    expect(held).toEqual([{ n: 3 }]);
    const digests = await t.rows(
      z.object({ status: z.string() }),
      `SELECT status FROM jobs WHERE kind = $1 AND payload->>'userId' = $2`,
      [SMS_DIGEST_JOB, user.id],
    );
    expect(digests).toEqual([{ status: 'pending' }]);
    // Not before the hour is over.
    await advance(50 * 60_000);
    expect(textsTo(user.phone)).toHaveLength(SMS_ALERTS_PER_HOUR);
    await advance(11 * 60_000);
    const texts = textsTo(user.phone);
    expect(texts).toHaveLength(SMS_ALERTS_PER_HOUR + 1);
    expect(texts.at(-1)!.body).toMatch(
      /^3 more alerts: Warning: CO2 \d+ ppm at Room 101, Test Site; /,
    );
    expect(texts.at(-1)!.body.length).toBeLessThanOrEqual(160);
    expect(
      await t.rows(
        z.object({ id: z.string() }),
        `SELECT id FROM sms_digest_entries WHERE user_id = $1`,
        [user.id],
      ),
    ).toEqual([]);
    const audit = await auditOf(user.id);
    expect(audit.filter((a) => a.action === 'sms.held')).toHaveLength(3);
    expect(audit.at(-1)).toEqual({ action: 'sms.digest', status: 'sent' });
  });

  it("holds texts in the user's quiet hours (the site's clock) until they end", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const now = Date.now();
    // Quiet from an hour ago to an hour from now, on the clock of the site in Chicago.
    const quietHours = {
      start: siteTimeOfDay(new Date(now - 60 * 60_000), 'America/Chicago'),
      end: siteTimeOfDay(new Date(now + 60 * 60_000), 'America/Chicago'),
    };
    let user = { id: '', phone: '' };
    await siteWithAlert(async (projectId) => {
      user = await texter(projectId);
      await t.db.update(s.users).set({ smsQuietHours: quietHours }).where(eq(s.users.id, user.id));
    });
    await t.app.jobs.drain();
    expect(textsTo(user.phone)).toEqual([]);
    expect(await auditOf(user.id)).toEqual([{ action: 'sms.held', status: 'held' }]);
    await advance(55 * 60_000);
    expect(textsTo(user.phone)).toEqual([]);
    await advance(6 * 60_000);
    expect(textsTo(user.phone).map((text) => text.body)).toEqual([
      expect.stringMatching(/^1 more alert: Warning: CO2 \d+ ppm at Room 101, Test Site$/),
    ]);
  });
});
