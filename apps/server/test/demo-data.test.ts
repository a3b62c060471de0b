/**
 * The demo data: structure the issue asks for, alerts that are still active, floors that match
 * their zones, rollups that equal the raw readings, the unclaimed demo kit, Lincoln's schedules
 * and their history, and the simulator adding live readings (written values held, a written
 * setpoint warming its room).
 */
import fs from 'node:fs';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { verifyPassword } from '../src/auth/passwords';
import { BuildingSystems } from '../src/bas/building-systems';
import { SimulatedBuildingSystem } from '../src/bas/simulated-system';
import { migrateDatabase } from '../src/db/migrate';
import { openDemoKitLinkIds } from '../src/db/seed/demo-kit-links';
import { DEMO_PASSWORD } from '../src/db/seed/demo-layout';
import { buildDemoSeries } from '../src/db/seed/demo-series';
import { readDemoSettings } from '../src/db/seed/demo-settings';
import { loadDemoData, type DemoLoadSummary } from '../src/db/seed/load-demo';
import { sampleSignal } from '../src/db/seed/signal-model';
import { planUnplannedScheduleGroups } from '../src/modules/schedules/unplanned-groups';
import { simulateMinute } from '../src/telemetry/simulator';
import { ROLLUP_BUCKET_SQL } from '../src/telemetry/rollup-bucket';
import { useTestDatabase } from './fixtures/hooks';

const database = useTestDatabase();
let summary: DemoLoadSummary;
const now = new Date('2026-11-20T15:02:00Z'); // a Friday afternoon in Chicago: school is in
const count = z.object({ n: z.number() });
const named = z.object({ name: z.string() });

beforeAll(async () => {
  summary = await loadDemoData(database.handle, { days: 3, now });
  // As the server does when it starts.
  await planUnplannedScheduleGroups(database.handle, now);
});

describe('projects, sites and zones', () => {
  it('has the two portfolios with their sites and zone counts', async () => {
    const rows = await database.rows(
      z.object({
        project: z.string(),
        site: z.string(),
        zones: z.number(),
        aq_enabled: z.boolean(),
        can_be_scheduled: z.boolean(),
      }),
      `SELECT p.name AS project, s.name AS site, s.aq_enabled, s.can_be_scheduled, count(z.id)::int AS zones
         FROM projects p JOIN sites s ON s.project_id = p.id JOIN zones z ON z.site_id = s.id
        GROUP BY p.name, s.name, s.aq_enabled, s.can_be_scheduled ORDER BY p.name, s.name`,
    );
    expect(rows).toEqual([
      {
        project: 'Demo Portfolio',
        site: 'Harbor Office Tower',
        zones: 8,
        aq_enabled: true,
        can_be_scheduled: false,
      },
      {
        project: 'Demo Portfolio',
        site: 'Lincoln Elementary',
        zones: 12,
        aq_enabled: true,
        can_be_scheduled: true,
      },
      {
        project: 'Demo Portfolio',
        site: 'Riverside Clinic',
        zones: 4,
        aq_enabled: false,
        can_be_scheduled: false,
      },
      {
        project: 'Other Portfolio',
        site: 'Maple Street Library',
        zones: 3,
        aq_enabled: true,
        can_be_scheduled: false,
      },
    ]);
    const [demo] = await database.rows(
      z.object({ map_view: z.boolean() }),
      `SELECT map_view FROM projects WHERE name = 'Demo Portfolio'`,
    );
    expect(demo?.map_view).toBe(true);
  });

  it('nests zones at Lincoln Elementary', async () => {
    const rows = await database.rows(
      z.object({ child: z.string(), parent: z.string() }),
      `SELECT c.name AS child, p.name AS parent FROM zones c JOIN zones p ON p.id = c.parent_id ORDER BY c.name`,
    );
    expect(rows).toContainEqual({ child: 'Room 101', parent: 'Kindergarten Wing' });
    expect(rows).toContainEqual({ child: 'Room 201', parent: 'Second Floor Classrooms' });
  });

  it('gives every zone the six core measurements, and has writable points of each kind', async () => {
    const missing = await database.rows(
      named,
      `SELECT z.name FROM zones z
        WHERE (SELECT count(DISTINCT m.type) FROM measurements m WHERE m.zone_id = z.id
                AND m.type IN ('co2','totalvocs','pm2.5','pm10','spacetemperature','relativehumidity')) < 6`,
    );
    expect(missing).toEqual([]);
    const writable = await database.rows(
      z.object({ kind: z.string(), functions: z.array(z.string()) }),
      `SELECT DISTINCT kind, writable_functions AS functions FROM measurements WHERE cardinality(writable_functions) > 0 ORDER BY kind`,
    );
    expect(writable).toEqual([
      { kind: 'Number', functions: ['numWrite'] },
      { kind: 'Bool', functions: ['boolWrite'] },
      { kind: 'String', functions: ['strWrite'] },
    ]);
  });

  it('draws two Lincoln floors whose zoneData points at Lincoln zones', async () => {
    const floors = await database.rows(
      z.object({
        name: z.string(),
        zone_data: z.record(z.string(), z.object({ x: z.number(), name: z.string() })),
        floor_plan_url: z.string(),
      }),
      `SELECT f.name, f.zone_data, f.floor_plan_url FROM floors f JOIN sites s ON s.id = f.site_id
        WHERE s.name = 'Lincoln Elementary' ORDER BY f.position`,
    );
    expect(floors.map((f) => f.name)).toEqual(['First Floor', 'Second Floor']);
    const zoneIds = Object.keys({ ...floors[0]!.zone_data, ...floors[1]!.zone_data });
    expect(zoneIds).toHaveLength(12);
    const [{ n } = { n: 0 }] = await database.rows(
      count,
      `SELECT count(*)::int AS n FROM zones z JOIN sites s ON s.id = z.site_id WHERE s.name = 'Lincoln Elementary' AND z.id = ANY($1::text[])`,
      [zoneIds],
    );
    expect(n).toBe(12);
    expect(floors[0]!.floor_plan_url).toMatch(/^data:image\/svg\+xml;base64,/);
  });
});

describe('dashboards', () => {
  it('fills the three demo dashboards with sections and cards of every kind, all of the project', async () => {
    const rows = await database.rows(
      z.object({ name: z.string(), sections: z.number(), types: z.array(z.string()) }),
      `SELECT d.name, (SELECT count(*)::int FROM dashboard_sections s WHERE s.dashboard_id = d.id) AS sections,
              coalesce((SELECT array_agg(DISTINCT c.type::text ORDER BY c.type::text) FROM dashboard_cards c
                         WHERE c.dashboard_id = d.id), '{}') AS types
         FROM dashboards d ORDER BY d.name`,
    );
    expect(rows).toEqual([
      { name: 'Gymnasium Watch', sections: 1, types: ['link', 'point'] },
      { name: 'Lincoln Classrooms', sections: 2, types: ['multipoint', 'point'] },
      { name: 'Portfolio Overview', sections: 2, types: ['link', 'point'] },
    ]);
    // Every point card names a measurement of its card's site, in the dashboard's project.
    const stray = await database.rows(
      named,
      `SELECT c.name FROM dashboard_cards c JOIN dashboards d ON d.id = c.dashboard_id
        LEFT JOIN measurements m ON m.id = c.point_id AND m.site_id = c.site_id
        LEFT JOIN sites s ON s.id = m.site_id AND s.project_id = d.project_id
        WHERE c.type = 'point' AND s.id IS NULL`,
    );
    expect(stray).toEqual([]);
    const [multi] = await database.rows(
      z.object({ n: z.number() }),
      `SELECT jsonb_array_length(points)::int AS n FROM dashboard_cards WHERE type = 'multipoint'`,
    );
    expect(multi!.n).toBeGreaterThan(1);
  });
});

describe('kiosks', () => {
  it('gives every site a plain and a branded lobby kiosk picking readings of the site', async () => {
    const rows = await database.rows(
      z.object({
        site: z.string(),
        name: z.string(),
        type: z.string(),
        zone: z.string().nullable(),
        picks: z.number(),
        uuid: z.string(),
      }),
      `SELECT s.name AS site, k.name, k.type::text AS type, z.name AS zone, k.uuid,
              cardinality(k.measurement_ids) AS picks
         FROM kiosks k JOIN sites s ON s.id = k.site_id LEFT JOIN zones z ON z.id = k.zone_id
        ORDER BY s.name, k.name`,
    );
    expect(
      rows.map(({ site, name, type, zone, picks }) => [site, name, type, zone, picks]),
    ).toEqual([
      ['Harbor Office Tower', 'Harbor Office Tower Lobby', 'plain', 'Lobby', 4],
      ['Harbor Office Tower', 'Harbor Office Tower Lobby (branded)', 'branded', null, 3],
      ['Lincoln Elementary', 'Lincoln Elementary Lobby', 'plain', 'Main Office', 4],
      ['Lincoln Elementary', 'Lincoln Elementary Lobby (branded)', 'branded', null, 3],
      ['Maple Street Library', 'Maple Street Library Lobby', 'plain', 'Reading Room', 4],
      ['Maple Street Library', 'Maple Street Library Lobby (branded)', 'branded', null, 3],
      ['Riverside Clinic', 'Riverside Clinic Lobby', 'plain', 'Waiting Room', 4],
      ['Riverside Clinic', 'Riverside Clinic Lobby (branded)', 'branded', null, 3],
    ]);
    for (const { uuid } of rows) {
      expect(uuid).toMatch(/^[A-Za-z0-9_-]{22}$/);
    }
    // Every pick is a measurement of the kiosk's site (and zone, when it has one).
    const stray = await database.rows(
      named,
      `SELECT k.name FROM kiosks k CROSS JOIN unnest(k.measurement_ids) AS pick(id)
         LEFT JOIN measurements m ON m.id = pick.id AND m.site_id = k.site_id
                                 AND (k.zone_id IS NULL OR m.zone_id = k.zone_id)
        WHERE m.id IS NULL`,
    );
    expect(stray).toEqual([]);
  });

  it("brands the Demo Portfolio's sites with colours and two logos", async () => {
    const rows = await database.rows(
      z.object({ project: z.string(), branding: z.record(z.string(), z.string()) }),
      `SELECT p.name AS project, s.branding FROM sites s JOIN projects p ON p.id = s.project_id`,
    );
    for (const { project, branding } of rows.filter((r) => r.project === 'Demo Portfolio')) {
      expect(Object.keys(branding).sort()).toEqual([
        'bgcolor',
        'donutcolor',
        'iconcolor',
        'logo1center',
        'logo2center',
        'textcolor',
      ]);
      expect(branding.logo2center, project).toMatch(/^data:image\/svg\+xml;base64,/);
    }
  });
});

describe('the unclaimed kit', () => {
  it('gives Demo Portfolio a simulated kit of a hub and three multi-sensors, none installed', async () => {
    const kits = await database.rows(
      z.object({ project: z.string(), product: z.string(), site_id: z.string().nullable() }),
      `SELECT p.name AS project, pr.name AS product, k.site_id FROM kits k
         JOIN projects p ON p.id = k.project_id JOIN products pr ON pr.id = k.product_id
        WHERE k.simulated AND k.revoked_at IS NULL AND k.completed_at IS NULL`,
    );
    expect(kits).toEqual([{ project: 'Demo Portfolio', product: 'AB-MS-6', site_id: null }]);
    const devices = await database.rows(
      z.object({ serial_number: z.string(), name: z.string(), type: z.string() }),
      `SELECT d.serial_number, d.name, pr.type::text AS type FROM devices d
         JOIN kits k ON k.id = d.kit_id JOIN products pr ON pr.id = d.product_id
        WHERE k.simulated AND NOT d.onboarded AND d.site_id IS NULL AND d.project_id = k.project_id
        ORDER BY d.serial_number`,
    );
    expect(devices).toEqual([
      { serial_number: 'KIT-HUB-2001', name: 'Airboard Hub KIT-HUB-2001', type: 'hub' },
      { serial_number: 'KIT-MS-2002', name: 'Airboard Multi-Sensor KIT-MS-2002', type: 'sensor' },
      { serial_number: 'KIT-MS-2003', name: 'Airboard Multi-Sensor KIT-MS-2003', type: 'sensor' },
      { serial_number: 'KIT-MS-2004', name: 'Airboard Multi-Sensor KIT-MS-2004', type: 'sensor' },
    ]);
  });

  it('prints its link at start-up while it is open, and no longer once revoked', async () => {
    const [kit] = await database.rows(
      z.object({ id: z.string(), token: z.string() }),
      `SELECT id, onboarding_token AS token FROM kits WHERE simulated`,
    );
    expect(await openDemoKitLinkIds(database.handle.db)).toEqual([kit!.token]);
    await database.handle.db.execute(sql`UPDATE kits SET revoked_at = now() WHERE id = ${kit!.id}`);
    expect(await openDemoKitLinkIds(database.handle.db)).toEqual([]);
    await database.handle.db.execute(sql`UPDATE kits SET revoked_at = NULL WHERE id = ${kit!.id}`);
  });

  it("pictures each product's steps with a drawing the web app serves", async () => {
    const products = await database.rows(
      z.object({ name: z.string(), act_image_url: z.string() }),
      `SELECT name, act_image_url FROM products ORDER BY name`,
    );
    expect(products).toEqual([
      { name: 'AB-HUB-1', act_image_url: '/onboarding/hub.svg' },
      { name: 'AB-MS-6', act_image_url: '/onboarding/multi-sensor.svg' },
    ]);
    for (const { act_image_url: url } of products) {
      expect(fs.readFileSync(new URL(`../../web/public${url}`, import.meta.url), 'utf8')).toMatch(
        /^<svg /,
      );
    }
  });
});

describe('accounts', () => {
  it('has the five demo accounts with their roles and projects', async () => {
    const rows = await database.rows(
      z.object({
        email: z.string(),
        projects: z.array(z.string()),
        password_hash: z.string(),
      }),
      // Roles are per membership (decision 009): each project with the role held there.
      `SELECT u.email, u.password_hash,
              array_agg(p.name || ' (' || m.role || ')' ORDER BY p.name) AS projects
         FROM users u JOIN memberships m ON m.user_id = u.id JOIN projects p ON p.id = m.project_id
        GROUP BY u.email, u.password_hash ORDER BY u.email`,
    );
    expect(rows.map(({ email, projects }) => ({ email, projects }))).toEqual([
      { email: 'admin@example.com', projects: ['Demo Portfolio (admin)'] },
      { email: 'multi@example.com', projects: ['Demo Portfolio (user)', 'Other Portfolio (user)'] },
      { email: 'other@example.com', projects: ['Other Portfolio (user)'] },
      {
        email: 'super@example.com',
        projects: ['Demo Portfolio (superAdmin)', 'Other Portfolio (superAdmin)'],
      },
      { email: 'user@example.com', projects: ['Demo Portfolio (user)'] },
    ]);
    expect(rows[0]!.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(rows[0]!.password_hash, DEMO_PASSWORD)).toBe(true);
  });
});

describe('history', () => {
  it('stores 5-minute readings for the numeric points, with a few sensors gone silent', async () => {
    expect(summary.readings).toBeGreaterThan(150 * 288 * 3);
    const [silent] = await database.rows(
      count,
      `SELECT count(*)::int AS n FROM points WHERE kind = 'Number' AND (cur_val_ts IS NULL OR cur_val_ts < $1::timestamptz - interval '1 hour')`,
      [now.toISOString()],
    );
    expect(silent?.n).toBe(3);
  });

  it('keeps quarter-hour rollups equal to the raw readings', async () => {
    const mismatches = await database.rows(
      z.object({ series_id: z.number(), bucket: z.date() }),
      `SELECT r.series_id, r.bucket FROM reading_rollups r
         FULL JOIN (SELECT series_id, ${ROLLUP_BUCKET_SQL('ts')} AS bucket, min(value) AS min, max(value) AS max,
                           sum(value) AS sum, count(*)::int AS count
                      FROM readings GROUP BY 1, 2) raw USING (series_id, bucket)
        WHERE r.count IS DISTINCT FROM raw.count OR r.min IS DISTINCT FROM raw.min OR r.max IS DISTINCT FROM raw.max
           OR abs(r.sum - raw.sum) > 1e-6 * greatest(1, abs(raw.sum))`,
    );
    expect(mismatches).toEqual([]);
  });

  it('trips critical and warning alerts, some of them still active, with counts kept', async () => {
    const rows = await database.rows(
      z.object({ alert_type: z.string(), active: z.boolean() }),
      `SELECT DISTINCT c.alert_type, a.is_active AS active FROM alerts a JOIN alert_configs c ON c.id = a.alert_config_id`,
    );
    expect(rows).toContainEqual({ alert_type: 'critical', active: true });
    expect(rows).toContainEqual({ alert_type: 'warning', active: true });
    expect(rows).toContainEqual({ alert_type: 'warning', active: false });
    const wrongCounts = await database.rows(
      named,
      `SELECT s.name FROM sites s WHERE s.active_alerts_count <> (SELECT count(*) FROM alerts a WHERE a.site_id = s.id AND a.is_active)`,
    );
    expect(wrongCounts).toEqual([]);
  });

  it('gives zones and sites scores and the sites their first data date', async () => {
    const sites = await database.rows(
      z.object({ name: z.string(), overall: z.number().nullable(), first: z.date().nullable() }),
      `SELECT name, (scores->'scoreOA'->>'val')::float AS overall, first_data_date AS first FROM sites`,
    );
    for (const site of sites) {
      expect(site.overall, site.name).toBeGreaterThan(0);
      expect(site.overall, site.name).toBeLessThanOrEqual(100);
      expect(site.first, site.name).not.toBeNull();
    }
  });
});

describe('schedules', () => {
  it('gives the Demo Portfolio the district holiday calendar of the school calendar', async () => {
    const rows = await database.rows(
      z.object({ project: z.string(), name: z.string(), entries: z.array(z.unknown()) }),
      `SELECT p.name AS project, c.name, c.entries
         FROM holiday_calendars c JOIN projects p ON p.id = c.project_id`,
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ project: 'Demo Portfolio', name: 'District holidays' });
    expect(rows[0]!.entries).toEqual(
      expect.arrayContaining([
        { kind: 'weekNDay', month: 1, week: 3, weekday: 1 }, // MLK Day
        { kind: 'weekNDay', month: 11, week: 4, weekday: 4 }, // Thanksgiving
        { kind: 'date', date: '2026-11-27' }, // the day after
        { kind: 'range', from: '2026-12-22', to: '2026-12-31' }, // winter break
      ]),
    );
  });

  it("gives Lincoln Elementary its classrooms' setpoints and its ionizers, each group planned", async () => {
    const groups = await database.rows(
      z.object({
        site: z.string(),
        name: z.string(),
        point_kind: z.string(),
        calendars: z.array(z.object({ calendarId: z.string(), effect: z.string() })),
        zones: z.array(z.string()),
        measurements: z.array(z.string()),
        next: z.date(),
        jobs: z.array(z.date()),
      }),
      `SELECT s.name AS site, g.name, g.point_kind, g.calendars, g.next_transition_at AS next,
              array(SELECT z.name FROM schedule_group_points gp JOIN points p ON p.id = gp.point_id
                      JOIN zones z ON z.id = p.zone_id WHERE gp.group_id = g.id ORDER BY z.name) AS zones,
              array(SELECT DISTINCT m.name FROM schedule_group_points gp JOIN points p ON p.id = gp.point_id
                      JOIN measurements m ON m.id = p.measurement_id WHERE gp.group_id = g.id) AS measurements,
              array(SELECT j.run_at FROM jobs j WHERE j.kind = 'schedule-transition' AND j.status = 'pending'
                      AND j.payload->>'groupId' = g.id) AS jobs
         FROM schedule_groups g JOIN sites s ON s.id = g.site_id ORDER BY g.name`,
    );
    const [calendar] = await database.rows(
      z.object({ id: z.string() }),
      `SELECT id FROM holiday_calendars`,
    );
    const skip = [{ calendarId: calendar!.id, effect: 'skip' }];
    // A Friday 09:02 in Chicago: the classrooms go unoccupied at 15:30, the ionizers off at 16:00.
    expect(groups).toEqual([
      {
        site: 'Lincoln Elementary',
        name: 'Classroom setpoints',
        point_kind: 'number',
        calendars: skip,
        zones: ['Kindergarten Wing', 'Room 102', 'Room 201', 'Second Floor Classrooms'],
        measurements: ['Temperature Setpoint'],
        next: new Date('2026-11-20T21:30:00Z'),
        jobs: [new Date('2026-11-20T21:30:00Z')],
      },
      {
        site: 'Lincoln Elementary',
        name: 'Ionizers',
        point_kind: 'bool',
        calendars: skip,
        zones: ['Library', 'Main Office', 'Music Room', 'Room 101', 'Room 202'],
        measurements: ['Ionizer Status'],
        next: new Date('2026-11-20T22:00:00Z'),
        jobs: [new Date('2026-11-20T22:00:00Z')],
      },
    ]);
    // Planned once: a second start finds nothing to plan.
    expect(await planUnplannedScheduleGroups(database.handle, now)).toBe(0);
  });

  it("loads the history of the ionizers and the classrooms' setpoints as their programs", async () => {
    const history = (ref: string) =>
      database.rows(
        z.object({ ts: z.date(), value: z.number() }),
        `SELECT r.ts, r.value FROM readings r JOIN points p ON p.series_id = r.series_id
          WHERE p.bas_ref = $1 AND r.ts <= $2 ORDER BY r.ts`,
        [ref, now],
      );
    // Chicago's clock in November (UTC-6); the three days are school days.
    const hourOf = (ts: Date) => (((ts.getTime() / 3_600_000 - 6) % 24) + 24) % 24;
    const ionizer = await history('demo:lincoln/r101/ionizerStatus');
    // Every hour, and each change with the value held until it: not the 864 of a 5-minute series.
    expect(ionizer.length).toBeGreaterThanOrEqual(72);
    expect(ionizer.length).toBeLessThan(90);
    for (const { ts, value } of ionizer) {
      expect(value, ts.toISOString()).toBe(hourOf(ts) >= 6.5 && hourOf(ts) < 16 ? 1 : 0);
    }
    expect(ionizer.map((r) => r.value)).toContain(1);
    for (const { ts, value } of await history('demo:lincoln/r102/setpoint')) {
      expect(value, ts.toISOString()).toBe(hourOf(ts) >= 7 && hourOf(ts) < 15.5 ? 71 : 64);
    }
  });
});

describe('the live simulator', () => {
  it('adds one reading per live demo point per minute through ingestion, idempotently', async () => {
    const next = now.getTime() + 60_000;
    const first = await simulateMinute(database.handle, next);
    expect(first.stored).toBe(summary.points - 3);
    const again = await simulateMinute(database.handle, next);
    expect(again).toEqual({ stored: 0, duplicates: first.stored });
  });

  it("reads a writable point's written value until the next write, else the schedule's", async () => {
    const demoSystem = new SimulatedBuildingSystem({ writeDelayMs: 0 });
    const feed = {
      systems: new BuildingSystems(),
      demoSystem,
      readTimeoutMs: 5_000,
      log: { warn: () => undefined },
    };
    const valueOf = async (ref: string, at: number) => {
      const [row] = await database.rows(
        z.object({ value: z.number() }),
        `SELECT r.value FROM readings r JOIN points p ON p.series_id = r.series_id
          WHERE p.bas_ref = $1 AND r.ts = $2`,
        [ref, new Date(at)],
      );
      return row?.value;
    };
    const setpoint = 'demo:lincoln/r102/setpoint';
    const ionizer = 'demo:lincoln/r101/ionizerStatus';
    const other = 'demo:lincoln/music/ionizerStatus';
    // School is in: the schedule's occupied setpoint, the ionizers on.
    const before = now.getTime() + 2 * 60_000;
    await simulateMinute(database.handle, before, feed);
    expect(await valueOf(setpoint, before)).toBe(71);
    expect(await valueOf(ionizer, before)).toBe(1);
    await demoSystem.writePoint(setpoint, 75);
    await demoSystem.writePoint(ionizer, false);
    for (const minute of [3, 4]) {
      const at = now.getTime() + minute * 60_000;
      await simulateMinute(database.handle, at, feed);
      expect(await valueOf(setpoint, at)).toBe(75);
      expect(await valueOf(ionizer, at)).toBe(0);
      expect(await valueOf(other, at)).toBe(1);
    }
    await demoSystem.writePoint(setpoint, 64);
    const after = now.getTime() + 5 * 60_000;
    await simulateMinute(database.handle, after, feed);
    expect(await valueOf(setpoint, after)).toBe(64);
  });

  it('warms a room towards a setpoint written to it, gradually', async () => {
    const demoSystem = new SimulatedBuildingSystem();
    const feed = {
      systems: new BuildingSystems(),
      demoSystem,
      readTimeoutMs: 5_000,
      log: { warn: () => undefined },
    };
    // Room 102, heated to the schedule's 71 °F: someone asks for 78 at 09:12.
    const written = now.getTime() + 10 * 60_000;
    demoSystem.hold('demo:lincoln/r102/setpoint', [{ value: 78, at: written }]);
    const settings = await readDemoSettings(database.handle.db);
    const room = buildDemoSeries(Date.parse(settings!.anchor)).series.find(
      (s) => s.basRef === 'demo:lincoln/r102/temperature',
    )!;
    const warmer = async (minutes: number) => {
      const at = written + minutes * 60_000;
      await simulateMinute(database.handle, at, feed);
      const [row] = await database.rows(
        z.object({ value: z.number() }),
        `SELECT r.value FROM readings r JOIN points p ON p.series_id = r.series_id
          WHERE p.bas_ref = 'demo:lincoln/r102/temperature' AND r.ts = $1`,
        [new Date(at)],
      );
      return row!.value - sampleSignal(room.spec, at)!;
    };
    expect(await warmer(1)).toBeLessThan(0.3);
    const halfHour = await warmer(30);
    expect(halfHour).toBeGreaterThan(1.5);
    expect(await warmer(60)).toBeGreaterThan(halfHour + 1);
  });
});

describe('migrations', () => {
  it('run again on a database that holds data without changing it', async () => {
    await migrateDatabase(database.handle);
    const [users] = await database.rows(count, `SELECT count(*)::int AS n FROM users`);
    expect(users?.n).toBe(5);
  });
});
