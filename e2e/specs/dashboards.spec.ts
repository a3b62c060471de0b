// The dashboard selection (issue 13, item 3) and the create dialog (item 4): search over name and
// scope with its empty-state hints, the cards of the demo dashboards, a failed list with Retry,
// and creating a dashboard with a default site and zone. At desktop and phone widths.
import { afterAll, describe, expect, it } from 'vitest';
import type { DashboardDetail } from '@airboard/shared/api';
import { messages } from '@airboard/shared/messages';
import { screenshot } from '../support/browser';
import { apiGet, bothWidths, useMonitorSession } from '../support/monitoring';

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
    await open();
    await page.getByText(messages.errorLoadingDashboards).waitFor();
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
});
