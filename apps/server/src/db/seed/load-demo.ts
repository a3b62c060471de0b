/**
 * Loads the demo portfolio into an empty database: brands, projects, accounts, the point-type
 * catalogue, alert rules, sites, zones, floors, devices, measurements and points, then the
 * history (readings at 5-minute resolution with their hourly rollups, latest values, scores and
 * the alerts the history trips). Deterministic: the same anchor time gives the same data.
 */
import {
  combineSiteScores,
  combineZoneScores,
  scoreReading,
  type CategoryScoreType,
} from '@airboard/shared/rules';
import { hashPassword } from '../../auth/passwords';
import { findAlertEpisodes } from '../../telemetry/alerts/alert-rule';
import { toScoreValues } from '../../telemetry/live-state';
import type { BulkRow, DatabaseHandle } from '../connect';
import { newObjectId } from '../ids';
import * as s from '../schema/index';
import { signalTemplates, writableTemplates, type MeasurementTemplate } from './demo-catalogue';
import { DEMO_PASSWORD, demoAccounts, demoBrands, demoProjects } from './demo-layout';
import { floorPlan, siteLogo } from './demo-media';
import { buildDemoSeries, type DemoSeries } from './demo-series';
import {
  defaultAlertRules,
  defaultEventAlertRules,
  pointTypeCatalogue,
} from './point-type-catalogue';
import { occupancy, sampleSignal, TIME } from './signal-model';

export const DEMO_SETTINGS_KEY = 'demo';
export interface DemoSettings {
  anchor: string;
  days: number;
}

export interface DemoLoadOptions {
  days: number;
  now?: Date;
  log?: (message: string) => void;
}

export interface DemoLoadSummary {
  readings: number;
  rollups: number;
  alerts: number;
  activeAlerts: number;
  points: number;
}

const STEP = 5 * TIME.MINUTE;
const BATCH_ROWS = 250_000;

export async function loadDemoData(
  handle: DatabaseHandle,
  options: DemoLoadOptions,
): Promise<DemoLoadSummary> {
  const log = options.log ?? (() => undefined);
  const { db } = handle;
  const anchor = Math.floor((options.now ?? new Date()).getTime() / STEP) * STEP;
  const start = anchor - options.days * TIME.DAY;

  // Tenancy and accounts.
  const brandIds = new Map<string, string>();
  for (const b of demoBrands) {
    const id = newObjectId();
    brandIds.set(b.key, id);
    await db.insert(s.brands).values({
      id,
      key: b.key,
      name: b.name,
      hosts: [...b.hosts],
      logoUrl: siteLogo(b.name.slice(0, 1), b.color),
      contactUrl: b.contactUrl,
      inviteSender: b.inviteSender,
      poweredByText: b.poweredByText,
      isDefault: b.isDefault,
    });
  }
  const projectIds = new Map<string, string>();
  for (const p of demoProjects) {
    const id = newObjectId();
    projectIds.set(p.key, id);
    await db
      .insert(s.projects)
      .values({ id, name: p.name, mapView: p.mapView, brandId: brandIds.get('airboard') ?? null });
  }
  for (const account of demoAccounts) {
    const userId = newObjectId();
    await db.insert(s.users).values({
      id: userId,
      email: account.email,
      passwordHash: await hashPassword(DEMO_PASSWORD),
      firstName: account.firstName,
      lastName: account.lastName,
      role: account.role,
      emailVerified: true,
      acceptTerms: true,
      // Demo accounts have seen the welcome modal; new accounts (signup, invite) get it.
      onboardingComplete: {
        modals: { welcome: { step: 2, name: 'welcome', complete: true } },
        tooltips: {},
        alerts: {},
      },
      notifications: { email: account.role !== 'user', sms: false },
    });
    await db
      .insert(s.memberships)
      .values(account.projects.map((p) => ({ userId, projectId: projectIds.get(p)! })));
  }

  // Catalogue and default alert rules.
  await db.insert(s.pointTypes).values(pointTypeCatalogue);
  const rules = defaultAlertRules.map((r) => ({ ...r, id: newObjectId() }));
  await db.insert(s.alertConfigs).values(rules.map((r) => ({ ...r, projectId: null })));
  await db
    .insert(s.alertConfigs)
    .values(defaultEventAlertRules.map((r) => ({ ...r, id: newObjectId(), projectId: null })));

  // Buildings.
  const zoneIds = new Map<string, string>();
  const siteIds = new Map<string, string>();
  for (const project of demoProjects) {
    for (const site of project.sites) {
      const siteId = newObjectId();
      siteIds.set(site.key, siteId);
      await db.insert(s.sites).values({
        id: siteId,
        projectId: projectIds.get(project.key)!,
        name: site.name,
        shortName: site.shortName,
        address: site.address,
        latitude: site.latitude,
        longitude: site.longitude,
        timeZone: site.timeZone,
        logoUrl: siteLogo(site.shortName, site.logoColor),
        aqEnabled: site.aqEnabled,
        canBeScheduled: site.canBeScheduled,
        onboarded: true,
        branding: {
          bgcolor: '#0d1b2a',
          textcolor: '#ffffff',
          donutcolor: site.logoColor,
          iconcolor: site.logoColor,
        },
        createdAt: new Date(start - TIME.DAY),
      });
      // Parents before children, so the tree's foreign key holds.
      const ordered = [
        ...site.zones.filter((z) => !z.parent),
        ...site.zones.filter((z) => z.parent),
      ];
      for (const zone of ordered) {
        const id = newObjectId();
        zoneIds.set(`${site.key}/${zone.key}`, id);
        await db.insert(s.zones).values({
          id,
          siteId,
          name: zone.name,
          parentId: zone.parent ? zoneIds.get(`${site.key}/${zone.parent}`)! : null,
        });
      }
      for (const floorNumber of [1, 2] as const) {
        const rooms = site.zones.filter((z) => z.floor === floorNumber && z.rect);
        if (rooms.length === 0) {
          continue;
        }
        const zoneData = Object.fromEntries(
          rooms.map((z) => [zoneIds.get(`${site.key}/${z.key}`)!, { ...z.rect!, name: z.name }]),
        );
        const name = floorNumber === 1 ? 'First Floor' : 'Second Floor';
        await db.insert(s.floors).values({
          id: newObjectId(),
          siteId,
          name,
          position: floorNumber,
          floorPlanUrl: floorPlan(`${site.name} · ${name}`, Object.values(zoneData)),
          zoneData,
        });
      }
    }
  }

  // A few dashboards, so the navigator and the dashboards screens have something to show.
  await db.insert(s.dashboards).values([
    {
      id: newObjectId(),
      projectId: projectIds.get('demo')!,
      name: 'Portfolio Overview',
      level: 'project',
      scope: 'Project Level Dashboard',
      description: 'Scores and alerts across every building',
    },
    {
      id: newObjectId(),
      projectId: projectIds.get('demo')!,
      name: 'Lincoln Classrooms',
      level: 'site',
      scope: 'Lincoln Elementary',
      siteId: siteIds.get('lincoln')!,
    },
    {
      id: newObjectId(),
      projectId: projectIds.get('demo')!,
      name: 'Gymnasium Watch',
      level: 'zone',
      scope: 'Lincoln Elementary - Gymnasium',
      siteId: siteIds.get('lincoln')!,
      zoneId: zoneIds.get('lincoln/gym')!,
    },
  ]);

  // Devices: Harbor Office Tower's sensors report through a hub, one multi-sensor per zone.
  const hubProduct = newObjectId();
  const sensorProduct = newObjectId();
  await db.insert(s.products).values([
    {
      id: hubProduct,
      name: 'AB-HUB-1',
      friendlyModelName: 'Airboard Hub',
      type: 'hub',
      channels: {},
    },
    {
      id: sensorProduct,
      name: 'AB-MS-6',
      friendlyModelName: 'Airboard Multi-Sensor',
      type: 'sensor',
      channels: {
        co2: 'cO2Sensor',
        voc: 'vocSensor',
        pm25: 'pm2.5Sensor',
        pm10: 'pm10Sensor',
        temperature: 'spaceTemperature',
        humidity: 'humiditySensor',
      },
    },
  ]);
  const deviceIds = new Map<string, string>();
  const harbor = demoProjects[0]!.sites.find((x) => x.key === 'harbor')!;
  await db.insert(s.devices).values({
    id: newObjectId(),
    projectId: projectIds.get('demo')!,
    siteId: siteIds.get('harbor')!,
    productId: hubProduct,
    name: 'Harbor Hub',
    serialNumber: 'HUB-0001',
    onboardingToken: newObjectId() + newObjectId() + newObjectId(),
    rssi: -42,
    lastHeardFrom: new Date(anchor),
    onboarded: true,
    metadata: { firmware: '2.4.1' },
  });
  for (const [i, zone] of harbor.zones.entries()) {
    const id = newObjectId();
    deviceIds.set(`harbor/${zone.key}`, id);
    await db.insert(s.devices).values({
      id,
      projectId: projectIds.get('demo')!,
      siteId: siteIds.get('harbor')!,
      zoneId: zoneIds.get(`harbor/${zone.key}`)!,
      productId: sensorProduct,
      name: `${zone.name} Sensor`,
      serialNumber: `MS-${String(1001 + i)}`,
      onboardingToken: newObjectId() + newObjectId() + newObjectId(),
      rssi: -48 - i * 6,
      lastHeardFrom: new Date(zone.key === 'confB' ? anchor - 3 * TIME.DAY : anchor),
      onboarded: true,
      metadata: { firmware: '1.9.0', mac: `00:1b:44:11:3a:${(0xb7 + i).toString(16)}` },
    });
  }

  // Measurements and points.
  const { series, writables } = buildDemoSeries(anchor);
  let position = 0;
  const createMeasurementWithPoint = async (
    siteKey: string,
    zoneKey: string,
    template: MeasurementTemplate,
    basRef: string,
    channel: string | null,
  ) => {
    const measurementId = newObjectId();
    const siteId = siteIds.get(siteKey)!;
    const zoneId = zoneIds.get(`${siteKey}/${zoneKey}`)!;
    const catalogueEntry = pointTypeCatalogue.find((p) => p.type === template.pointType);
    await db.insert(s.measurements).values({
      id: measurementId,
      siteId,
      zoneId,
      name: template.name,
      type: template.type,
      pointType: template.pointType,
      kind: template.kind,
      unit: template.unit,
      section: template.section,
      position: position++,
      writableFunctions: template.functions,
      scoreType: catalogueEntry?.scoreType ?? null,
      activeText: template.activeText ?? null,
      inactiveText: template.inactiveText ?? null,
      multiStateValues: template.multiStateValues ?? null,
      description: catalogueEntry?.description ?? null,
      createdAt: new Date(start),
    });
    const deviceId = channel ? (deviceIds.get(`${siteKey}/${zoneKey}`) ?? null) : null;
    const [point] = await db
      .insert(s.points)
      .values({
        id: newObjectId(),
        siteId,
        zoneId,
        measurementId,
        basRef,
        name: template.name,
        type: template.pointType,
        kind: template.kind,
        unit: template.unit,
        functions: template.functions,
        range: template.range ?? null,
        deviceId,
        channel: deviceId ? channel : null,
      })
      .returning({ seriesId: s.points.seriesId });
    return { measurementId, seriesId: point!.seriesId };
  };

  const seriesRows: { demo: DemoSeries; seriesId: number; measurementId: string }[] = [];
  for (const demo of series) {
    const created = await createMeasurementWithPoint(
      demo.site.key,
      demo.zone.key,
      signalTemplates[demo.signal],
      demo.basRef,
      demo.signal,
    );
    seriesRows.push({ demo, ...created });
  }
  const writableRows: { seriesId: number; measurementId: string; value: number }[] = [];
  for (const w of writables) {
    const created = await createMeasurementWithPoint(
      w.site.key,
      w.zone.key,
      writableTemplates[w.kind],
      w.basRef,
      null,
    );
    const value =
      w.kind === 'ionizerStatus'
        ? 1
        : occupancy(w.site.schedule, w.site.timeZone, anchor) > 0
          ? 1
          : 0;
    writableRows.push({ ...created, value });
  }
  log(
    `created ${seriesRows.length + writableRows.length} points; generating ${options.days} days of history`,
  );

  // History: readings, rollups, latest values and alert episodes.
  const slots: number[] = [];
  for (let t = start + STEP; t <= anchor; t += STEP) {
    slots.push(t);
  }
  const slotIso = slots.map((t) => new Date(t).toISOString());
  const thresholdsByType = new Map(pointTypeCatalogue.map((p) => [p.type, p.threshold ?? null]));
  let readingBatch: BulkRow[] = [];
  let readingCount = 0;
  const rollupRows: BulkRow[] = [];
  const alertRows: (typeof s.alerts.$inferInsert)[] = [];
  const latest = new Map<string, { value: number; ts: number; score: number | null }>();

  const flush = async () => {
    if (readingBatch.length > 0) {
      await handle.bulkInsert(
        'readings',
        ['series_id', 'ts', 'value'],
        ['int', 'timestamptz', 'float8'],
        readingBatch,
      );
      readingCount += readingBatch.length;
      readingBatch = [];
    }
  };

  for (const { demo, seriesId, measurementId } of seriesRows) {
    const template = signalTemplates[demo.signal];
    const thresholds = thresholdsByType.get(template.pointType) ?? null;
    const ts: number[] = [];
    const values: number[] = [];
    let hour = -1;
    let agg = {
      min: 0,
      max: 0,
      sum: 0,
      count: 0,
      smin: Infinity,
      smax: -Infinity,
      ssum: 0,
      scount: 0,
    };
    const pushHour = () => {
      if (agg.count > 0) {
        rollupRows.push([
          seriesId,
          new Date(hour).toISOString(),
          agg.min,
          agg.max,
          agg.sum,
          agg.count,
          agg.scount ? agg.smin : null,
          agg.scount ? agg.smax : null,
          agg.ssum,
          agg.scount,
        ]);
      }
    };
    for (let i = 0; i < slots.length; i++) {
      const t = slots[i]!;
      const v = sampleSignal(demo.spec, t);
      if (v === null) {
        continue;
      }
      ts.push(t);
      values.push(v);
      readingBatch.push([seriesId, slotIso[i]!, v]);
      const h = Math.floor(t / TIME.HOUR) * TIME.HOUR;
      if (h !== hour) {
        pushHour();
        hour = h;
        agg = {
          min: v,
          max: v,
          sum: 0,
          count: 0,
          smin: Infinity,
          smax: -Infinity,
          ssum: 0,
          scount: 0,
        };
      }
      agg.min = Math.min(agg.min, v);
      agg.max = Math.max(agg.max, v);
      agg.sum += v;
      agg.count++;
      if (thresholds) {
        const score = scoreReading(v, thresholds);
        agg.smin = Math.min(agg.smin, score);
        agg.smax = Math.max(agg.smax, score);
        agg.ssum += score;
        agg.scount++;
      }
    }
    pushHour();
    const lastIndex = ts.length - 1;
    if (lastIndex >= 0) {
      const value = values[lastIndex]!;
      latest.set(measurementId, {
        value,
        ts: ts[lastIndex]!,
        score: thresholds ? scoreReading(value, thresholds) : null,
      });
    }
    for (const rule of rules.filter((r) => r.pointType === template.pointType)) {
      for (const episode of findAlertEpisodes(rule, ts, values)) {
        alertRows.push({
          id: newObjectId(),
          alertConfigId: rule.id,
          measurementId,
          siteId: siteIds.get(demo.site.key)!,
          zoneId: zoneIds.get(`${demo.site.key}/${demo.zone.key}`)!,
          isActive: episode.clearedAt === null,
          startedAt: new Date(episode.openedAt),
          clearedAt: episode.clearedAt === null ? null : new Date(episode.clearedAt),
          value: episode.value,
        });
      }
    }
    if (readingBatch.length >= BATCH_ROWS) {
      await flush();
      log(`  ${readingCount.toLocaleString('en-US')} readings stored`);
    }
  }
  for (const w of writableRows) {
    readingBatch.push([w.seriesId, new Date(anchor).toISOString(), w.value]);
    const hour = new Date(Math.floor(anchor / TIME.HOUR) * TIME.HOUR).toISOString();
    rollupRows.push([w.seriesId, hour, w.value, w.value, w.value, 1, null, null, 0, 0]);
    latest.set(w.measurementId, { value: w.value, ts: anchor, score: null });
  }
  await flush();
  await handle.bulkInsert(
    'reading_rollups_hourly',
    [
      'series_id',
      'hour',
      'min',
      'max',
      'sum',
      'count',
      'score_min',
      'score_max',
      'score_sum',
      'score_count',
    ],
    [
      'int',
      'timestamptz',
      'float8',
      'float8',
      'float8',
      'int',
      'float4',
      'float4',
      'float8',
      'int',
    ],
    rollupRows,
  );
  for (let i = 0; i < alertRows.length; i += 500) {
    await db.insert(s.alerts).values(alertRows.slice(i, i + 500));
  }

  await applyLatestState(handle, latest, alertRows, anchor);
  await db.insert(s.systemSettings).values({
    key: DEMO_SETTINGS_KEY,
    value: { anchor: new Date(anchor).toISOString(), days: options.days } satisfies DemoSettings,
  });
  const activeAlerts = alertRows.filter((a) => a.isActive).length;
  return {
    readings: readingCount,
    rollups: rollupRows.length,
    alerts: alertRows.length,
    activeAlerts,
    points: seriesRows.length + writableRows.length,
  };
}

/** Latest values, zone and site scores, alert counts and first data dates after the history. */
async function applyLatestState(
  handle: DatabaseHandle,
  latest: Map<string, { value: number; ts: number; score: number | null }>,
  alertRows: (typeof s.alerts.$inferInsert)[],
  anchor: number,
): Promise<void> {
  const entries = [...latest.entries()];
  await handle.transaction(async (query) => {
    const ids = entries.map(([id]) => id);
    const vals = entries.map(([, l]) => l.value);
    const tss = entries.map(([, l]) => new Date(l.ts).toISOString());
    const scores = entries.map(([, l]) => l.score);
    const input = `unnest($1::text[], $2::float8[], $3::timestamptz[], $4::float8[]) AS u(id, val, ts, score)`;
    await query(
      `UPDATE measurements m SET cur_val = u.val, cur_val_ts = u.ts, cur_score = u.score,
              cur_score_ts = CASE WHEN u.score IS NULL THEN NULL ELSE u.ts END
         FROM ${input} WHERE m.id = u.id`,
      [ids, vals, tss, scores],
    );
    await query(
      `UPDATE points p SET cur_val = u.val, cur_val_ts = u.ts, cur_score = u.score FROM ${input} WHERE p.measurement_id = u.id`,
      [ids, vals, tss, scores],
    );
    const active = alertRows.filter((a) => a.isActive);
    await query(`UPDATE measurements SET is_alerting = true WHERE id = ANY($1::text[])`, [
      active.map((a) => a.measurementId),
    ]);
    await query(
      `UPDATE zones z SET active_alerts_count = c.n FROM
         (SELECT zone_id, count(*)::int AS n FROM alerts WHERE is_active GROUP BY zone_id) c WHERE z.id = c.zone_id`,
    );
    await query(
      `UPDATE sites s SET active_alerts_count = c.n FROM
         (SELECT site_id, count(*)::int AS n FROM alerts WHERE is_active GROUP BY site_id) c WHERE s.id = c.site_id`,
    );
    await query(
      `UPDATE sites s SET first_data_date = f.first_ts FROM
         (SELECT p.site_id, min(r.hour) AS first_ts FROM reading_rollups_hourly r JOIN points p USING (series_id) GROUP BY p.site_id) f
        WHERE s.id = f.site_id`,
    );
    const measurements = await query<{
      zone_id: string;
      site_id: string;
      score_type: CategoryScoreType | null;
      cur_score: number | null;
    }>(`SELECT zone_id, site_id, score_type, cur_score FROM measurements`);
    const ts = new Date(anchor).toISOString();
    const zoneScores = new Map<
      string,
      { siteId: string; scores: ReturnType<typeof combineZoneScores> }
    >();
    for (const zoneId of new Set(measurements.map((m) => m.zone_id))) {
      const items = measurements.filter((m) => m.zone_id === zoneId);
      const scores = combineZoneScores(
        items.map((m) => ({ scoreType: m.score_type, curScore: m.cur_score })),
      );
      zoneScores.set(zoneId, { siteId: items[0]!.site_id, scores });
      await query(`UPDATE zones SET scores = $2::jsonb WHERE id = $1`, [
        zoneId,
        JSON.stringify(toScoreValues(scores, ts)),
      ]);
    }
    for (const siteId of new Set([...zoneScores.values()].map((z) => z.siteId))) {
      const scores = combineSiteScores(
        [...zoneScores.values()].filter((z) => z.siteId === siteId).map((z) => z.scores),
      );
      await query(`UPDATE sites SET scores = $2::jsonb WHERE id = $1`, [
        siteId,
        JSON.stringify(toScoreValues(scores, ts)),
      ]);
    }
  });
}
