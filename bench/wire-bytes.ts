/**
 * Issue 18's bytes on the wire: what a cold load of sign-in, home, the site page and a zone page
 * (Room 201, its default week) transfers, in Chromium (playwright-core, 1280 × 800, cache
 * disabled), signed in as the demo user for all but sign-in, on the built server (demo-pages.ts).
 * The sum of every response's encodedDataLength (CDP Network.loadingFinished: headers and body as
 * sent, compressed or not) until the network is idle and 2 s more; with the scripts' and API
 * answers' shares and the encodings seen. VERBOSE=1 lists each page's 15 largest responses.
 */
import { launchBrowser } from '../e2e/support/chromium';
import { startDemoPages } from './demo-pages';

const PAGES = ['sign-in', 'home', 'site', 'zone'] as const;

interface Response {
  type: string;
  url: string;
  encoding: string;
  bytes: number;
}

const kb = (bytes: number) => `${Math.round(bytes / 1024).toLocaleString('en-US')} KB`;

export async function benchWireBytes(): Promise<string> {
  const demo = await startDemoPages();
  const browser = await launchBrowser();
  const rows: string[] = [];
  try {
    for (const name of PAGES) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
      if (name !== 'sign-in') {
        await context.addInitScript(
          `localStorage.setItem('airboard.token', ${JSON.stringify(demo.token)})`,
        );
      }
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
      const started = new Map<string, Omit<Response, 'bytes'>>();
      const responses: Response[] = [];
      cdp.on('Network.responseReceived', (e) => {
        const headers = Object.fromEntries(
          Object.entries(e.response.headers).map(([k, v]) => [k.toLowerCase(), v]),
        );
        started.set(e.requestId, {
          type: e.type,
          url: e.response.url,
          encoding: headers['content-encoding'] ?? 'none',
        });
      });
      cdp.on('Network.loadingFinished', (e) => {
        const response = started.get(e.requestId);
        if (response) {
          responses.push({ ...response, bytes: e.encodedDataLength });
        }
      });
      await page.goto(`${demo.baseUrl}${demo.paths[name]}`, { waitUntil: 'networkidle' });
      await page.waitForTimeout(2_000);
      await context.close();

      const sum = (filter: (r: Response) => boolean) =>
        responses.filter(filter).reduce((total, r) => total + r.bytes, 0);
      const isApi = (r: Response) => r.type === 'XHR' || r.type === 'Fetch';
      const encodings = [...new Set(responses.map((r) => `${r.type} ${r.encoding}`))].sort();
      rows.push(
        `| ${name} | **${kb(sum(() => true))}** | ${responses.length} | ${kb(sum((r) => r.type === 'Script'))} | ${kb(sum(isApi))} | ${encodings.join(', ')} |`,
      );
      if (process.env.VERBOSE) {
        for (const r of [...responses].sort((a, b) => b.bytes - a.bytes).slice(0, 15)) {
          console.log(name, r.type, r.encoding, r.bytes, r.url.replace(demo.baseUrl, ''));
        }
      }
    }
  } finally {
    await browser.close();
    await demo.stop();
  }
  return [
    '\n## Bytes on the wire, cold load (issue 18)\n',
    `Web app: ${process.env.BENCH_WEB_DIST ?? 'apps/web/dist'}.\n`,
    '| page | total | requests | scripts | API answers | types and encodings |',
    '|---|---|---|---|---|---|',
    ...rows,
  ].join('\n');
}
