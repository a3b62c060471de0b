// Accessibility and phone layout of every screen (issue 18 items 5 and 7): each route of the app's
// route table (support/app-routes.ts), public ones first and then signed in as the demo admin, at
// desktop (1280 × 800) and phone (390 × 844) widths, one browser context per width. On each
// screen axe-core finds no serious or critical violation, the page does not scroll sideways (a
// table wider than the screen scrolls inside its own container), the first stops of the Tab key
// show a visible focus indicator, and at phone width the menu button opens the navigation drawer.
// Then the widgets a mouse user drags or picks from are worked by keyboard alone: the period
// picker, the alerts dialog, a writable point's editor, the floor plan and the heat map.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  DEMO_ADMIN,
  demoIds,
  routerPathNames,
  routeTable,
  routeWalk,
  type DemoIds,
  type RouteVisit,
} from '../support/app-routes';
import { seriousAxeViolations, type AxeFinding } from '../support/axe';
import { launchBrowser, screenshot } from '../support/browser';
import { focusedName, isFocusedWithin, pressUntilFocused, tabTo } from '../support/keyboard';
import { phone } from '../support/monitoring';
import { finishWelcomeIfShown, signIn } from '../support/sign-in';

const widths = [
  ['desktop', { width: 1280, height: 800 }],
  ['phone', phone],
] as const;
type Width = (typeof widths)[number][0];

/** How many Tab stops of each screen are checked for a visible focus indicator. */
const TAB_STOPS = 6;

let browser: Browser;
let ids: DemoIds;

beforeAll(async () => {
  [browser, ids] = await Promise.all([launchBrowser(), demoIds(inject('baseUrl'))]);
});

afterAll(async () => {
  await browser?.close();
});

it('walks every route the router mounts', () => {
  expect(Object.keys(routeTable(ids)).sort()).toEqual(routerPathNames());
});

/** What is wrong with one screen, for a failure message that names every screen at once. */
type ScreenProblem = { route: string; href: string } & (
  | { kind: 'axe'; findings: AxeFinding[] }
  | { kind: 'scrolls sideways'; scrollWidth: number; width: number }
  | { kind: 'table not scrollable'; tables: string[] }
  | { kind: 'focus not visible'; elements: string[] }
  | { kind: 'no navigation'; error: string }
  | { kind: 'did not open'; error: string; screenshot: string }
);

/** Loading placeholders: skeletons and spinners (a wizard's step bar is a determinate progress). */
const loading = `document.querySelector(
  '.MuiSkeleton-root, .MuiCircularProgress-indeterminate, .MuiLinearProgress-indeterminate, [aria-busy="true"]'
) === null`;

/** Opens a screen and waits until it has drawn its heading and its data in place of loaders. */
async function open(page: Page, visit: RouteVisit): Promise<void> {
  await page.goto(visit.href);
  await page.locator('h1').first().waitFor({ timeout: 30_000 });
  // A screen that keeps a loader (a chart of a slow period) is checked as it is after 10 s. A
  // screen that redirects on load destroys the first wait's page: wait again on the new one.
  for (let attempt = 0; attempt < 2; attempt += 1) {
    const settled = await page
      .waitForFunction(loading, undefined, { timeout: 10_000, polling: 100 })
      .then(
        () => true,
        (error: Error) => error.name === 'TimeoutError',
      );
    if (settled) {
      return;
    }
  }
}

const firstLine = (error: unknown) => String(error).split('\n')[0]!;

/** Tables wider than the screen whose content cannot be scrolled to inside a container. */
const tablesNotScrollable = `[...document.querySelectorAll('table')]
  .filter((table) => table.getBoundingClientRect().width > window.innerWidth)
  .filter((table) => {
    for (let box = table.parentElement; box && box !== document.body; box = box.parentElement) {
      const overflow = getComputedStyle(box).overflowX;
      if ((overflow === 'auto' || overflow === 'scroll') && box.clientWidth <= window.innerWidth) {
        return false;
      }
    }
    return true;
  })
  .map((table) => table.getAttribute('aria-label') || table.querySelector('caption')?.textContent || 'a table')`;

/**
 * Whether the focused element shows where focus is: an outline or a focus ring drawn as a shadow
 * on it or on the MUI control it is part of (a switch's hidden input, a card around a button),
 * or a text field's own focused border (MUI inputs draw it on their wrapper).
 */
const focusedElementShowsFocus = `(() => {
  const el = document.activeElement;
  if (!el || el === document.body) return null;
  const ring = (box) => {
    if (!box) return false;
    const style = getComputedStyle(box);
    return (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) || style.boxShadow !== 'none';
  };
  // A focus-visible MUI control, or a card around it a few levels up that draws the ring.
  let around = el.closest('.Mui-focusVisible');
  let ringAround = false;
  for (let level = 0; around && level < 4 && !ringAround; level += 1, around = around.parentElement) {
    ringAround = ring(around);
  }
  const shown = ring(el) || ringAround || el.closest('.MuiInputBase-root.Mui-focused') !== null;
  const described = (el.getAttribute('aria-label') || el.textContent || el.tagName).trim().slice(0, 40);
  return { shown, element: el.tagName.toLowerCase() + ' "' + described + '"' };
})()`;

async function focusStopsWithoutIndicator(page: Page): Promise<string[]> {
  const missing: string[] = [];
  await page.locator('body').focus();
  for (let stop = 0; stop < TAB_STOPS; stop += 1) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluate<{ shown: boolean; element: string } | null>(
      focusedElementShowsFocus,
    );
    if (focused && !focused.shown) {
      missing.push(focused.element);
    }
  }
  return missing;
}

/** Every check of one screen; the problems found, none when it passes. */
async function checkScreen(
  page: Page,
  visit: RouteVisit,
  atPhone: boolean,
): Promise<ScreenProblem[]> {
  const problems: ScreenProblem[] = [];
  const at = { route: visit.name, href: visit.href };
  try {
    await open(page, visit);
  } catch (error) {
    const shot = await screenshot(page, `accessibility-failed-${visit.name}`);
    return [{ ...at, kind: 'did not open', error: firstLine(error), screenshot: shot }];
  }
  const findings = await seriousAxeViolations(page);
  if (findings.length > 0) {
    problems.push({ ...at, kind: 'axe', findings });
  }
  const { scrollWidth, width } = await page.evaluate<{ scrollWidth: number; width: number }>(
    '({ scrollWidth: document.documentElement.scrollWidth, width: window.innerWidth })',
  );
  if (scrollWidth > width) {
    problems.push({ ...at, kind: 'scrolls sideways', scrollWidth, width });
  }
  const tables = await page.evaluate<string[]>(tablesNotScrollable);
  if (tables.length > 0) {
    problems.push({ ...at, kind: 'table not scrollable', tables });
  }
  const elements = await focusStopsWithoutIndicator(page);
  if (elements.length > 0) {
    problems.push({ ...at, kind: 'focus not visible', elements });
  }
  if (atPhone && visit.access === 'signedIn' && !visit.display && visit.name !== 'logout') {
    try {
      await page.getByRole('button', { name: 'Open navigator' }).click({ timeout: 5_000 });
      await page.getByRole('navigation', { name: 'Navigator' }).waitFor({ timeout: 5_000 });
      await page.keyboard.press('Escape');
      await page.getByRole('navigation', { name: 'Navigator' }).waitFor({ state: 'hidden' });
    } catch (error) {
      problems.push({ ...at, kind: 'no navigation', error: firstLine(error) });
    }
  }
  return problems;
}

/** A day some days before today, as the picker's fields take it (MMDDYYYY) and as its label says it. */
function pastDay(daysAgo: number) {
  const day = new Date(Date.now() - daysAgo * 86_400_000);
  return {
    digits: `${String(day.getMonth() + 1).padStart(2, '0')}${String(day.getDate()).padStart(2, '0')}${day.getFullYear()}`,
    label: day.toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' }),
  };
}

describe('every screen at desktop and phone widths', () => {
  /** One browser context per width, each signed in once for its walk. */
  let sessions: { width: Width; context: BrowserContext; page: Page }[] = [];
  /** The desktop page, which the keyboard checks use. */
  let page: Page;
  const walk = () => routeWalk(ids);

  beforeAll(async () => {
    sessions = await Promise.all(
      widths.map(async ([width, viewport]) => {
        // Reduced motion: a kiosk's slides then change without a cross-fade, which axe would
        // otherwise catch half-way and measure the contrast of text at half opacity.
        const context = await browser.newContext({
          baseURL: inject('baseUrl'),
          viewport,
          reducedMotion: 'reduce',
        });
        // The single sign-on page starts the identity provider's sign-in after 2 s: not here.
        await context.route('**/users/auth/**', (route) => route.abort());
        return { width, context, page: await context.newPage() };
      }),
    );
    page = sessions.find((s) => s.width === 'desktop')!.page;
  });

  afterAll(async () => {
    await Promise.all(sessions.map((s) => s.context.close()));
  });

  /** Opens the screens at both widths at once, one context each; every problem, by width. */
  async function walkBothWidths(visits: RouteVisit[], first?: (page: Page) => Promise<void>) {
    const found = await Promise.all(
      sessions.map(async (session) => {
        await first?.(session.page);
        const problems: (ScreenProblem & { at: Width })[] = [];
        for (const visit of visits) {
          const atPhone = session.width === 'phone';
          for (const problem of await checkScreen(session.page, visit, atPhone)) {
            problems.push({ at: session.width, ...problem });
          }
        }
        return problems;
      }),
    );
    return found.flat();
  }

  it('public screens pass axe, fit the width and show focus', async () => {
    // The phone sees them in the light theme, the desktop in the dark one (the default), so the
    // contrast of both themes is checked. Signed in, the account's own theme (dark) applies.
    const lightOnPhone = async (page: Page) => {
      if (page.viewportSize()?.width === phone.width) {
        await page.goto(routeTable(ids).login.href);
        await page.evaluate(`localStorage.setItem('airboard.colorMode', 'light')`);
      }
    };
    expect(await walkBothWidths(walk().public, lightOnPhone)).toEqual([]);
  }, 180_000);

  it('signed-in screens pass axe, fit the width, show focus and reach the navigation', async () => {
    const signInAsAdmin = async (page: Page) => {
      await signIn(page, inject('baseUrl'), DEMO_ADMIN, undefined, 'Demo Portfolio');
      await finishWelcomeIfShown(page);
    };
    expect(await walkBothWidths(walk().signedIn, signInAsAdmin)).toEqual([]);
  }, 180_000);

  describe('by keyboard alone, at desktop width', () => {
    it('picks a period, then a custom range, in the period picker', async () => {
      await open(
        page,
        walk().signedIn.find((r) => r.name === 'site')!,
      );
      const period = page.getByRole('combobox', { name: 'Time period' });
      const listbox = page.getByRole('listbox', { name: 'Time period' });
      const choose = async (option: string) => {
        await tabTo(page, period);
        await page.keyboard.press('Enter');
        await listbox.waitFor();
        await pressUntilFocused(page, 'ArrowDown', listbox.getByRole('option', { name: option }));
        await page.keyboard.press('Enter');
        await listbox.waitFor({ state: 'hidden' });
        expect(await period.textContent()).toBe(option);
      };
      await choose('This Week');
      await choose('Custom');

      const [from, to] = [pastDay(5), pastDay(2)];
      await tabTo(page, page.getByRole('group', { name: 'Start date' }));
      await page.keyboard.type(from.digits);
      await tabTo(page, page.getByRole('group', { name: 'End date' }));
      await page.keyboard.type(to.digits);
      await page.getByText(`${from.label} – ${to.label}`).waitFor();
      expect(await seriousAxeViolations(page)).toEqual([]);

      // The calendar of a date opens from its button and closes with Escape, focus back on it.
      const calendarButton = page
        .getByRole('group', { name: 'End date' })
        .locator('..')
        .getByRole('button', { name: /^Choose date/ });
      await tabTo(page, calendarButton);
      await page.keyboard.press('Enter');
      const calendar = page.getByRole('grid');
      await calendar.waitFor();
      expect(
        await page.evaluate<boolean>("!!document.activeElement.closest('[role=dialog]')"),
      ).toBe(true);
      await page.keyboard.press('ArrowLeft');
      await screenshot(page, 'accessibility-period-calendar-keyboard', { fullPage: false });
      await page.keyboard.press('Escape');
      await calendar.waitFor({ state: 'hidden' });
    });

    it('opens the alerts dialog, keeps focus in it and gives it back on Escape', async () => {
      await open(
        page,
        walk().signedIn.find((r) => r.name === 'site')!,
      );
      const bell = page.getByRole('button', { name: /^Active Alerts/ });
      await tabTo(page, bell);
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: 'Active Alerts' });
      await dialog.getByRole('list', { name: 'Alerts' }).getByRole('listitem').first().waitFor();
      expect(await seriousAxeViolations(page)).toEqual([]);
      const inDialog = "!!document.activeElement.closest('[role=dialog]')";
      for (let press = 0; press < 12; press += 1) {
        expect(await page.evaluate<boolean>(inDialog), `focus after ${press} Tabs`).toBe(true);
        await page.keyboard.press('Tab');
      }
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'hidden' });
      expect(await focusedName(page)).toMatch(/^Active Alerts: /);
    });

    it("edits a writable point's value: Enter opens, Escape cancels, focus stays in place", async () => {
      await open(
        page,
        walk().signedIn.find((r) => r.name === 'zone')!,
      );
      const pencil = page.getByRole('button', { name: 'Change Temperature Setpoint' });
      await tabTo(page, pencil, 150);
      await page.keyboard.press('Enter');
      const field = page.getByRole('spinbutton', { name: 'New Temperature Setpoint' });
      await field.waitFor();
      expect(await isFocusedWithin(field)).toBe(true);
      await page.keyboard.press('ControlOrMeta+A');
      await page.keyboard.type('500');
      // The refusal is the field's description, so a screen reader says it with the field.
      expect(await field.getAttribute('aria-invalid')).toBe('true');
      const description = page.locator(`[id="${await field.getAttribute('aria-describedby')}"]`);
      expect(await description.textContent()).toMatch(/^Enter .+ °F$/);
      expect(await seriousAxeViolations(page)).toEqual([]);
      await page.keyboard.press('Escape');
      await field.waitFor({ state: 'detached' });
      expect(await focusedName(page)).toBe('Change Temperature Setpoint');
    });

    it('moves and zooms the floor plan, and opens a zone from its list', async () => {
      await open(
        page,
        walk().signedIn.find((r) => r.name === 'siteFloors')!,
      );
      const plan = page.getByRole('img', { name: 'Floor plan with zone scores' });
      await plan.locator('canvas').first().waitFor();
      await tabTo(page, plan);
      const zoom = page.getByText(/^Zoom \d+ %$/);
      expect(await zoom.textContent()).toBe('Zoom 100 %');
      await page.keyboard.press('+');
      expect(await zoom.textContent()).toBe('Zoom 125 %');
      await page.keyboard.press('-');
      expect(await zoom.textContent()).toBe('Zoom 100 %');
      const drawn = () => plan.screenshot({ animations: 'disabled' });
      const before = await drawn();
      for (const key of ['ArrowRight', 'ArrowRight', 'ArrowDown']) {
        await page.keyboard.press(key);
      }
      await expect.poll(async () => (await drawn()).equals(before)).toBe(false);
      await screenshot(page, 'accessibility-floor-plan-keyboard', { fullPage: false });
      await page.keyboard.press('0');

      // Each zone is a link that says the value the plan shows for it.
      const zones = page.getByRole('navigation', { name: 'Zones on this floor' }).getByRole('link');
      const first = zones.first();
      const name = (await first.textContent())!;
      expect(name).toMatch(/^.+: .+$/);
      await tabTo(page, first);
      await page.keyboard.press('Enter');
      await page.getByRole('heading', { level: 1, name: name.split(':')[0] }).waitFor();
    });

    it('moves through the heat map cell by cell with the arrow keys, one Tab stop', async () => {
      await open(
        page,
        walk().signedIn.find((r) => r.name === 'siteHeatmap')!,
      );
      const grid = page.getByRole('region', { name: 'Heat map grid' });
      await grid.getByRole('cell').first().waitFor();
      expect(await grid.locator('[tabindex="0"]').count()).toBe(1);
      await tabTo(page, grid);
      const cellName = /^.+, .+: .+$/;
      const start = await focusedName(page);
      expect(start).toMatch(cellName);
      await page.keyboard.press('Home');
      const first = await focusedName(page);
      await page.keyboard.press('ArrowRight');
      expect(await focusedName(page)).not.toBe(first);
      await page.keyboard.press('ArrowLeft');
      expect(await focusedName(page)).toBe(first);
      const zone = first!.split(',')[0];
      await page.keyboard.press('ArrowDown');
      expect((await focusedName(page))!.split(',')[0]).not.toBe(zone);
      await screenshot(page, 'accessibility-heatmap-keyboard', { fullPage: false });
      // One more Tab leaves the grid instead of visiting every cell.
      await page.keyboard.press('Tab');
      expect(await isFocusedWithin(grid)).toBe(false);
    });
  });

  it('signs out to the sign-in page, which passes axe', async () => {
    expect(await walkBothWidths([walk().signOut])).toEqual([]);
    for (const session of sessions) {
      expect(new URL(session.page.url()).pathname).toBe(routeTable(ids).login.href);
    }
  });
});
