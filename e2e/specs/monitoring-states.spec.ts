// What the site screens show when something is not there (issue 12, item 4): a failed zones
// request is "Can't load data" with Retry, not "no measurements"; a failed site request is the
// spec's toast "Error loading site" with Retry; an unknown site of the user's own project is "Site
// not found" and looks exactly like another project's site put under the user's project (the
// server answers 404 alike: no oracle); another project's address is "No access"; an unknown zone
// is "Zone not found" with its id. At desktop and phone widths.
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@airboard/shared/messages';
import { screenshot } from '../support/browser';
import {
  apiGet,
  bothWidths,
  monitorAs,
  openSite,
  useMonitorSession,
  withoutFirstScreen,
} from '../support/monitoring';

/** The first site of the signed-in user's current project, read as the page reads it. */
async function firstSite(page: Page): Promise<{ objectId: string; projectId: string }> {
  const home = await apiGet<{ sites: { objectId: string; projectId: string }[] }>(
    page,
    '/api?slim=true',
  );
  return home.sites[0]!;
}

/** The main column's text, to compare two not-found pages. */
const mainText = (page: Page) => page.getByRole('main').innerText();

describe.each(bothWidths)('site screen states at %s width', (width, viewport) => {
  const session = useMonitorSession('user@example.com', viewport);
  let lincolnPath = '';
  let projectId = '';
  let otherSiteId = '';

  beforeAll(async () => {
    const outsider = await monitorAs(session.browser, 'other@example.com', { viewport });
    otherSiteId = (await firstSite(outsider)).objectId;
    await outsider.close();
    await openSite(session.page, 'Lincoln Elementary');
    lincolnPath = new URL(session.page.url()).pathname;
    projectId = lincolnPath.split('/')[2]!;
  });

  it("shows Can't load data with Retry when the zones fail, and the zones after Retry", async () => {
    await session.page.route('**/api/zones?**', (route) => route.abort('connectionfailed'));
    await withoutFirstScreen(session.page);
    await session.page.goto(lincolnPath);
    const retry = session.page.getByRole('button', { name: 'Retry' });
    await retry.waitFor();
    await session.page.getByText(messages.cantLoadData).waitFor();
    expect(await session.page.getByText(messages.noMeasurementsForSite).count()).toBe(0);
    await screenshot(session.page, `monitoring-zones-failed-${width}`);
    await session.page.unroute('**/api/zones?**');
    await retry.click();
    await session.page.getByRole('region', { name: 'Zones' }).getByRole('link').first().waitFor();
    expect(await session.page.getByText(messages.cantLoadData).count()).toBe(0);
  });

  it('says Error loading site when the site fails, with Retry, and the site after Retry', async () => {
    const siteRequest = (url: URL) => url.pathname === '/api/site';
    await session.page.route(siteRequest, (route) => route.abort('connectionfailed'));
    await withoutFirstScreen(session.page);
    await session.page.goto(lincolnPath);
    await session.page.getByText(messages.errorLoadingSite, { exact: true }).waitFor();
    const retry = session.page.getByRole('button', { name: 'Retry' });
    await retry.waitFor();
    await session.page.unroute(siteRequest);
    await retry.click();
    await session.page.getByRole('heading', { level: 1, name: 'Lincoln Elementary' }).waitFor();
  });

  it('says a site is not found in the same words whether it is unknown or of another project', async () => {
    await session.page.goto(`/projects/${projectId}/sites/${'0'.repeat(24)}`);
    await session.page.getByRole('heading', { level: 1, name: 'Site not found' }).waitFor();
    const unknown = await mainText(session.page);
    await screenshot(session.page, `monitoring-site-not-found-${width}`);

    await session.page.goto(`/projects/${projectId}/sites/${otherSiteId}`);
    await session.page.getByRole('heading', { level: 1, name: 'Site not found' }).waitFor();
    expect(await mainText(session.page)).toBe(unknown);

    // The site's other screens say the same.
    for (const screen of ['floors', 'heatmap', 'alerts']) {
      await session.page.goto(`/projects/${projectId}/sites/${otherSiteId}/${screen}`);
      await session.page.getByRole('heading', { level: 1, name: 'Site not found' }).waitFor();
    }

    await session.page.getByRole('link', { name: 'Back to sites' }).click();
    await session.page.getByRole('heading', { level: 1, name: 'Demo Portfolio' }).waitFor();
  });

  it("says No access at another project's address", async () => {
    const outsider = await monitorAs(session.browser, 'other@example.com', { viewport });
    await outsider.goto(lincolnPath);
    await outsider.getByRole('heading', { level: 1, name: 'No access' }).waitFor();
    await outsider.getByText(messages.noProjectAccess).waitFor();
    await outsider.close();
  });

  it('says an unknown zone is not found, with its id, and goes back to the site', async () => {
    const zoneId = 'f'.repeat(24);
    await session.page.goto(`${lincolnPath}/zones/${zoneId}`);
    await session.page.getByRole('heading', { level: 1, name: 'Zone not found' }).waitFor();
    await session.page.getByText(messages.noZoneFound(zoneId)).waitFor();
    await session.page.getByRole('link', { name: 'Back to Lincoln Elementary' }).click();
    await session.page.getByRole('heading', { level: 1, name: 'Lincoln Elementary' }).waitFor();
  });
});
