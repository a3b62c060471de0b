/**
 * A lobby screen's heartbeat and the offline e-mail (issue 15, decision 019): each poll of a
 * kiosk's values is its last contact — noted in memory, shown by the kiosk list at once and
 * written in one statement per flush — and the admin who opted in is e-mailed once per offline
 * spell, 30 minutes after the last contact, never about a kiosk no screen has shown. The check is
 * driven with an explicit time: nothing waits.
 */
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { kioskResponse, siteKiosksResponse, type Kiosk } from '@airboard/shared/api';
import { KIOSK_OFFLINE_EMAIL_AFTER_MS, KIOSK_ONLINE_WINDOW_MS } from '@airboard/shared/rules';
import * as s from '../../db/schema/index';
import { get, post } from '../../../test/fixtures/accounts';
import { createUser } from '../../../test/fixtures/factories';
import { useMailedApp } from '../../../test/fixtures/hooks';
import { createMonitoringFixture, type MonitoringFixture } from '../../../test/fixtures/monitoring';
import { decodeQuotedPrintable } from '../../../test/fixtures/smtp-mailbox';
import { checkOfflineKiosks } from './kiosk-offline';
import { createKioskScreens } from './kiosk-screens';

const PUBLIC_URL = 'https://kiosks.example';
const MINUTE = 60_000;
const screens = createKioskScreens();
const t = useMailedApp({ kioskScreens: screens, config: { PUBLIC_URL } });
let f: MonitoringFixture;

beforeAll(async () => {
  f = await createMonitoringFixture(t.db);
});

async function createdKiosk(name: string, notifyOffline = true): Promise<Kiosk> {
  const res = await post(
    t.app,
    `/api/kiosks/site/${f.site.id}`,
    { name, type: 'plain', zoneId: null, measurementIds: [], notifyOffline },
    f.tokens.admin,
  );
  expect(res.statusCode, res.body).toBe(200);
  return kioskResponse.parse(res.json()).results;
}

const listed = async (kioskId: string) => {
  const res = await get(t.app, `/api/kiosks/site/${f.site.id}`, f.tokens.admin);
  return siteKiosksResponse.parse(res.json()).results.find((k) => k.objectId === kioskId)!;
};
const poll = async (kiosk: Kiosk) =>
  expect((await get(t.app, `/api/kiosk/${kiosk.uuid}/measurements`)).statusCode).toBe(200);
const storedRow = async (kioskId: string) =>
  (await t.db.select().from(s.kiosks).where(eq(s.kiosks.id, kioskId)))[0]!;

/**
 * Runs the offline check at `now` and returns the e-mails about the named kiosk it made the
 * mailbox receive (other kiosks of the file may be told about in the same check).
 */
async function toldAt(now: number, kioskName: string): Promise<string[]> {
  const before = t.mailbox.messages.length;
  await checkOfflineKiosks(t.handle, { publicUrl: PUBLIC_URL, now: new Date(now) });
  return (await t.mailAfterJobs())
    .slice(before)
    .map(decodeQuotedPrintable)
    .filter((mail) => mail.includes(`${kioskName} kiosk is offline`));
}

describe('the heartbeat', () => {
  it('shows a polled kiosk online with its last contact, and writes it only on a flush', async () => {
    const kiosk = await createdKiosk('Polled');
    expect(await listed(kiosk.objectId)).toMatchObject({ online: false, lastSeenAt: null });

    const before = Date.now();
    await poll(kiosk);
    await poll(kiosk);
    const shown = await listed(kiosk.objectId);
    expect(shown.online).toBe(true);
    expect(Date.parse(shown.lastSeenAt!)).toBeGreaterThanOrEqual(before);
    // Polling wrote nothing yet: the contact waits in memory for the flush.
    expect((await storedRow(kiosk.objectId)).lastSeenAt).toBeNull();

    expect(await screens.heartbeats.flush(t.handle)).toBe(1);
    expect((await storedRow(kiosk.objectId)).lastSeenAt?.toISOString()).toBe(shown.lastSeenAt);
    expect(await screens.heartbeats.flush(t.handle)).toBe(0);
    expect(await listed(kiosk.objectId)).toEqual(shown);
  });

  it('calls a kiosk offline once its last contact is older than the online window', async () => {
    const kiosk = await createdKiosk('Quiet');
    await t.db
      .update(s.kiosks)
      .set({ lastSeenAt: new Date(Date.now() - KIOSK_ONLINE_WINDOW_MS - 1000) })
      .where(eq(s.kiosks.id, kiosk.objectId));
    expect((await listed(kiosk.objectId)).online).toBe(false);
  });

  it('writes the contacts of many kiosks in one flush', async () => {
    const kiosks = await Promise.all(['One', 'Two', 'Three'].map((name) => createdKiosk(name)));
    await Promise.all(kiosks.map(poll));
    expect(await screens.heartbeats.flush(t.handle)).toBe(3);
    for (const kiosk of kiosks) {
      expect((await storedRow(kiosk.objectId)).lastSeenAt).not.toBeNull();
    }
  });
});

describe('the offline e-mail', () => {
  it('is sent once per offline spell, 30 minutes after the last contact, to the admin who opted in', async () => {
    const name = 'Entrance Screen';
    const kiosk = await createdKiosk(name);
    // Never shown: nothing to tell, however long.
    expect(await toldAt(Date.now() + 24 * 60 * MINUTE, name)).toEqual([]);

    await poll(kiosk);
    await screens.heartbeats.flush(t.handle);
    const seen = (await storedRow(kiosk.objectId)).lastSeenAt!.getTime();
    expect(await toldAt(seen + KIOSK_OFFLINE_EMAIL_AFTER_MS - MINUTE, name)).toEqual([]);

    const mails = await toldAt(seen + KIOSK_OFFLINE_EMAIL_AFTER_MS + MINUTE, name);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toContain(`To: ${f.admin.email}`);
    expect(mails[0]).toContain(
      'No screen has shown the kiosk Entrance Screen of Lincoln Elementary',
    );
    expect(mails[0]).toContain(`${PUBLIC_URL}/kiosks?siteId=${f.site.id}`);

    // The same spell is told once, by whichever check comes next.
    expect(await toldAt(seen + 2 * KIOSK_OFFLINE_EMAIL_AFTER_MS, name)).toEqual([]);

    // A screen shows it again: the next spell is told again.
    await poll(kiosk);
    await screens.heartbeats.flush(t.handle);
    const back = await storedRow(kiosk.objectId);
    expect(back.offlineNotifiedAt).toBeNull();
    const later = back.lastSeenAt!.getTime() + KIOSK_OFFLINE_EMAIL_AFTER_MS + MINUTE;
    expect(await toldAt(later, name)).toHaveLength(1);
  });

  it('is not sent without an opt-in, for a revoked kiosk, or to an admin no longer one', async () => {
    const notOpted = await createdKiosk('Not Opted', false);
    const revoked = await createdKiosk('Revoked');
    const demoted = await createdKiosk('Demoted');
    await Promise.all([notOpted, revoked, demoted].map(poll));
    await screens.heartbeats.flush(t.handle);
    await post(t.app, `/api/kiosks/${revoked.objectId}/revoke`, {}, f.tokens.admin);
    // The recipient of this one is now a plain member of the project.
    const formerAdmin = await createUser(t.db, { projectIds: [f.project.id] });
    await t.db
      .update(s.kiosks)
      .set({ notifyOfflineUserId: formerAdmin.id })
      .where(eq(s.kiosks.id, demoted.objectId));
    const offline = Date.now() + KIOSK_OFFLINE_EMAIL_AFTER_MS + MINUTE;
    for (const name of ['Not Opted', 'Revoked', 'Demoted']) {
      expect(await toldAt(offline, name)).toEqual([]);
    }
  });
});
