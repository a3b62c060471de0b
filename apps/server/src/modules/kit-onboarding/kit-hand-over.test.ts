/**
 * A kit's completion and the installer's hand-over (issue 16), through a real SMTP server on
 * loopback: onboarding the last sensor marks the kit done once and e-mails each admin and
 * superAdmin of the project — no one else — the site, its rooms and every device with its serial
 * number, room, last contact and signal, names escaped in the HTML; a retried onboarding, or the
 * last two sensors finished at once, send it no second time.
 */
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  onboardingSiteResponse,
  onboardingZoneResponse,
  publicKitResponse,
} from '@airboard/shared/api';
import * as s from '../../db/schema/index';
import { get } from '../../../test/fixtures/accounts';
import { createUser } from '../../../test/fixtures/factories';
import { useMailedApp } from '../../../test/fixtures/hooks';
import {
  createKitProducts,
  createTestKit,
  onboardingCalls,
  type KitProducts,
  type TestKit,
} from '../../../test/fixtures/kits';
import { createMonitoringFixture, type MonitoringFixture } from '../../../test/fixtures/monitoring';
import { decodeQuotedPrintable } from '../../../test/fixtures/smtp-mailbox';

const PUBLIC_URL = 'https://handover.example';
const SITE_NAME = 'Oak & <Elm> School';
const t = useMailedApp({ config: { PUBLIC_URL } });
let f: MonitoringFixture;
let products: KitProducts;
let superAdminEmail: string;

beforeAll(async () => {
  f = await createMonitoringFixture(t.db);
  products = await createKitProducts(t.db);
  superAdminEmail = (await createUser(t.db, { projectIds: [f.project.id], role: 'superAdmin' }))
    .email;
});

/** The kit's site and a room of it by name, made by its link. */
async function placesOf(kit: TestKit, rooms: string[]) {
  const calls = onboardingCalls(t.app, kit.link);
  const siteId = onboardingSiteResponse.parse(
    (await calls.createSite({ name: SITE_NAME, kitId: kit.kit.id })).json(),
  ).results.objectId;
  const zoneIds: string[] = [];
  for (const name of rooms) {
    zoneIds.push(
      onboardingZoneResponse.parse((await calls.createZone(siteId, name)).json()).results.objectId,
    );
  }
  return { calls, siteId, zoneIds };
}

const completedAt = async (kit: TestKit) =>
  (await t.db.select().from(s.kits).where(eq(s.kits.id, kit.kit.id)))[0]!.completedAt;

/** The hand-overs of the kit's site sent so far, decoded, once every queued e-mail has gone. */
const handOvers = async (kit: TestKit) =>
  (await t.mailAfterJobs())
    .map(decodeQuotedPrintable)
    .filter((mail) => mail.includes(kit.sensors[0]!.serialNumber));

const recipientOf = (mail: string) => /^To: (.+)$/m.exec(mail)?.[1]?.trim();

describe('the hand-over', () => {
  it("completes the kit with its last sensor, once, and e-mails each of the project's admins", async () => {
    const kit = await createTestKit(t.db, f.project.id, products, { sensors: 2 });
    const { calls, siteId, zoneIds } = await placesOf(kit, ['Gym', 'Library']);
    const [first, last] = kit.sensors;
    expect(
      (await calls.onboard(first!.id, { name: 'Gym sensor', zoneId: zoneIds[0] })).statusCode,
    ).toBe(200);
    expect(await completedAt(kit)).toBeNull();
    expect(await handOvers(kit)).toEqual([]);

    // The first sensor has reported; the last has not yet.
    await t.db
      .update(s.devices)
      .set({ lastHeardFrom: new Date(), rssi: -61 })
      .where(eq(s.devices.id, first!.id));
    const res = await calls.onboard(last!.id, { name: 'Library sensor', zoneId: zoneIds[1] });
    expect(res.statusCode, res.body).toBe(200);
    const done = await completedAt(kit);
    expect(done).not.toBeNull();

    const mails = await handOvers(kit);
    expect(mails.map(recipientOf).sort()).toEqual([f.admin.email, superAdminEmail].sort());
    const [mail] = mails;
    expect(mail).toContain('Rooms: Gym, Library.');
    expect(mail).toMatch(
      new RegExp(
        `Gym sensor \\(serial ${first!.serialNumber}\\), Gym: last heard .+, RSSI -61 dBm\\.`,
      ),
    );
    expect(mail).toContain(
      `Library sensor (serial ${last!.serialNumber}), Library: not heard yet, RSSI no signal reported.`,
    );
    expect(mail).toContain(`Hub (serial ${kit.hub.serialNumber}), in the site: not heard yet`);
    expect(mail).toContain(`${PUBLIC_URL}/projects/${f.project.id}/sites/${siteId}`);
    const html = mail!.slice(mail!.indexOf('text/html'));
    expect(html).toContain('Oak &#38; &#60;Elm&#62; School');
    expect(html).not.toContain('<Elm>');

    // Retried and revisited steps change nothing and send nothing more.
    await calls.onboard(last!.id, { name: 'Library sensor', zoneId: zoneIds[1] });
    await calls.onboard(first!.id, { name: 'Gym sensor', zoneId: zoneIds[1] });
    expect(await completedAt(kit)).toEqual(done);
    expect(await handOvers(kit)).toHaveLength(2);
    const shown = publicKitResponse.parse((await get(t.app, `/api/kits/${kit.link}`)).json());
    expect(shown.results.status).toBe('done');
    expect(shown.results.expiresAt).not.toBeNull();
  });

  it('sends one hand-over when the last two sensors are onboarded at once', async () => {
    const kit = await createTestKit(t.db, f.project.id, products, { sensors: 2 });
    const { calls, zoneIds } = await placesOf(kit, ['Hall']);
    const answers = await Promise.all(
      kit.sensors.map((sensor, i) =>
        calls.onboard(sensor.id, { name: `Hall sensor ${i}`, zoneId: zoneIds[0] }),
      ),
    );
    expect(answers.map((res) => res.statusCode)).toEqual([200, 200]);
    expect(await completedAt(kit)).not.toBeNull();
    expect(await handOvers(kit)).toHaveLength(2);
  });
});
