/**
 * Issue 17's point explorer bench: a project with 50,000 points (one site, 500 zones, four point
 * types, 2 % of the measurements with an open alert), loaded in bulk; then GET
 * /api/querypoints/points through app.inject as a member, for the filters people use most: the
 * site alone, site + type, site + a name fragment, and active alarms. Each is one page of 100
 * (the default) with the total. Goal: p95 < 300 ms.
 */
import { openDatabase, type DatabaseHandle } from '../apps/server/src/db/connect';
import { newObjectId } from '../apps/server/src/db/ids';
import * as s from '../apps/server/src/db/schema/index';
import { fmt, timeIt } from './timing';
import { setUp, type Fixture } from './telemetry-fixture';

const POINTS = 50_000;
const ZONES = 500;
const RUNS = 30;
const TYPES = [
  { type: 'cO2Sensor', unit: 'ppm' },
  { type: 'benchTemperature', unit: '°F' },
  { type: 'benchHumidity', unit: '%' },
  { type: 'benchFan', unit: '' },
] as const;

/** The zones, and a measurement with its point per reading, written by COPY / unnest. */
async function loadPoints(f: Fixture) {
  const { db } = f.handle;
  await db.insert(s.pointTypes).values(
    TYPES.slice(1).map(({ type, unit }, i) => ({
      type,
      name: type,
      description: type,
      scoreOrder: 10 + i,
      unit,
      measurementType: 'point',
    })),
  );
  const zoneIds = Array.from({ length: ZONES }, () => newObjectId());
  await f.handle.bulkInsert(
    'zones',
    ['id', 'site_id', 'name'],
    ['text', 'text', 'text'],
    zoneIds.map((id, i) => [id, f.siteId, `Room ${String(i).padStart(3, '0')}`]),
  );
  const measurementRows: (string | number)[][] = [];
  const pointRows: (string | number)[][] = [];
  for (let i = 0; i < POINTS; i++) {
    const { type, unit } = TYPES[i % TYPES.length]!;
    const zoneId = zoneIds[i % ZONES]!;
    const measurementId = newObjectId();
    const name = `${type} ${String(i).padStart(5, '0')}`;
    const value = 20 + (i % 700) / 7;
    measurementRows.push([measurementId, f.siteId, zoneId, name, 'point', type, unit, value]);
    pointRows.push([newObjectId(), f.siteId, zoneId, measurementId, name, type, unit, value]);
  }
  await f.handle.bulkInsert(
    'measurements',
    ['id', 'site_id', 'zone_id', 'name', 'type', 'point_type', 'unit', 'cur_val'],
    ['text', 'text', 'text', 'text', 'text', 'text', 'text', 'float8'],
    measurementRows,
  );
  await f.handle.bulkInsert(
    'points',
    ['id', 'site_id', 'zone_id', 'measurement_id', 'name', 'type', 'unit', 'cur_val'],
    ['text', 'text', 'text', 'text', 'text', 'text', 'text', 'float8'],
    pointRows,
  );
  const [rule] = await db
    .insert(s.alertConfigs)
    .values({
      id: newObjectId(),
      projectId: f.projectId,
      alertType: 'warning',
      condition: 'above',
      threshold: 100,
      message: 'High',
    })
    .returning();
  const started = new Date().toISOString();
  await f.handle.bulkInsert(
    'alerts',
    ['id', 'alert_config_id', 'measurement_id', 'site_id', 'started_at'],
    ['text', 'text', 'text', 'text', 'timestamptz'],
    measurementRows
      .filter((_, i) => i % 50 === 0)
      .map((m) => [newObjectId(), rule!.id, String(m[0]), f.siteId, started]),
  );
  await f.handle.transaction((q) => q('ANALYZE'));
}

async function benchOn(label: string, handle: DatabaseHandle): Promise<string> {
  const f = await setUp(handle);
  try {
    const loadStart = performance.now();
    await loadPoints(f);
    const loadMs = performance.now() - loadStart;
    const filters = {
      'site only': '',
      'site + type': '&pointType=benchFan',
      'site + name contains': '&name=01234',
      'alarm active': '&alarmStatus=active',
    };
    const lines = [
      `Point explorer over ${POINTS.toLocaleString('en-US')} points (${label}; loaded in ${(loadMs / 1000).toFixed(1)} s), page of 100 + total:`,
    ];
    for (const [name, query] of Object.entries(filters)) {
      const url = `/api/querypoints/points?siteId=${f.siteId}&limit=100${query}`;
      const timing = await timeIt(RUNS, async () => {
        const res = await f.app.inject({
          method: 'GET',
          url,
          headers: { authorization: `Bearer ${f.token}` },
        });
        if (res.statusCode !== 200) {
          throw new Error(`${url} answered ${res.statusCode}: ${res.body}`);
        }
      });
      lines.push(`  ${name.padEnd(22)} ${fmt(timing)}`);
    }
    return lines.join('\n');
  } finally {
    await f.app.close();
  }
}

export async function benchPointExplorer(): Promise<string> {
  const targets = [
    { label: 'PGlite', open: () => openDatabase({}) },
    ...(process.env.BENCH_DATABASE_URL
      ? [
          {
            label: 'PostgreSQL',
            open: () => openDatabase({ databaseUrl: process.env.BENCH_DATABASE_URL }),
          },
        ]
      : []),
  ];
  const out: string[] = [];
  for (const target of targets) {
    const handle = await target.open();
    try {
      out.push(await benchOn(target.label, handle));
    } finally {
      await handle.close();
    }
  }
  return out.join('\n');
}
