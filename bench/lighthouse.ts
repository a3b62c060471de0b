/**
 * Issue 18's Lighthouse figures: performance of sign-in, home, the site page, dashboards and a
 * kiosk under Lighthouse's default mobile profile (simulated throttling: 4× CPU slowdown, 1.6 Mbps,
 * 150 ms round trips) with a cold cache, on the built server (see demo-pages.ts). Lighthouse comes
 * from npm through npx, pinned (not a dependency: its 146 packages would weigh on every `npm ci`),
 * and drives Debian's Chromium (CHROME_PATH), never a downloaded browser.
 * Signed-in pages are measured in a Chromium profile that holds the session token (stored there
 * with playwright-core) and that Lighthouse does not reset (--disable-storage-reset); its HTTP and
 * code caches are deleted before every run. Sign-in is measured in an empty profile.
 * BENCH_LIGHTHOUSE_RUNS runs a page (default 3; the table gives medians), BENCH_LIGHTHOUSE_OUT
 * keeps the JSON reports, BENCH_LIGHTHOUSE_PAGES picks pages (e.g. `home,site`).
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { chromium } from 'playwright-core';
import { loadAverage, median, startDemoPages } from './demo-pages';

const LIGHTHOUSE = 'lighthouse@12.8.2';
const CHROMIUM = '/usr/bin/chromium';
const ALL_PAGES = ['sign-in', 'home', 'site', 'dashboards', 'kiosk'] as const;
/** BENCH_LIGHTHOUSE_PAGES=home,site measures only those (comma-separated); all by default. */
const chosenPages = process.env.BENCH_LIGHTHOUSE_PAGES?.split(',').map((page) => page.trim());
const PAGES = chosenPages ? ALL_PAGES.filter((page) => chosenPages.includes(page)) : ALL_PAGES;
/** What Chromium caches between visits; deleted so that every run loads cold. */
const CACHES = ['Cache', 'Code Cache', 'GPUCache', 'Service Worker'];

interface Run {
  score: number;
  fcp: number;
  lcp: number;
  cls: number;
  tbt: number;
  bytes: number;
  /** Share of LCP spent after the first byte waiting for the element to render. */
  renderDelay: number;
  lcpElement: string;
  /** The element of the largest layout shift, if any. */
  shifted: string;
  /**
   * Lighthouse's measure of the host's CPU speed during the run. Its 4× slowdown is meant for a
   * high-end desktop (an index of 1,500–2,000): on a slower host every CPU figure (TBT above all)
   * comes out worse, so figures are comparable only between runs of a similar index.
   */
  benchmarkIndex: number;
}

type Audit = { numericValue?: number; details?: { items?: unknown[] } };
type Report = {
  categories: { performance: { score: number } };
  environment: { benchmarkIndex: number };
  audits: Record<string, Audit>;
  runtimeError?: { message: string };
};

/** The LCP element's tag and its render-delay share, from the report's LCP breakdown. */
function lcpDetails(audit: Audit | undefined): { element: string; renderDelay: number } {
  type Table = { items?: { node?: { snippet?: string }; phase?: string; percent?: string }[] };
  const [element, phases] = (audit?.details?.items ?? []) as Table[];
  const snippet = element?.items?.[0]?.node?.snippet ?? '';
  const delay = phases?.items?.find((p) => p.phase === 'Render Delay')?.percent ?? '';
  return { element: snippet.match(/^<\w+/)?.[0]?.slice(1) ?? '?', renderDelay: parseFloat(delay) };
}

const execFileAsync = promisify(execFile);

/** Lighthouse's recording fails now and then (NO_NAVSTART, NO_FCP); such a run is tried again. */
const ATTEMPTS = 3;

async function lighthouse(url: string, profile: string, output: string): Promise<Run> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await lighthouseOnce(url, profile, output);
    } catch (error) {
      if (attempt === ATTEMPTS) {
        throw error;
      }
      console.log(`${url}: ${String(error).trim().split('\n').at(-1)}; again`);
    }
  }
}

async function lighthouseOnce(url: string, profile: string, output: string): Promise<Run> {
  const chromeFlags = ['--headless=new', '--no-sandbox', `--user-data-dir=${profile}`];
  await execFileAsync(
    'npx',
    [
      '--yes',
      LIGHTHOUSE,
      url,
      '--only-categories=performance',
      '--output=json',
      `--output-path=${output}`,
      '--quiet',
      '--disable-storage-reset',
      `--chrome-flags=${chromeFlags.join(' ')}`,
    ],
    { env: { ...process.env, CHROME_PATH: CHROMIUM }, timeout: 300_000 },
  );
  const report = JSON.parse(fs.readFileSync(output, 'utf8')) as Report;
  if (report.runtimeError) {
    throw new Error(`${url}: ${report.runtimeError.message}`);
  }
  const value = (id: string) => report.audits[id]?.numericValue ?? NaN;
  const lcp = lcpDetails(report.audits['largest-contentful-paint-element']);
  type Shift = { score?: number; node?: { snippet?: string } };
  const [largestShift] = ((report.audits['layout-shifts']?.details?.items ?? []) as Shift[]).sort(
    (a, b) => (b.score ?? 0) - (a.score ?? 0),
  );
  return {
    score: Math.round(report.categories.performance.score * 100),
    fcp: value('first-contentful-paint'),
    lcp: value('largest-contentful-paint'),
    cls: value('cumulative-layout-shift'),
    tbt: value('total-blocking-time'),
    bytes: value('total-byte-weight'),
    renderDelay: lcp.renderDelay,
    lcpElement: lcp.element,
    shifted: largestShift
      ? `${largestShift.score?.toFixed(3)} ${largestShift.node?.snippet?.slice(0, 80)}`
      : 'none',
    benchmarkIndex: report.environment.benchmarkIndex,
  };
}

/**
 * A profile whose local storage holds the session token for the server's origin, and which has
 * been to home once signed in, as a returning user has (the app leaves its signed-in hint cookie,
 * and the server the session's).
 */
async function signedInProfile(folder: string, baseUrl: string, token: string): Promise<void> {
  const context = await chromium.launchPersistentContext(folder, {
    executablePath: CHROMIUM,
    args: ['--no-sandbox'],
  });
  const page = await context.newPage();
  await page.goto(`${baseUrl}/favicon.svg`);
  await page.evaluate((t) => localStorage.setItem('airboard.token', t), token);
  await page.goto(`${baseUrl}/`);
  await page.getByRole('list', { name: 'Sites' }).waitFor();
  // The session's cookie (set by the app's first request, decision 023) is what lets the server
  // render the first screen; Chromium writes cookies to the profile on a timer (~30 s), and its
  // Lighthouse runs are stopped without it: wait until the profile holds it.
  const cookies = path.join(folder, 'Default', 'Cookies');
  const written = () =>
    fs.existsSync(cookies) && fs.readFileSync(cookies).includes('airboard_session');
  for (let waited = 0; !written() && waited < 60; waited += 1) {
    await page.waitForTimeout(1000);
  }
  await context.close();
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

export async function benchLighthouse(): Promise<string> {
  const runs = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
  const out =
    process.env.BENCH_LIGHTHOUSE_OUT ?? fs.mkdtempSync(path.join(os.tmpdir(), 'airboard-lh-'));
  fs.mkdirSync(out, { recursive: true });
  const demo = await startDemoPages();
  const loadBefore = loadAverage();
  const rows: string[] = [];
  try {
    const profile = path.join(out, 'profile');
    fs.rmSync(profile, { recursive: true, force: true });
    await signedInProfile(profile, demo.baseUrl, demo.token);
    for (const page of PAGES) {
      const results: Run[] = [];
      for (let i = 0; i < runs; i++) {
        const signedOut = page === 'sign-in';
        const runProfile = signedOut ? path.join(out, `profile-empty-${i}`) : profile;
        if (signedOut) {
          fs.rmSync(runProfile, { recursive: true, force: true });
        }
        for (const cache of CACHES) {
          fs.rmSync(path.join(runProfile, 'Default', cache), { recursive: true, force: true });
        }
        const run = await lighthouse(
          `${demo.baseUrl}${demo.paths[page]}`,
          runProfile,
          path.join(out, `${page}-${i}.json`),
        );
        console.log(
          `${page} run ${i + 1}: performance ${run.score}, LCP ${seconds(run.lcp)} (${run.lcpElement}), largest shift: ${run.shifted}, benchmarkIndex ${Math.round(run.benchmarkIndex)}`,
        );
        results.push(run);
      }
      const m = (key: keyof Omit<Run, 'lcpElement' | 'shifted'>) =>
        median(results.map((r) => r[key]));
      rows.push(
        `| ${page} | **${m('score')}** [${results.map((r) => r.score).join(', ')}] | ${seconds(m('fcp'))} | **${seconds(m('lcp'))}** | ${m('cls').toFixed(3)} | ${Math.round(m('tbt')).toLocaleString('en-US')} ms | ${Math.round(m('bytes') / 1024)} KB | ${m('renderDelay').toFixed(0)} % (${results[0]!.lcpElement}) | ${Math.round(m('benchmarkIndex')).toLocaleString('en-US')} |`,
      );
    }
  } finally {
    await demo.stop();
  }
  return [
    `\n## Lighthouse ${LIGHTHOUSE.split('@')[1]}, mobile, cold cache (issue 18): median of ${runs} runs\n`,
    `Web app: ${process.env.BENCH_WEB_DIST ?? 'apps/web/dist'}; load average ${loadBefore} before, ${loadAverage()} after; reports in ${out}.\n`,
    '| page | performance [runs] | FCP | LCP | CLS | TBT | bytes | LCP render delay (element) | benchmarkIndex |',
    '|---|---|---|---|---|---|---|---|---|',
    ...rows,
  ].join('\n');
}
