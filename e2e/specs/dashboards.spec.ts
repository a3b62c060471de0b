// The dashboard selection (issue 13, item 3), the create dialog (item 4) and the dashboard view
// (item 5, first part): search over name and scope with its empty-state hints, a failed list with
// Retry, creating a dashboard with a default site and zone; a demo dashboard's sections and cards,
// the not-found view, sections added, renamed, collapsed and deleted, cards added with the Add Card
// dialog (item 6) and deleted in edit mode, and two editors at once (the second is told and keeps
// their input), multipoint cards filled up to 8 and emptied again, a link card opening the zone's
// monitoring view with a Back, the detail modal's score title, trends asked per site rather than
// per card, the default pickers, a custom period, the settings (rename, delete). Both widths; and
// at desktop width every failure toast and loading text, with the server slowed or refusing.
import { afterAll, describe, expect, it } from 'vitest';
import type { DashboardCard, DashboardDetail, Measurement } from '@airboard/shared/api';
import { messages } from '@airboard/shared/messages';
import { scoreDetailTitles } from '@airboard/shared/rules';
import type { Locator } from 'playwright-core';
import { screenshot } from '../support/browser';
import {
  apiGet,
  bothWidths,
  desktop,
  monitorAs,
  useMonitorSession,
  withoutFirstScreen,
} from '../support/monitoring';

/** Waits until the locator matches exactly `count` elements. */
async function waitForCount(locator: Locator, count: number): Promise<void> {
  for (let tries = 0; (await locator.count()) !== count; tries += 1) {
    if (tries > 100) {
      throw new Error(`expected ${count} of ${locator.toString()}, found ${await locator.count()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe.each(bothWidths)('dashboards at %s width', (width, viewport) => {
  const session = useMonitorSession('user@example.com', viewport);
  const created: string[] = [];
  let projectId = '';

  const open = async () => {
    const { page } = session;
    const { project } = await apiGet<{ project: { objectId: string } }>(page, '/api?slim=true');
    projectId = project.objectId;
    await page.goto(`/projects/${projectId}/dashboards`);
    await page.getByRole('heading', { level: 1, name: 'Dashboards' }).waitFor();
  };
  const cards = () => session.page.getByRole('list', { name: 'Dashboards' }).getByRole('listitem');

  afterAll(async () => {
    // The demo database is shared by the specs: the dashboards made here go again.
    for (const id of created) {
      const { page } = session;
      const token = await page.evaluate<string>("localStorage.getItem('airboard.token')");
      const current = await apiGet<{ results: DashboardDetail }>(
        page,
        `/api/projects/${projectId}/dashboards/${id}`,
      );
      await page.request.delete(
        `/api/projects/${projectId}/dashboards/${id}?version=${current.results.version}`,
        { headers: { authorization: `Bearer ${token}` } },
      );
    }
  });

  it('lists the demo dashboards and searches them by name and scope', async () => {
    await open();
    const { page } = session;
    await cards().filter({ hasText: 'Lincoln Classrooms' }).waitFor();
    const lincoln = cards().filter({ hasText: 'Lincoln Classrooms' });
    expect(await lincoln.innerText()).toMatch(/2 sections · Updated \w{3} \d+, \d{4}/);
    await screenshot(page, `dashboards-selection-${width}`);

    const search = page.getByRole('searchbox', { name: messages.searchDashboards });
    await search.fill('GYMNASIUM');
    await cards().filter({ hasText: 'Gymnasium Watch' }).waitFor();
    expect(await cards().count()).toBe(1);
    await search.fill('project level');
    await cards().filter({ hasText: 'Portfolio Overview' }).waitFor();
    await search.fill('no such dashboard');
    await page.getByText(messages.noDashboardsFound).waitFor();
    await page.getByText(messages.noDashboardsSearchHint).waitFor();
    await search.fill('');
  });

  it('says when the list fails, and lists it again on Retry', async () => {
    const { page } = session;
    await page.route('**/api/projects/*/dashboards', (route) => route.abort('connectionfailed'));
    // The list as the app asks for it (the server's first screen would bring it with the page).
    await withoutFirstScreen(page);
    await open();
    await page.getByText(messages.errorLoadingDashboards).waitFor();
    // The side navigator, which lists them too, says so in a toast.
    await page.getByText(messages.loadDashboardsFailed).waitFor();
    await page.unroute('**/api/projects/*/dashboards');
    await page.getByRole('button', { name: 'Retry' }).click();
    await cards().first().waitFor();
  });

  it('creates a dashboard with a default site and zone, and opens it', async () => {
    await open();
    const { page } = session;
    await page.getByRole('button', { name: messages.createNewDashboard }).click();
    const dialog = page.getByRole('dialog', { name: messages.createNewDashboard });
    const create = dialog.getByRole('button', { name: messages.createDashboard });
    expect(await create.isDisabled()).toBe(true);
    await dialog.getByLabel('Dashboard Name').fill('   ');
    expect(await create.isDisabled()).toBe(true);
    // The zone is offered once a site is chosen.
    expect(await dialog.getByRole('combobox', { name: 'Default Zone (Optional)' }).count()).toBe(0);
    await dialog.getByRole('combobox', { name: 'Default Site' }).click();
    await page.getByRole('option', { name: 'Lincoln Elementary' }).click();
    await dialog.getByRole('combobox', { name: 'Default Zone (Optional)' }).click();
    await page.getByRole('option', { name: 'Gymnasium' }).click();
    const name = `Created at ${width} ${Date.now()}`;
    await dialog.getByLabel('Dashboard Name').fill(name);
    await dialog.getByLabel('Description (Optional)').fill('Made by the browser test');
    await screenshot(page, `dashboards-create-${width}`);
    const answer = page.waitForResponse(
      (r) => r.request().method() === 'POST' && r.url().endsWith('/dashboards'),
    );
    await create.click();
    const { results } = (await (await answer).json()) as { results: DashboardDetail };
    created.push(results.objectId);
    expect(results).toMatchObject({ name, description: 'Made by the browser test', version: 1 });
    expect(results.siteId).not.toBeNull();
    expect(results.zoneId).not.toBeNull();
    await page.waitForURL(`**/dashboards/${results.objectId}`);

    await open();
    await cards().filter({ hasText: name }).waitFor();
    expect(await cards().filter({ hasText: name }).innerText()).toContain('0 sections');
  });

  it('opens a new dashboard even when the list cannot be read again after it', async () => {
    await open();
    const { page } = session;
    await page.getByRole('button', { name: messages.createNewDashboard }).click();
    const dialog = page.getByRole('dialog', { name: messages.createNewDashboard });
    await dialog.getByLabel('Dashboard Name').fill(`Unlisted ${width}`);
    await page.route('**/api/projects/*/dashboards', (route) =>
      route.request().method() === 'GET' ? route.abort('connectionfailed') : route.continue(),
    );
    const answer = page.waitForResponse(
      (r) => r.request().method() === 'POST' && r.url().endsWith('/dashboards'),
    );
    await dialog.getByRole('button', { name: messages.createDashboard }).click();
    const { results } = (await (await answer).json()) as { results: DashboardDetail };
    created.push(results.objectId);
    await page.getByText(messages.dashboardCreationHandlingFailed).waitFor();
    await page.getByRole('heading', { level: 1, name: `Unlisted ${width}` }).waitFor();
    await page.unroute('**/api/projects/*/dashboards');
  });

  it('says a dashboard deleted since the list was read cannot be opened, and lists again', async () => {
    await open();
    const { page } = session;
    const token = await page.evaluate<string>("localStorage.getItem('airboard.token')");
    const made = await page.request.post(`/api/projects/${projectId}/dashboards`, {
      headers: { authorization: `Bearer ${token}` },
      data: { name: `Gone soon ${width}` },
    });
    const { results } = (await made.json()) as { results: DashboardDetail };
    await open();
    const card = cards().filter({ hasText: `Gone soon ${width}` });
    await card.waitFor();
    await page.request.delete(
      `/api/projects/${projectId}/dashboards/${results.objectId}?version=${results.version}`,
      { headers: { authorization: `Bearer ${token}` } },
    );
    await card.getByRole('link').click();
    await page.getByText(messages.navigateToDashboardFailed).waitFor();
    await card.waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).toBe(`/projects/${projectId}/dashboards`);
    // A dashboard that is there opens, read before its page shows.
    await cards().filter({ hasText: 'Lincoln Classrooms' }).getByRole('link').click();
    await page.getByRole('heading', { level: 1, name: 'Lincoln Classrooms' }).waitFor();
  });
});

describe.each(bothWidths)('a dashboard at %s width', (width, viewport) => {
  const session = useMonitorSession('user@example.com', viewport);
  let projectId = '';
  const mine: string[] = [];

  const projectOf = async () => {
    const { project } = await apiGet<{ project: { objectId: string } }>(
      session.page,
      '/api?slim=true',
    );
    projectId = project.objectId;
    return projectId;
  };
  const request = async (method: 'POST' | 'DELETE', path: string, data?: object) => {
    const { page } = session;
    const token = await page.evaluate<string>("localStorage.getItem('airboard.token')");
    const res = await page.request.fetch(`/api/projects/${projectId}/dashboards${path}`, {
      method,
      headers: { authorization: `Bearer ${token}` },
      ...(data ? { data } : {}),
    });
    return (await res.json()) as { results: DashboardDetail };
  };

  afterAll(async () => {
    for (const id of mine) {
      const { results } = await apiGet<{ results: DashboardDetail }>(
        session.page,
        `/api/projects/${projectId}/dashboards/${id}`,
      );
      await request('DELETE', `/${id}?version=${results.version}`);
    }
  });

  it('shows a demo dashboard: sections, point cards with values, the multipoint card', async () => {
    const { page } = session;
    await projectOf();
    const { results } = await apiGet<{ results: { objectId: string; name: string }[] }>(
      page,
      `/api/projects/${projectId}/dashboards`,
    );
    const lincoln = results.find((d) => d.name === 'Lincoln Classrooms')!;
    await page.goto(`/projects/${projectId}/dashboards/${lincoln.objectId}`);
    await page.getByRole('heading', { level: 1, name: 'Lincoln Classrooms' }).waitFor();
    await page.getByRole('region', { name: 'First floor' }).waitFor();
    await page.getByRole('region', { name: 'Second floor' }).waitFor();
    const first = page.locator('[data-measurement-id]').first();
    await first.waitFor();
    expect(await first.innerText()).toMatch(/\d+\s*ppm/);
    await page.getByText('Room 101 at a glance').waitFor();
    await screenshot(page, `dashboard-view-${width}`);
  });

  it('says a dashboard is not found and goes back to the list', async () => {
    const { page } = session;
    await projectOf();
    await page.goto(`/projects/${projectId}/dashboards/${'a'.repeat(24)}`);
    await page.getByRole('heading', { level: 1, name: messages.dashboardNotFound }).waitFor();
    await page.getByText(messages.noDashboardWithId('a'.repeat(24))).waitFor();
    await page.getByRole('link', { name: messages.backToDashboards }).click();
    await page.getByRole('heading', { level: 1, name: 'Dashboards' }).waitFor();
  });

  it('adds, renames, collapses and deletes sections, and deletes a card, in edit mode', async () => {
    const { page } = session;
    await projectOf();
    const { results: board } = await request('POST', '', { name: `Sections ${width}` });
    mine.push(board.objectId);
    await page.goto(`/projects/${projectId}/dashboards/${board.objectId}`);
    await page.getByText(messages.noSectionsYet).waitFor();
    await page.getByRole('switch', { name: 'Edit mode' }).check();
    await page.getByRole('button', { name: messages.addFirstSection }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Section' });
    await dialog.getByRole('button', { name: messages.addSection }).click();
    await dialog.getByText(messages.sectionNameEmpty).waitFor();
    await dialog.getByLabel('Section Name').fill('Classrooms');
    await page.keyboard.press('Enter');
    const section = page.getByRole('region', { name: 'Classrooms' });
    await section.waitFor();

    await page.getByRole('button', { name: 'Edit section Classrooms' }).click();
    const editing = page.getByRole('dialog', { name: 'Edit Section' });
    await editing.getByLabel('Section Name').fill('First floor rooms');
    await editing.getByRole('button', { name: messages.saveChanges }).click();
    const renamed = page.getByRole('region', { name: 'First floor rooms' });
    await renamed.waitFor();

    // A card added elsewhere shows after a reload, and is deleted after confirmation.
    const current = (
      await apiGet<{ results: DashboardDetail }>(
        page,
        `/api/projects/${projectId}/dashboards/${board.objectId}`,
      )
    ).results;
    const { sites } = await apiGet<{ sites: { objectId: string; name: string }[] }>(
      page,
      '/api?slim=true',
    );
    await request('POST', `/${board.objectId}/cards`, {
      version: current.version,
      sectionId: current.sections[0]!.uniqueId,
      name: 'Lincoln link',
      card: { type: 'link', siteId: sites.find((s) => s.name === 'Lincoln Elementary')!.objectId },
    });
    await page.reload();
    await page.getByRole('switch', { name: 'Edit mode' }).check();
    await renamed.getByRole('link', { name: /Lincoln link/ }).waitFor();
    await page.getByRole('button', { name: 'Delete Lincoln link' }).click();
    await page
      .getByRole('dialog', { name: 'Delete card?' })
      .getByRole('button', { name: 'Delete' })
      .click();
    await page.getByText(messages.cardDeleted).waitFor();

    // Collapsing is saved on the dashboard.
    await renamed.getByRole('button', { name: 'First floor rooms', exact: true }).click();
    await page.reload();
    const toggle = page
      .getByRole('region', { name: 'First floor rooms' })
      .getByRole('button', { name: 'First floor rooms', exact: true });
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');

    await page.getByRole('switch', { name: 'Edit mode' }).check();
    await page.getByRole('button', { name: 'Delete section First floor rooms' }).click();
    await page
      .getByRole('dialog', { name: 'Delete section?' })
      .getByRole('button', { name: 'Delete' })
      .click();
    await page.getByText(messages.sectionDeleted).waitFor();
    await page.getByText(messages.noSectionsYet).waitFor();
  });

  it('adds a link, a point and a multi-point card with the Add Card dialog', async () => {
    const { page } = session;
    await projectOf();
    const { results: board } = await request('POST', '', { name: `Cards ${width}` });
    mine.push(board.objectId);
    await request('POST', `/${board.objectId}/sections`, { version: 1, name: 'Watch' });
    await page.goto(`/projects/${projectId}/dashboards/${board.objectId}`);
    await page.getByRole('switch', { name: 'Edit mode' }).check();
    const section = page.getByRole('region', { name: 'Watch' });
    const dialog = page.getByRole('dialog', { name: 'Add Card' });
    const addButton = dialog.getByRole('button', { name: 'Add Card' });
    const pick = (column: string, name: string | RegExp) =>
      dialog.getByRole('list', { name: column }).getByRole('button', { name }).click();

    // A link card: the site names it.
    await section.getByRole('button', { name: 'Add Card' }).click();
    await dialog.getByRole('button', { name: 'Link Card' }).click();
    expect(await addButton.isDisabled()).toBe(true);
    await pick('Sites', /^Lincoln Elementary/);
    expect(await dialog.getByLabel('Card Name').inputValue()).toBe('Lincoln Elementary');
    await addButton.click();
    await page.getByText(messages.cardAdded).waitFor();
    await section.getByRole('link', { name: /Lincoln Elementary/ }).waitFor();

    // A point card needs its point: site, then zone, then point; named 'site - zone - point'.
    await section.getByRole('button', { name: 'Add Card' }).click();
    await pick('Sites', /^Lincoln Elementary/);
    expect(await addButton.isDisabled()).toBe(true);
    await dialog.getByRole('searchbox', { name: 'Search Zones' }).fill('gym');
    await pick('Zones', 'Gymnasium');
    await pick('Points', /^CO2/);
    expect(await dialog.getByLabel('Card Name').inputValue()).toBe(
      'Lincoln Elementary - Gymnasium - CO2',
    );
    await screenshot(page, `dashboard-add-card-${width}`);
    await addButton.click();
    await section.getByText('Lincoln Elementary - Gymnasium - CO2').waitFor();

    // A multi-point card needs only its name.
    await section.getByRole('button', { name: 'Add Card' }).click();
    await dialog.getByRole('button', { name: 'Multi-point Card' }).click();
    await dialog.getByLabel('Card Name').fill('Gym at a glance');
    await addButton.click();
    await section.getByText('Gym at a glance').waitFor();

    await page.reload();
    const cards = page.getByRole('region', { name: 'Watch' }).locator('[data-card-id]');
    await cards.nth(2).waitFor();
    expect(await cards.count()).toBe(3);
  });

  it('tells the second of two editors that the dashboard changed, keeping what they typed', async () => {
    const { page, browser } = session;
    await projectOf();
    const { results: board } = await request('POST', '', { name: `Two editors ${width}` });
    mine.push(board.objectId);
    const url = `/projects/${projectId}/dashboards/${board.objectId}`;
    const other = await monitorAs(browser, 'user@example.com', { viewport });
    for (const p of [page, other]) {
      await p.goto(url);
      await p.getByText(messages.noSectionsYet).waitFor();
      await p.getByRole('switch', { name: 'Edit mode' }).check();
      await p.getByRole('button', { name: messages.addFirstSection }).click();
    }
    await page
      .getByRole('dialog', { name: 'Add Section' })
      .getByLabel('Section Name')
      .fill('From A');
    await page.keyboard.press('Enter');
    await page.getByRole('region', { name: 'From A' }).waitFor();

    const dialog = other.getByRole('dialog', { name: 'Add Section' });
    await dialog.getByLabel('Section Name').fill('From B');
    await other.keyboard.press('Enter');
    await other.getByText(messages.dashboardChangedElsewhere).waitFor();
    // The dashboard reloaded under the open dialog (hidden from the accessibility tree while the
    // dialog is open), which still holds B's name: saving again works.
    await other.getByRole('region', { name: 'From A', includeHidden: true }).waitFor();
    expect(await dialog.getByLabel('Section Name').inputValue()).toBe('From B');
    await dialog.getByRole('button', { name: messages.addSection }).click();
    await other.getByRole('region', { name: 'From B' }).waitFor();
    await other.close();
    await page.reload();
    await page.getByRole('region', { name: 'From A' }).waitFor();
    await page.getByRole('region', { name: 'From B' }).waitFor();
  });

  /** The demo dashboard of this name, as the API answers it. */
  const demoDashboard = async (name: string) => {
    const { results } = await apiGet<{ results: { objectId: string; name: string }[] }>(
      session.page,
      `/api/projects/${projectId}/dashboards`,
    );
    const id = results.find((d) => d.name === name)!.objectId;
    return (
      await apiGet<{ results: DashboardDetail }>(
        session.page,
        `/api/projects/${projectId}/dashboards/${id}`,
      )
    ).results;
  };

  it('fills a multi-point card from point cards up to 8, and removes a point', async () => {
    const { page } = session;
    await projectOf();
    const points: Extract<DashboardCard, { type: 'point' }>[] = [];
    for (const name of ['Lincoln Classrooms', 'Gymnasium Watch']) {
      for (const card of (await demoDashboard(name)).cards) {
        if (card.type === 'point') {
          points.push(card);
        }
      }
    }
    expect(points.length).toBeGreaterThanOrEqual(9);
    let { results: board } = await request('POST', '', { name: `Multipoint ${width}` });
    mine.push(board.objectId);
    const dashboardPath = `/${board.objectId}`;
    ({ results: board } = await request('POST', `${dashboardPath}/sections`, {
      version: board.version,
      name: 'Points',
    }));
    const sectionId = board.sections[0]!.uniqueId;
    const pointIds: string[] = [];
    for (const point of points.slice(0, 9)) {
      ({ results: board } = await request('POST', `${dashboardPath}/cards`, {
        version: board.version,
        sectionId,
        name: point.name,
        card: { type: 'point', siteId: point.siteId, zoneId: point.zoneId, pointId: point.pointId },
      }));
      pointIds.push(board.cards.at(-1)!.uniqueId);
    }
    const url = `/projects/${projectId}/dashboards/${board.objectId}`;
    const editing = async () => {
      await page.goto(url);
      await page.getByRole('switch', { name: 'Edit mode' }).check();
    };
    const addTo = (card: { name: string }) =>
      page.getByRole('button', { name: `Add ${card.name} to a multi-point card` }).click();

    // Without a multipoint card there is nothing to add a point to.
    await editing();
    await addTo(points[0]!);
    await page.getByText(messages.noMultipointCards).waitFor();

    ({ results: board } = await request('POST', `${dashboardPath}/cards`, {
      version: board.version,
      sectionId,
      name: 'Eight at most',
      card: { type: 'multipoint' },
    }));
    const multipointId = board.cards.at(-1)!.uniqueId;
    await editing();
    const multipoint = page.locator(`[data-card-id="${multipointId}"]`);
    const minis = multipoint.getByRole('button', { name: /^Open .* details$/ });
    await multipoint.getByText('No points yet.').waitFor();

    // Add Point lists the point cards; one from a point card's own menu.
    await multipoint.getByRole('button', { name: 'Add Point' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Point' });
    await dialog.getByRole('button', { name: points[0]!.name }).first().click();
    await page.getByText(messages.pointAddedToMultipoint).first().waitFor();
    await waitForCount(minis, 1);
    await addTo(points[1]!);
    await page.getByRole('menuitem', { name: /^Eight at most/ }).click();
    await waitForCount(minis, 2);

    // Up to seven by the API, then the eighth in the browser hides Add Point.
    for (const fromCardId of pointIds.slice(2, 7)) {
      ({ results: board } = await request('POST', `${dashboardPath}/cards/${multipointId}/points`, {
        version: (
          await apiGet<{ results: DashboardDetail }>(
            page,
            `/api/projects/${projectId}/dashboards${dashboardPath}`,
          )
        ).results.version,
        fromCardId,
      }));
    }
    await editing();
    await waitForCount(minis, 7);
    await multipoint.getByRole('button', { name: 'Add Point' }).click();
    const choices = dialog.getByRole('list', { name: 'Point cards' }).getByRole('button');
    await waitForCount(choices, 2);
    await choices.first().click();
    await waitForCount(minis, 8);
    expect(await multipoint.getByRole('button', { name: 'Add Point' }).count()).toBe(0);
    await screenshot(page, `dashboard-multipoint-full-${width}`);

    // A ninth from a point card's menu is refused with the spec's message.
    await addTo(points[8]!);
    await page.getByRole('menuitem', { name: /^Eight at most/ }).click();
    await page.getByText(messages.pointAddFailed(messages.multipointMaxPoints)).waitFor();

    // Removing one brings Add Point back; the reload shows seven.
    await multipoint
      .getByRole('button', { name: /^Remove / })
      .first()
      .click();
    await page.getByText(messages.pointRemovedFromMultipoint).waitFor();
    await multipoint.getByRole('button', { name: 'Add Point' }).waitFor();
    await page.reload();
    await waitForCount(minis, 7);
  });

  it('opens the zone of a link card as its monitoring view, with a Back to the dashboard', async () => {
    const { page } = session;
    await projectOf();
    const gym = await demoDashboard('Gymnasium Watch');
    await page.goto(`/projects/${projectId}/dashboards/${gym.objectId}`);
    await page.getByRole('link', { name: /^Lincoln Elementary - Gymnasium/ }).click();
    await page.getByRole('heading', { level: 1, name: 'Gymnasium' }).waitFor();
    const back = page.getByRole('link', { name: 'Back to Gymnasium Watch' });
    await back.waitFor();
    await screenshot(page, `dashboard-monitoring-view-${width}`);
    await page.reload();
    await back.click();
    await page.getByRole('heading', { level: 1, name: 'Gymnasium Watch' }).waitFor();
    // The site monitor reached any other way has no such Back.
    const site = gym.cards[0]!.siteId!;
    await page.goto(`/projects/${projectId}/sites/${site}`);
    await page.getByRole('heading', { level: 1, name: 'Lincoln Elementary' }).waitFor();
    expect(await page.getByRole('link', { name: /^Back to/ }).count()).toBe(0);
  });

  it("titles a point's detail by its score and asks for trends per site, not per card", async () => {
    const { page } = session;
    await projectOf();
    const lincoln = await demoDashboard('Lincoln Classrooms');
    const trendCalls: string[] = [];
    page.on('request', (request) => {
      if (/\/api\/(trendData|site\/[^/]+\/trends)/.test(request.url())) {
        trendCalls.push(request.url());
      }
    });
    await page.goto(`/projects/${projectId}/dashboards/${lincoln.objectId}`);
    const first = lincoln.cards.find((c) => c.type === 'point')!;
    const card = page.locator(`[data-card-id="${first.uniqueId}"]`);
    await card.getByRole('img', { name: `${first.name} trend` }).waitFor();
    // One site: the cards on screen came in one request (a phone scrolls to the rest later).
    expect(trendCalls.length).toBe(1);
    expect(trendCalls[0]).toContain('/trends?');
    const ids = JSON.parse(new URL(trendCalls[0]!).searchParams.get('pointIds')!) as string[];
    expect(ids.length).toBeGreaterThan(1);

    const { results: measurements } = await apiGet<{ results: Measurement[] }>(
      page,
      `/api/measurements?siteId=${first.siteId}&zoneId=${first.zoneId}`,
    );
    const measurement = measurements.find((m) => m.objectId === first.pointId)!;
    expect(measurement.scoreType).not.toBeNull();
    await card.getByRole('button', { name: `Open ${first.name} details` }).click();
    const detail = page.getByRole('dialog', {
      name: new RegExp(`^${scoreDetailTitles[measurement.scoreType!]}`),
    });
    await detail.waitFor();
    await detail.getByRole('button', { name: messages.close }).click();
  });

  it('saves the default site and zone, the zone only after a site, and clears them with None', async () => {
    const { page } = session;
    await projectOf();
    const { results: board } = await request('POST', '', { name: `Defaults ${width}` });
    mine.push(board.objectId);
    await page.goto(`/projects/${projectId}/dashboards/${board.objectId}`);
    const site = page.getByRole('combobox', { name: 'Default Site' });
    const zone = page.getByRole('combobox', { name: 'Default Zone' });
    await site.waitFor();
    expect(await site.innerText()).toBe('None');
    expect(await zone.getAttribute('aria-disabled')).toBe('true');
    await site.click();
    await page.getByRole('option', { name: 'Lincoln Elementary' }).click();
    // The zone picker is enabled once the site is saved.
    await page.locator('[role=combobox][aria-disabled=true]').waitFor({ state: 'detached' });
    await zone.click();
    await page.getByRole('option', { name: 'Gymnasium' }).click();
    await page.reload();
    await site.filter({ hasText: 'Lincoln Elementary' }).waitFor();
    await zone.filter({ hasText: 'Gymnasium' }).waitFor();
    const saved = await apiGet<{ results: DashboardDetail }>(
      page,
      `/api/projects/${projectId}/dashboards/${board.objectId}`,
    );
    expect(saved.results.siteId).not.toBeNull();
    expect(saved.results.zoneId).not.toBeNull();
    await screenshot(page, `dashboard-defaults-${width}`, { fullPage: false });

    // None clears the site, and with it the zone, which is disabled again.
    await site.click();
    await page.getByRole('option', { name: 'None' }).click();
    await zone.filter({ hasText: 'None' }).waitFor();
    expect(await zone.getAttribute('aria-disabled')).toBe('true');
  });

  it('draws the cards for a custom period and refuses a start after the end', async () => {
    const { page } = session;
    await projectOf();
    const lincoln = await demoDashboard('Lincoln Classrooms');
    await page.goto(`/projects/${projectId}/dashboards/${lincoln.objectId}`);
    await page.getByRole('heading', { level: 1, name: 'Lincoln Classrooms' }).waitFor();
    await page.getByRole('combobox', { name: 'Time period' }).click();
    await page.getByRole('option', { name: 'Custom' }).click();
    const typeDate = async (label: string, daysAgo: number) => {
      const d = new Date(Date.now() - daysAgo * 86_400_000);
      await page
        .getByRole('group', { name: label })
        .getByRole('spinbutton', { name: 'Month' })
        .click();
      await page.keyboard.type(
        `${String(d.getMonth() + 1).padStart(2, '0')}${String(d.getDate()).padStart(2, '0')}${d.getFullYear()}`,
      );
    };
    await typeDate('Start date', 1);
    await typeDate('End date', 3);
    await page.getByRole('alert').filter({ hasText: messages.startAfterEnd }).waitFor();

    // A good range asks for the charts of that range, one request for the site's cards.
    const answer = page.waitForResponse(
      (r) =>
        r.url().includes('/trends?') &&
        Date.now() - Date.parse(new URL(r.url()).searchParams.get('startTime')!) > 4 * 86_400_000,
    );
    await typeDate('Start date', 5);
    await typeDate('End date', 2);
    expect((await answer).status()).toBe(200);
    // Before the first data of the demo site is not pickable.
    await typeDate('Start date', 90);
    await page.getByText(messages.dateBeforeFirstData).waitFor();
  });

  it('renames a dashboard in its settings, keeping the input when saving fails, and deletes it', async () => {
    const { page } = session;
    await projectOf();
    const { results: board } = await request('POST', '', { name: `Settings ${width}` });
    await page.goto(`/projects/${projectId}/dashboards/${board.objectId}`);
    await page.getByRole('switch', { name: 'Edit mode' }).check();
    await page.getByRole('button', { name: 'Dashboard Settings' }).click();
    const dialog = page.getByRole('dialog', { name: 'Dashboard Settings' });
    await dialog.getByLabel('Dashboard Name').fill(`Renamed ${width}`);
    await dialog.getByLabel('Description (Optional)').fill('Kept');
    await page.route(`**/dashboards/${board.objectId}`, (route) =>
      route.request().method() === 'PATCH' ? route.abort('connectionfailed') : route.continue(),
    );
    await dialog.getByRole('button', { name: messages.saveChanges }).click();
    await page.getByText(messages.dashboardSaveFailed).waitFor();
    expect(await dialog.getByLabel('Dashboard Name').inputValue()).toBe(`Renamed ${width}`);
    await page.unroute(`**/dashboards/${board.objectId}`);
    // Enter in the name saves.
    await dialog.getByLabel('Dashboard Name').press('Enter');
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('heading', { level: 1, name: `Renamed ${width}` }).waitFor();

    await page.getByRole('button', { name: 'Dashboard Settings' }).click();
    await dialog.getByRole('button', { name: 'Delete Dashboard' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete dashboard?' });
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('heading', { level: 1, name: `Renamed ${width}` }).waitFor();
    await page.getByRole('button', { name: 'Dashboard Settings' }).click();
    await dialog.getByRole('button', { name: 'Delete Dashboard' }).click();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await page.getByText(messages.dashboardDeleted).waitFor();
    await page.getByRole('heading', { level: 1, name: 'Dashboards' }).waitFor();
    const list = page.getByRole('list', { name: 'Dashboards' });
    await list.getByText('Lincoln Classrooms').waitFor();
    expect(await list.getByText(`Renamed ${width}`).count()).toBe(0);
  });
});

describe('dashboards while the server is slow or refuses', () => {
  const session = useMonitorSession('user@example.com', desktop);
  const refusal = { status: 500, json: { errorMessage: 'Server said no' } };
  /** Answers the next calls of this method to matching URLs with a refusal. */
  const refuse = (method: string, glob: string) =>
    session.page.route(glob, (route) =>
      route.request().method() === method ? route.fulfill(refusal) : route.fallback(),
    );
  /** Holds calls to matching URLs back for a while, to see what the screen says meanwhile. */
  const slow = (glob: string, ms: number) =>
    session.page.route(glob, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, ms));
      await route.fallback();
    });

  it('lists: loading, the first-dashboard hint, no scope and no date, a failed create', async () => {
    const { page } = session;
    const { project } = await apiGet<{ project: { objectId: string } }>(page, '/api?slim=true');
    const list = `**/api/projects/${project.objectId}/dashboards`;
    await slow(list, 1500);
    // Each load below asks for the list from the app (the server's first screen would bring it).
    await withoutFirstScreen(page);
    await page.goto(`/projects/${project.objectId}/dashboards`);
    await page.getByText(messages.loadingDashboards).waitFor();
    await page.unrouteAll({ behavior: 'wait' });

    await page.route(list, (route) =>
      route.request().method() === 'GET'
        ? route.fulfill({ json: { results: [] } })
        : route.fallback(),
    );
    await withoutFirstScreen(page);
    await page.reload();
    await page.getByText(messages.noDashboardsFound).waitFor();
    await page.getByText(messages.noDashboardsHint).waitFor();
    await page.unrouteAll({ behavior: 'wait' });

    const bare = {
      objectId: 'b'.repeat(24),
      name: 'Bare',
      level: 'project',
      scope: null,
      siteId: null,
      zoneId: null,
      updatedAt: '',
      sectionCount: 0,
    };
    await page.route(list, (route) =>
      route.request().method() === 'GET'
        ? route.fulfill({ json: { results: [bare] } })
        : route.fallback(),
    );
    await withoutFirstScreen(page);
    await page.reload();
    await page.getByText(messages.noScope).waitFor();
    await page.getByText(messages.noDate, { exact: false }).waitFor();

    await refuse('POST', list);
    await page.getByRole('button', { name: messages.createNewDashboard }).click();
    const dialog = page.getByRole('dialog', { name: messages.createNewDashboard });
    await dialog.getByLabel('Dashboard Name').fill('Refused');
    await dialog.getByRole('button', { name: messages.createDashboard }).click();
    await page.getByText(messages.createDashboardFailed).waitFor();
    // What was typed stays for another try.
    expect(await dialog.getByLabel('Dashboard Name').inputValue()).toBe('Refused');
    await page.unrouteAll({ behavior: 'wait' });
  });

  it('marks the point card of a sensor that stopped reporting as inactive', async () => {
    const { page } = session;
    const { project } = await apiGet<{ project: { objectId: string } }>(page, '/api?slim=true');
    const { results: all } = await apiGet<{ results: { objectId: string; name: string }[] }>(
      page,
      `/api/projects/${project.objectId}/dashboards`,
    );
    const lincoln = all.find((d) => d.name === 'Lincoln Classrooms')!;
    // The demo's sensors all report; this one's last reading is made two hours old on its way in.
    await page.route('**/api/measurements?*', async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { results: Measurement[] };
      const stale = new Date(Date.now() - 2 * 3_600_000).toISOString();
      body.results = body.results.map((m) => ({ ...m, curValTs: stale }));
      await route.fulfill({ response, json: body });
    });
    try {
      await page.goto(`/projects/${project.objectId}/dashboards/${lincoln.objectId}`);
      const card = page.locator('[data-card-id] [data-measurement-id]').first();
      await card.getByRole('img', { name: messages.sensorInactive }).waitFor();
      await card.getByText(messages.sensorInactive).waitFor();
    } finally {
      await page.unrouteAll({ behavior: 'wait' });
    }
  });

  it("one dashboard: loading, each edit's failure toast, and the detail's loading text", async () => {
    const { page } = session;
    const { project } = await apiGet<{ project: { objectId: string } }>(page, '/api?slim=true');
    const base = `/api/projects/${project.objectId}/dashboards`;
    const token = await page.evaluate<string>("localStorage.getItem('airboard.token')");
    const call = async (method: 'POST' | 'DELETE', path: string, data?: object) =>
      (
        (await (
          await page.request.fetch(`${base}${path}`, {
            method,
            headers: { authorization: `Bearer ${token}` },
            ...(data ? { data } : {}),
          })
        ).json()) as { results: DashboardDetail }
      ).results;
    const { results: all } = await apiGet<{ results: { objectId: string; name: string }[] }>(
      page,
      base,
    );
    const lincoln = (
      await apiGet<{ results: DashboardDetail }>(
        page,
        `${base}/${all.find((d) => d.name === 'Lincoln Classrooms')!.objectId}`,
      )
    ).results;
    const source = lincoln.cards.find((c) => c.type === 'point')!;
    let board = await call('POST', '', { name: 'Refusals' });
    const id = board.objectId;
    board = await call('POST', `/${id}/sections`, { version: board.version, name: 'Failing' });
    const sectionId = board.sections[0]!.uniqueId;
    const addCard = async (body: object) =>
      (board = await call('POST', `/${id}/cards`, { version: board.version, sectionId, ...body }));
    await addCard({
      name: source.name,
      card: {
        type: 'point',
        siteId: source.siteId,
        zoneId: source.zoneId,
        pointId: source.type === 'point' ? source.pointId : '',
      },
    });
    const pointCardId = board.cards[0]!.uniqueId;
    await addCard({ name: 'Together', card: { type: 'multipoint' } });
    const multipointId = board.cards[1]!.uniqueId;
    board = await call('POST', `/${id}/cards/${multipointId}/points`, {
      version: board.version,
      fromCardId: pointCardId,
    });

    try {
      await slow(`**${base}/${id}`, 1500);
      await slow('**/api/site/*/trends?*', 4000);
      await page.goto(`/projects/${project.objectId}/dashboards/${id}`);
      await page.getByText(messages.loadingDashboard).waitFor();
      await page.getByRole('heading', { level: 1, name: 'Refusals' }).waitFor();
      // The chart is still on its way: the detail says it is loading the measurement's data.
      await page
        .locator(`[data-card-id="${pointCardId}"]`)
        .getByRole('button', { name: `Open ${source.name} details` })
        .click();
      await page.getByRole('dialog').getByText(messages.loadingMeasurementData).waitFor();
      await page.keyboard.press('Escape');
      await page.unrouteAll({ behavior: 'wait' });

      await page.getByRole('switch', { name: 'Edit mode' }).check();
      await refuse('PATCH', `**${base}/${id}`);
      await page.getByRole('combobox', { name: 'Default Site' }).click();
      await page.getByRole('option', { name: 'Lincoln Elementary' }).click();
      await page.getByText(messages.defaultSettingsSaveFailed).waitFor();

      await refuse('POST', `**${base}/${id}/sections`);
      await page.getByRole('button', { name: messages.addNewSection }).click();
      await page
        .getByRole('dialog', { name: 'Add Section' })
        .getByLabel('Section Name')
        .fill('More');
      await page.keyboard.press('Enter');
      await page.getByText(messages.sectionSaveFailed('Server said no')).waitFor();
      await page
        .getByRole('dialog', { name: 'Add Section' })
        .getByRole('button', { name: 'Cancel' })
        .click();

      await refuse('POST', `**${base}/${id}/cards`);
      const section = page.getByRole('region', { name: 'Failing' });
      await section.getByRole('button', { name: 'Add Card' }).click();
      const cardDialog = page.getByRole('dialog', { name: 'Add Card' });
      await cardDialog.getByRole('button', { name: 'Multi-point Card' }).click();
      await cardDialog.getByLabel('Card Name').fill('Refused card');
      await cardDialog.getByRole('button', { name: 'Add Card' }).click();
      await page.getByText(messages.cardAddFailed('Server said no')).waitFor();
      await cardDialog.getByRole('button', { name: 'Cancel' }).click();

      await refuse('DELETE', `**${base}/${id}/cards/${multipointId}/points/*`);
      await page
        .locator(`[data-card-id="${multipointId}"]`)
        .getByRole('button', { name: /^Remove / })
        .click();
      await page.getByText(messages.pointRemoveFailed('Server said no')).waitFor();

      await refuse('DELETE', `**${base}/${id}/cards/${pointCardId}?*`);
      await page.getByRole('button', { name: `Delete ${source.name}` }).click();
      await page
        .getByRole('dialog', { name: 'Delete card?' })
        .getByRole('button', { name: 'Delete' })
        .click();
      await page.getByText(messages.cardDeleteFailed('Server said no')).waitFor();

      await refuse('DELETE', `**${base}/${id}/sections/*`);
      await page.getByRole('button', { name: 'Delete section Failing' }).click();
      await page
        .getByRole('dialog', { name: 'Delete section?' })
        .getByRole('button', { name: 'Delete' })
        .click();
      await page.getByText(messages.sectionDeleteFailed('Server said no')).waitFor();
      // Nothing was lost: both cards are still there after a reload.
      await page.unrouteAll({ behavior: 'wait' });
      await page.reload();
      await page.locator(`[data-card-id="${pointCardId}"]`).waitFor();
      await page.locator(`[data-card-id="${multipointId}"]`).waitFor();
    } finally {
      await page.unrouteAll({ behavior: 'wait' });
      const current = (await apiGet<{ results: DashboardDetail }>(page, `${base}/${id}`)).results;
      await call('DELETE', `/${id}?version=${current.version}`);
    }
  });
});
