/**
 * Issue 13's dashboard bench, on the built server (`npm run build` first) with 60 days of demo data:
 * a dashboard of 100 point cards over the 3 demo sites with the most measurements, this week's
 * period (the default).
 * - In Chromium (1440×900): the API requests made to paint it, the time until every card shows its
 *   value (goal ≤ 1.5 s) and until the charts in view are drawn, and the trend requests a fast
 *   scroll to the end makes, then a slow one.
 * - Over HTTP: one site's trends in one GET /api/site/{siteId}/trends against the same trends one
 *   GET /api/trendData each (what every chart asked for before).
 * - In-process on the same data after the server stops: the trends service against the SQL it
 *   wraps (the point lookup and the hourly query per measurement, in one transaction).
 */
import { z } from 'zod';
import { openDatabase } from '../apps/server/src/db/connect';
import {
  siteTrends,
  TREND_TARGET_SQL,
  hourlyTrendSql,
} from '../apps/server/src/modules/trends/trends.service';
import { useTimeZone } from '../apps/server/src/telemetry/local-time';
import { signInDemoAccount } from '../apps/server/test/fixtures/demo-sign-in';
import { freePort, spawnServer, untilListening } from '../apps/server/test/fixtures/server-process';
import { launchBrowser } from '../e2e/support/chromium';
import { demoDataDir, pgliteDirOf } from './demo-data-dir';
import { fmt, timeIt } from './timing';

const CARDS = 100;
const SITES = 3;
const RUNS = 5;
const VIEWPORT = { width: 1440, height: 900 };

type Api = <T>(path: string, init?: { method?: string; body?: unknown }) => Promise<T>;
type Site = { objectId: string; name: string; timeZone: string };
type Card = { siteId: string; zoneId: string; pointId: string; name: string };

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** The measurements the cards show: the 3 sites with the most numeric ones, 34 + 33 + 33. */
async function chooseCards(api: Api): Promise<{ sites: Site[]; cards: Card[] }> {
  const { sites } = await api<{ sites: Site[] }>('/api?slim=true');
  const bySite = await Promise.all(
    sites.map(async (site) => {
      const { results } = await api<{
        results: {
          objectId: string;
          name: string;
          kind: string;
          zone: { objectId: string } | null;
        }[];
      }>(`/api/measurements?siteId=${site.objectId}`);
      return { site, measurements: results.filter((m) => m.kind === 'Number' && m.zone) };
    }),
  );
  const chosen = bySite
    .sort((a, b) => b.measurements.length - a.measurements.length)
    .slice(0, SITES);
  const cards: Card[] = [];
  chosen.forEach(({ site, measurements }, i) => {
    const share = Math.ceil((CARDS - cards.length) / (SITES - i));
    for (const m of measurements.slice(0, share)) {
      cards.push({
        siteId: site.objectId,
        zoneId: m.zone!.objectId,
        pointId: m.objectId,
        name: `${site.name} - ${m.name}`,
      });
    }
  });
  // Sites with fewer readings than their share: the first cards again, as a second section of a
  // real dashboard might show them (the batch asks for each point once).
  for (let i = 0; cards.length < CARDS; i++) {
    cards.push({ ...cards[i]!, name: `${cards[i]!.name} (again)` });
  }
  return { sites: chosen.map((c) => c.site), cards };
}

/** Makes the dashboard through the API: four sections of 25 cards. */
async function createDashboard(api: Api, projectId: string, cards: Card[]): Promise<string> {
  const base = `/api/projects/${projectId}/dashboards`;
  type Answer = {
    results: { objectId: string; version: number; sections: { uniqueId: string }[] };
  };
  let { results: board } = await api<Answer>(base, {
    method: 'POST',
    body: {
      name: `Bench ${CARDS} cards ${Date.now()}`,
      level: 'project',
      scope: 'Project Level Dashboard',
      sections: [],
      cards: [],
      siteId: null,
      zoneId: null,
    },
  });
  for (const [i, card] of cards.entries()) {
    if (i % 25 === 0) {
      ({ results: board } = await api<Answer>(`${base}/${board.objectId}/sections`, {
        method: 'POST',
        body: { version: board.version, name: `Cards ${i + 1}–${i + 25}` },
      }));
    }
    ({ results: board } = await api<Answer>(`${base}/${board.objectId}/cards`, {
      method: 'POST',
      body: {
        version: board.version,
        sectionId: board.sections.at(-1)!.uniqueId,
        name: card.name,
        card: { type: 'point', siteId: card.siteId, zoneId: card.zoneId, pointId: card.pointId },
      },
    }));
  }
  return board.objectId;
}

/** Everything measured in one visit of the dashboard in Chromium. */
interface Visit {
  valuesMs: number;
  chartsInViewMs: number;
  paintRequests: string[];
  fastScrollTrendRequests: number;
  fastScrollIds: number;
  allTrendRequests: number;
}

/** A request's path with its object ids (10 letters and digits, at least one digit or capital) as {id}. */
const apiKind = (url: string) =>
  new URL(url).pathname.replace(/\/(?=[^/]*[0-9A-Z])[A-Za-z0-9]{10}(?=\/|$)/g, '/{id}');

async function visit(baseUrl: string, token: string, url: string, cards: number): Promise<Visit> {
  const browser = await launchBrowser();
  try {
    // The app's CSP forbids eval, which waitForFunction with a string needs.
    const context = await browser.newContext({ viewport: VIEWPORT, bypassCSP: true });
    await context.addInitScript(`localStorage.setItem('airboard.token', ${JSON.stringify(token)})`);
    const page = await context.newPage();
    const requests: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api')) {
        requests.push(request.url());
      }
    });
    // Warm the browser's cache of the app's files, as a user who has opened the app before.
    await page.goto(`${baseUrl}/`);
    await page.waitForLoadState('networkidle');
    requests.length = 0;

    await page.goto(`${baseUrl}${url}`);
    page.setDefaultTimeout(60_000);
    const valuesMs = await page
      .waitForFunction(
        `document.querySelectorAll('[data-card-id] [data-measurement-id]').length === ${cards} && performance.now()`,
        undefined,
        { timeout: 60_000, polling: 'raf' },
      )
      .then((h) => h.jsonValue() as Promise<number>);
    // The charts of the cards in view: each drawn (its line colour known) or its error shown.
    const chartsInViewMs = await page
      .waitForFunction(
        `(() => {
        const cards = [...document.querySelectorAll('[data-card-id]')].filter((c) => {
          const r = c.getBoundingClientRect();
          return r.bottom > 0 && r.top < innerHeight;
        });
        return cards.length > 0 && cards.every((c) => c.querySelector('[data-line-color]') || c.textContent.includes("Can't load data")) && performance.now();
      })()`,
        undefined,
        { timeout: 60_000, polling: 'raf' },
      )
      .then((h) => h.jsonValue() as Promise<number>);
    await page.waitForTimeout(500);
    const paintRequests = requests.map(apiKind);

    // A fast scroll to the end: half a screen every frame.
    const before = requests.length;
    await page.evaluate(`new Promise((done) => {
      const step = () => {
        scrollBy(0, innerHeight / 2);
        if (innerHeight + scrollY >= document.body.scrollHeight - 2) done(); else requestAnimationFrame(step);
      };
      step();
    })`);
    await page.waitForTimeout(1_000);
    const scrolled = requests.slice(before).filter((r) => r.includes('/trends?'));
    const fastScrollIds = scrolled.reduce(
      (n, r) =>
        n + (JSON.parse(new URL(r).searchParams.get('pointIds') ?? '[]') as string[]).length,
      0,
    );
    // Then back to the top and down at a reading pace, so every chart is drawn.
    await page.evaluate('scrollTo(0, 0)');
    await page.evaluate(`new Promise((done) => {
      const step = () => {
        scrollBy(0, innerHeight * 0.8);
        if (innerHeight + scrollY >= document.body.scrollHeight - 2) done(); else setTimeout(step, 400);
      };
      step();
    })`);
    await page.waitForTimeout(1_000);
    await context.close();
    return {
      valuesMs,
      chartsInViewMs,
      paintRequests,
      fastScrollTrendRequests: scrolled.length,
      fastScrollIds,
      allTrendRequests: requests.filter((r) => r.includes('/trends?')).length,
    };
  } finally {
    await browser.close();
  }
}

export async function benchDashboard(): Promise<string> {
  const dataDir = await demoDataDir();
  const port = await freePort();
  const server = spawnServer({ port, dataDir, built: true });
  const lines: string[] = [];
  const end = new Date();
  const start = new Date(end.getTime() - 7 * 86_400_000);
  let sites: Site[];
  let cards: Card[];
  try {
    await untilListening(server);
    const baseUrl = `http://127.0.0.1:${port}`;
    const { token, projectId } = await signInDemoAccount(baseUrl, 'user@example.com');
    const api: Api = async (path, init) => {
      const res = await fetch(`${baseUrl}${path}`, {
        method: init?.method ?? 'GET',
        headers: {
          authorization: `Bearer ${token}`,
          ...(init?.body ? { 'content-type': 'application/json' } : {}),
        },
        ...(init?.body ? { body: JSON.stringify(init.body) } : {}),
      });
      if (!res.ok) {
        throw new Error(`${path}: ${res.status} ${await res.text()}`);
      }
      return (await res.json()) as never;
    };
    ({ sites, cards } = await chooseCards(api));
    const dashboardId = await createDashboard(api, projectId, cards);
    const url = `/projects/${projectId}/dashboards/${dashboardId}`;

    console.log(`${cards.length} cards over ${sites.map((s) => s.name).join(', ')}`);
    await visit(baseUrl, token, url, cards.length); // warm-up: the server's first reads of these series
    const visits: Visit[] = [];
    for (let i = 0; i < RUNS; i++) {
      visits.push(await visit(baseUrl, token, url, cards.length));
    }
    const kinds = new Map<string, number>();
    visits[0]!.paintRequests.forEach((k) => kinds.set(k, (kinds.get(k) ?? 0) + 1));
    lines.push(
      `| Chromium: all ${cards.length} card values visible (goal ≤ 1.5 s) | **median ${median(visits.map((v) => v.valuesMs)).toFixed(0)} ms** (runs: ${visits.map((v) => v.valuesMs.toFixed(0)).join(', ')}) |`,
      `| Chromium: charts of the cards in view drawn | median ${median(visits.map((v) => v.chartsInViewMs)).toFixed(0)} ms |`,
      `| API requests to paint it | ${visits[0]!.paintRequests.length}: ${[...kinds].map(([k, n]) => `${k} ×${n}`).join(', ')} |`,
      `| fast scroll to the end (half a screen a frame) | ${visits[0]!.fastScrollTrendRequests} trend requests for ${visits[0]!.fastScrollIds} charts |`,
      `| every chart drawn (slow scroll after) | ${visits[0]!.allTrendRequests} trend requests in all for ${cards.length} charts |`,
    );

    // One site's charts over HTTP: one batch against one request per chart.
    const site = sites[0]!;
    const ids = cards.filter((c) => c.siteId === site.objectId).map((c) => c.pointId);
    const range = `startTime=${start.toISOString()}&endTime=${end.toISOString()}`;
    const batch = await timeIt(10, () =>
      api(
        `/api/site/${site.objectId}/trends?pointIds=${encodeURIComponent(JSON.stringify(ids))}&${range}`,
      ),
    );
    const oneByOne = await timeIt(10, async () => {
      for (const id of ids) {
        await api(`/api/trendData?siteId=${site.objectId}&pointId=${id}&${range}`);
      }
    });
    lines.push(
      `| HTTP: ${ids.length} trends of one site, this week, one GET /api/site/{id}/trends | ${fmt(batch)} |`,
      `| HTTP: the same ${ids.length} trends, one GET /api/trendData each, in turn | ${fmt(oneByOne)} (${(oneByOne.p50 / batch.p50).toFixed(2)}× the batch) |`,
    );
  } finally {
    server.child.kill('SIGTERM');
    await new Promise((resolve) => server.child.once('exit', resolve));
  }

  // In-process, the same site and period: the service against the SQL it runs.
  const handle = await openDatabase({ dataDir: pgliteDirOf(dataDir) });
  try {
    const site = sites[0]!;
    const ids = cards.filter((c) => c.siteId === site.objectId).map((c) => c.pointId);
    const series = z.object({ series_id: z.number() });
    const service = await timeIt(10, () =>
      siteTrends(handle, {
        siteId: site.objectId,
        timeZone: site.timeZone,
        pointIds: ids,
        startTime: start,
        endTime: end,
        type: 'value',
        allowMeasurement: true,
      }),
    );
    const sql = await timeIt(10, () =>
      handle.transaction(async (query) => {
        await useTimeZone(query, site.timeZone);
        for (const id of ids) {
          const [target] = await query(series, TREND_TARGET_SQL, [site.objectId, id, true]);
          await query(z.unknown(), hourlyTrendSql('value'), [
            target!.series_id,
            start.toISOString(),
            end.toISOString(),
          ]);
        }
      }),
    );
    lines.push(
      `| in-process: the trends service for those ${ids.length} | ${fmt(service)} (${(service.p50 / sql.p50).toFixed(2)}× the SQL) |`,
      `| in-process: the SQL it wraps (point lookup + hourly query each, one transaction) | ${fmt(sql)} |`,
    );
  } finally {
    await handle.close();
  }
  return [
    `\n## Dashboard of ${cards.length} point cards over ${sites.length} sites (issue 13)\n`,
    '| what | figure |',
    '|---|---|',
    ...lines,
  ].join('\n');
}
