/**
 * Kiosk management and sharing (issue 15, decision 019): the site's admins (and superAdmins)
 * list, create, edit and delete kiosks — members get 403, another project's admin and unknown ids
 * 404, anonymous callers 401 — every place a kiosk names must be its site's; and sharing e-mails
 * the public link through a real SMTP server on loopback, validated and rate-limited per user.
 */
import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  kioskResponse,
  siteKiosksResponse,
  type Kiosk,
  type KioskInput,
} from '@airboard/shared/api';
import { messages } from '@airboard/shared/messages';
import { KIOSK_SHARES_PER_WINDOW } from '@airboard/shared/rules';
import { newObjectId } from '../../db/ids';
import * as s from '../../db/schema/index';
import { createSession, createUser } from '../../../test/fixtures/factories';
import { useMailedApp } from '../../../test/fixtures/hooks';
import { createMonitoringFixture, type MonitoringFixture } from '../../../test/fixtures/monitoring';

const PUBLIC_URL = 'https://kiosks.example';
const t = useMailedApp({ config: { PUBLIC_URL } });
let f: MonitoringFixture;
let superAdminToken: string;
/** A measurement of the other project's site. */
let foreignMeasurementId: string;

beforeAll(async () => {
  f = await createMonitoringFixture(t.db);
  const superAdmin = await createUser(t.db, { projectIds: [f.project.id], role: 'superAdmin' });
  superAdminToken = await createSession(t.db, superAdmin.id, f.project.id);
  foreignMeasurementId = newObjectId();
  await t.db.insert(s.measurements).values({
    id: foreignMeasurementId,
    siteId: f.otherSite.id,
    name: 'Foreign CO2',
    type: 'co2',
  });
});

const call = (method: InjectOptions['method'], url: string, token?: string, payload?: object) =>
  t.app.inject({
    method,
    url,
    ...(payload ? { payload } : {}),
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
const list = (token?: string, siteId = f.site.id) =>
  call('GET', `/api/kiosks/site/${siteId}`, token);
const create = (input: KioskInput, token = f.tokens.admin, siteId = f.site.id) =>
  call('POST', `/api/kiosks/site/${siteId}`, token, input);
const save = (kioskId: string, input: KioskInput, token = f.tokens.admin) =>
  call('PUT', `/api/kiosks/${kioskId}`, token, input);
const share = (body: object, token = f.tokens.admin) =>
  call('POST', '/api/kiosk/share', token, body);

const lobby: KioskInput = {
  name: 'Gym Lobby',
  type: 'plain',
  zoneId: null,
  measurementIds: [],
};

/** Creates a kiosk as the admin; the kiosk as answered. */
async function createdKiosk(input: Partial<KioskInput> = {}): Promise<Kiosk> {
  const res = await create({ ...lobby, ...input });
  expect(res.statusCode, res.body).toBe(200);
  return kioskResponse.parse(res.json()).results;
}

const errorOf = (res: { json: <T>() => T }) => res.json<{ errorMessage: string }>().errorMessage;

describe('creating and listing', () => {
  it('creates a kiosk with a public link of 128 random bits, listed for the site', async () => {
    const kiosk = await createdKiosk({
      zoneId: f.zones.gym.id,
      measurementIds: [f.measurements.setpoint.id, f.measurements.co2.id],
      notifyOffline: true,
    });
    expect(kiosk).toMatchObject({
      name: 'Gym Lobby',
      type: 'plain',
      site: { objectId: f.site.id, name: 'Lincoln Elementary' },
      zone: { objectId: f.zones.gym.id, name: 'Gymnasium' },
      measurements: [
        { objectId: f.measurements.setpoint.id, name: 'Setpoint' },
        { objectId: f.measurements.co2.id, name: 'CO2' },
      ],
      lastSeenAt: null,
      online: false,
      notifyOffline: true,
    });
    expect(kiosk.uuid).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(kiosk.uuid).not.toBe(kiosk.objectId);
    expect(kiosk.url).toBe(`${PUBLIC_URL}/kiosks/${kiosk.uuid}`);
    expect(kiosk.qrCode).toEqual({ url: kiosk.url });
    const [row] = await t.db.select().from(s.kiosks).where(eq(s.kiosks.id, kiosk.objectId));
    expect(row).toMatchObject({ projectId: f.project.id, notifyOfflineUserId: f.admin.id });

    const res = await list(f.tokens.admin);
    expect(res.statusCode).toBe(200);
    expect(siteKiosksResponse.parse(res.json()).results).toContainEqual(kiosk);
  });

  it('lets a superAdmin of the project manage kiosks too', async () => {
    expect((await list(superAdminToken)).statusCode).toBe(200);
    expect((await create({ ...lobby, name: 'Office' }, superAdminToken)).statusCode).toBe(200);
  });

  it('refuses members (403), other projects and unknown sites (404) and anonymous callers (401)', async () => {
    expect((await list(f.tokens.member)).statusCode).toBe(403);
    expect((await create(lobby, f.tokens.member)).statusCode).toBe(403);
    expect((await list(f.tokens.outsider)).statusCode).toBe(404);
    expect((await create(lobby, f.tokens.outsider)).statusCode).toBe(404);
    expect((await list(f.tokens.admin, 'nope')).statusCode).toBe(404);
    expect((await list()).statusCode).toBe(401);
    expect((await create(lobby, '')).statusCode).toBe(401);
  });

  it("does not list another site's kiosks", async () => {
    const annex = await create({ ...lobby, name: 'Annex Lobby' }, f.tokens.admin, f.secondSite.id);
    expect(annex.statusCode).toBe(200);
    const names = siteKiosksResponse
      .parse((await list(f.tokens.admin)).json())
      .results.map((k) => k.name);
    expect(names).not.toContain('Annex Lobby');
  });
});

describe('what a kiosk may name', () => {
  it('refuses more measurements than the type shows, naming the field', async () => {
    const four = [
      f.measurements.co2.id,
      f.measurements.setpoint.id,
      f.measurements.child.id,
      f.measurements.unzoned.id,
    ];
    const res = await create({ ...lobby, type: 'branded', measurementIds: four });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res)).toContain('measurementIds');
    expect(errorOf(res)).toContain('at most 3');
    // A plain kiosk may show them.
    expect((await create({ ...lobby, measurementIds: four })).statusCode).toBe(200);
  });

  it("refuses another project's measurement and an unknown one", async () => {
    for (const measurementId of [foreignMeasurementId, 'unknown']) {
      const res = await create({
        ...lobby,
        measurementIds: [f.measurements.co2.id, measurementId],
      });
      expect(res.statusCode).toBe(400);
      expect(errorOf(res)).toBe("body.measurementIds: must be measurements of the kiosk's site");
    }
  });

  it("refuses a measurement outside the kiosk's zone", async () => {
    const res = await create({
      ...lobby,
      zoneId: f.zones.gym.id,
      measurementIds: [f.measurements.unzoned.id],
    });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res)).toBe("body.measurementIds: must be measurements of the kiosk's zone");
  });

  it("refuses a zone of another site, also of another project's", async () => {
    const [annexZone] = await t.db
      .insert(s.zones)
      .values({ id: newObjectId(), siteId: f.secondSite.id, name: 'Annex Hall' })
      .returning();
    const [foreignZone] = await t.db
      .insert(s.zones)
      .values({ id: newObjectId(), siteId: f.otherSite.id, name: 'Stacks' })
      .returning();
    for (const zoneId of [annexZone!.id, foreignZone!.id]) {
      const res = await create({ ...lobby, zoneId });
      expect(res.statusCode).toBe(400);
      expect(errorOf(res)).toBe("body.zoneId: must be a zone of the kiosk's site");
    }
  });
});

describe('editing and deleting', () => {
  it('saves the whole kiosk, keeping the picks in their order', async () => {
    const kiosk = await createdKiosk({ notifyOffline: true });
    const res = await save(kiosk.objectId, {
      name: 'Gym Screen',
      type: 'branded',
      zoneId: f.zones.gym.id,
      measurementIds: [f.measurements.co2.id, f.measurements.setpoint.id],
      notifyOffline: false,
    });
    expect(res.statusCode).toBe(200);
    expect(kioskResponse.parse(res.json()).results).toMatchObject({
      objectId: kiosk.objectId,
      uuid: kiosk.uuid,
      name: 'Gym Screen',
      type: 'branded',
      zone: { objectId: f.zones.gym.id, name: 'Gymnasium' },
      measurements: [
        { objectId: f.measurements.co2.id, name: 'CO2' },
        { objectId: f.measurements.setpoint.id, name: 'Setpoint' },
      ],
      notifyOffline: false,
    });
  });

  it('makes the admin who ticks the offline e-mail its recipient', async () => {
    const kiosk = await createdKiosk();
    expect(kiosk.notifyOffline).toBe(false);
    const res = await save(kiosk.objectId, { ...lobby, notifyOffline: true }, superAdminToken);
    expect(kioskResponse.parse(res.json()).results.notifyOffline).toBe(true);
    const [row] = await t.db.select().from(s.kiosks).where(eq(s.kiosks.id, kiosk.objectId));
    expect(row!.notifyOfflineUserId).not.toBe(f.admin.id);
    expect(row!.notifyOfflineUserId).not.toBeNull();
  });

  it('checks edits like new kiosks, and who may make them', async () => {
    const kiosk = await createdKiosk();
    const foreign = await save(kiosk.objectId, {
      ...lobby,
      measurementIds: [foreignMeasurementId],
    });
    expect(foreign.statusCode).toBe(400);
    expect((await save(kiosk.objectId, lobby, f.tokens.member)).statusCode).toBe(403);
    expect((await save(kiosk.objectId, lobby, f.tokens.outsider)).statusCode).toBe(404);
    expect((await save('unknown', lobby)).statusCode).toBe(404);
    expect((await save(kiosk.objectId, lobby, '')).statusCode).toBe(401);
  });

  it('deletes a kiosk for admins only', async () => {
    const kiosk = await createdKiosk({ name: 'Temporary' });
    const remove = (token?: string) => call('DELETE', `/api/kiosks/${kiosk.objectId}`, token);
    expect((await remove()).statusCode).toBe(401);
    expect((await remove(f.tokens.member)).statusCode).toBe(403);
    expect((await remove(f.tokens.outsider)).statusCode).toBe(404);
    const res = await remove(f.tokens.admin);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true });
    expect((await remove(f.tokens.admin)).statusCode).toBe(404);
    const names = siteKiosksResponse
      .parse((await list(f.tokens.admin)).json())
      .results.map((k) => k.name);
    expect(names).not.toContain('Temporary');
  });

  it('revokes and re-issues for admins only', async () => {
    const kiosk = await createdKiosk();
    for (const action of ['revoke', 'reissue']) {
      const url = `/api/kiosks/${kiosk.objectId}/${action}`;
      expect((await call('POST', url)).statusCode).toBe(401);
      expect((await call('POST', url, f.tokens.member)).statusCode).toBe(403);
      expect((await call('POST', url, f.tokens.outsider)).statusCode).toBe(404);
      expect((await call('POST', url, f.tokens.admin)).statusCode).toBe(200);
    }
  });
});

describe('POST /api/kiosk/share', () => {
  it("e-mails the kiosk's public link and name to each address, from the brand's sender", async () => {
    const kiosk = await createdKiosk({ name: 'Front Hall' });
    const res = await share({
      emails: ['Visitor@Example.test', 'desk@example.test', 'visitor@example.test'],
      kiosk: kiosk.objectId,
    });
    expect(res.statusCode, res.body).toBe(200);
    // Addresses are compared without case: the repeated one gets one e-mail.
    expect(res.json()).toEqual({ success: true, sent: 2 });
    const mail = await t.mailbox.waitFor(/To: visitor@example\.test/);
    expect(mail).toContain(`${PUBLIC_URL}/kiosks/${kiosk.uuid}`);
    expect(mail).toContain('Front Hall');
    expect(mail).toContain('Lincoln Elementary');
    expect(mail).toMatch(/From: Airboard <invites@airboard\.example>/);
    await t.mailbox.waitFor(/To: desk@example\.test/);
  });

  it('needs at least one address, in the spec’s words', async () => {
    const kiosk = await createdKiosk();
    const res = await share({ emails: [], kiosk: kiosk.objectId });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ errorMessage: messages.shareNeedsEmail });
    expect(messages.shareNeedsEmail).toBe('At least one email must be entered to share');
  });

  it('refuses an address that is not one, naming it', async () => {
    const kiosk = await createdKiosk();
    const res = await share({
      emails: ['desk@example.test', 'not-an-address'],
      kiosk: kiosk.objectId,
    });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res)).toContain('body.emails.1');
  });

  it('has no link to share for a revoked kiosk', async () => {
    const kiosk = await createdKiosk();
    await call('POST', `/api/kiosks/${kiosk.objectId}/revoke`, f.tokens.admin);
    const res = await share({ emails: ['desk@example.test'], kiosk: kiosk.objectId });
    expect(res.statusCode).toBe(409);
  });

  it('is for admins of the kiosk’s project', async () => {
    const kiosk = await createdKiosk();
    const body = { emails: ['desk@example.test'], kiosk: kiosk.objectId };
    expect((await share(body, f.tokens.member)).statusCode).toBe(403);
    expect((await share(body, f.tokens.outsider)).statusCode).toBe(404);
    expect((await share({ ...body, kiosk: 'unknown' })).statusCode).toBe(404);
    expect((await share(body, '')).statusCode).toBe(401);
  });

  it('lets a user share so often, then answers 429 with Retry-After', async () => {
    const kiosk = await createdKiosk();
    const sharer = await createUser(t.db, { projectIds: [f.project.id], role: 'admin' });
    const token = await createSession(t.db, sharer.id, f.project.id);
    const body = { emails: ['often@example.test'], kiosk: kiosk.objectId };
    for (let i = 0; i < KIOSK_SHARES_PER_WINDOW; i++) {
      expect((await share(body, token)).statusCode).toBe(200);
    }
    const refused = await share(body, token);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Other admins share on.
    expect((await share(body)).statusCode).toBe(200);
  });
});
