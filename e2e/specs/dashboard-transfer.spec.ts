// Export and import of a dashboard (issue 13, item 9): 'Export JSON' downloads a demo dashboard as
// '<name>.dashboard.json', and 'Import' on the selection makes a new dashboard of it in the same
// project with the same sections and cards, opened at once; a bad file says what is wrong and
// creates nothing; in another project with none of its sites the dialog lists what it could not
// find and offers to open the dashboard, whose cards show their error. Desktop width, and the
// other project's import at phone width.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  dashboardFile,
  type DashboardCard,
  type DashboardDetail,
  type DashboardFile,
  type ImportDashboardResponse,
} from '@airboard/shared/api';
import { messages } from '@airboard/shared/messages';
import { screenshot } from '../support/browser';
import { apiGet, desktop, phone, useMonitorSession } from '../support/monitoring';

const DEMO_DASHBOARD = 'Lincoln Classrooms';
/** The downloaded file, which the other project's import reads too. */
const downloads = fs.mkdtempSync(path.join(os.tmpdir(), 'airboard-dashboard-files-'));
const exportedPath = path.join(downloads, `${DEMO_DASHBOARD}.dashboard.json`);
afterAll(() => fs.rmSync(downloads, { recursive: true, force: true }));

const currentProjectId = async (page: Page) =>
  (await apiGet<{ project: { objectId: string } }>(page, '/api?slim=true')).project.objectId;

const dashboardsOf = async (page: Page, projectId: string) =>
  (
    await apiGet<{ results: { objectId: string; name: string }[] }>(
      page,
      `/api/projects/${projectId}/dashboards`,
    )
  ).results;

const dashboard = async (page: Page, projectId: string, id: string) =>
  (await apiGet<{ results: DashboardDetail }>(page, `/api/projects/${projectId}/dashboards/${id}`))
    .results;

/**
 * For one describe block: a page signed in as the account at the viewport, and the dashboards its
 * tests make in their project, deleted after them (the demo database is shared by the specs).
 */
function useImportingSession(email: string, viewport: { width: number; height: number }) {
  const session = useMonitorSession(email, viewport);
  const made = { projectId: '', ids: [] as string[] };
  beforeAll(() => {
    // Playwright stops intercepting file pickers when nobody listens and starts again when a test
    // waits for one, and a picker opened before that has taken effect is missed: one listener for
    // the page's life keeps the interception on.
    session.page.on('filechooser', () => undefined);
  });
  afterAll(async () => {
    const { page } = session;
    const token = await page.evaluate<string>("localStorage.getItem('airboard.token')");
    for (const id of made.ids) {
      const { version } = await dashboard(page, made.projectId, id);
      await page.request.delete(
        `/api/projects/${made.projectId}/dashboards/${id}?version=${version}`,
        { headers: { authorization: `Bearer ${token}` } },
      );
    }
  });
  return { session, made };
}

/** Opens the Import dialog of the project's selection and chooses a file from the keyboard. */
async function chooseFile(
  page: Page,
  projectId: string,
  file: string | { name: string; mimeType: string; buffer: Buffer },
) {
  if (!page.url().endsWith(`/projects/${projectId}/dashboards`)) {
    await page.goto(`/projects/${projectId}/dashboards`);
    await page.getByRole('heading', { level: 1, name: 'Dashboards' }).waitFor();
  }
  const dialog = page.getByRole('dialog', { name: messages.importDashboardTitle });
  if (!(await dialog.isVisible())) {
    await page.getByRole('button', { name: messages.importDashboard, exact: true }).click();
    // The dialog takes the focus once open; a button focused before that would lose it.
    await page.waitForFunction("document.activeElement?.closest('[role=dialog]') != null");
  }
  await dialog.getByRole('button', { name: messages.chooseDashboardFile }).focus();
  const [chooser] = await Promise.all([
    page.waitForEvent('filechooser'),
    page.keyboard.press('Enter'),
  ]);
  await chooser.setFiles(file);
  return dialog;
}

/** Imports the chosen file with the dialog's Import; answers the server's answer. */
async function importChosen(page: Page, dialog: ReturnType<Page['getByRole']>) {
  const answer = page.waitForResponse(
    (r) => r.request().method() === 'POST' && r.url().endsWith('/dashboards/import'),
  );
  await dialog.getByRole('button', { name: messages.importDashboard, exact: true }).click();
  return (await (await answer).json()) as ImportDashboardResponse;
}

/** What a card is, without its own and its section's ids; a link counts its readings anew. */
const shape = (card: DashboardCard) => ({
  ...card,
  uniqueId: '',
  sectionId: '',
  ...(card.type === 'link' ? { metadata: {} } : {}),
});

describe('dashboard export and import at desktop width', () => {
  const { session, made } = useImportingSession('user@example.com', desktop);

  it('export then import round trip', async () => {
    const { page } = session;
    made.projectId = await currentProjectId(page);
    const { projectId } = made;
    const original = (await dashboardsOf(page, projectId)).find((d) => d.name === DEMO_DASHBOARD)!;
    await page.goto(`/projects/${projectId}/dashboards/${original.objectId}`);
    await page.getByRole('heading', { level: 1, name: DEMO_DASHBOARD }).waitFor();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: messages.exportJson }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`${DEMO_DASHBOARD}.dashboard.json`);
    await download.saveAs(exportedPath);
    const file: DashboardFile = dashboardFile.parse(
      JSON.parse(fs.readFileSync(exportedPath, 'utf8')),
    );
    expect(file.dashboard.name).toBe(DEMO_DASHBOARD);
    expect(file.dashboard.sections.map((s) => s.name)).toEqual(['First floor', 'Second floor']);
    const cardCount = file.dashboard.sections.flatMap((s) => s.cards).length;

    const dialog = await chooseFile(page, projectId, exportedPath);
    await dialog
      .getByRole('status')
      .filter({ hasText: messages.importFileSummary(DEMO_DASHBOARD, 2, cardCount) })
      .waitFor();
    await screenshot(page, 'dashboard-import-desktop');
    const { dashboard: imported, unmapped } = await importChosen(page, dialog);
    made.ids.push(imported.objectId);
    expect(unmapped).toEqual([]);
    await page.getByText(messages.dashboardImported(DEMO_DASHBOARD)).waitFor();
    await page.waitForURL(`**/dashboards/${imported.objectId}`);
    await page.getByRole('region', { name: 'First floor' }).waitFor();
    await page.getByRole('region', { name: 'Second floor' }).waitFor();
    await page.getByText('Room 101 at a glance').waitFor();
    expect(await page.locator('[data-card-id]').count()).toBe(cardCount);

    const before = await dashboard(page, projectId, original.objectId);
    expect(imported.sections.map((s) => [s.name, s.isCollapsed])).toEqual(
      before.sections.map((s) => [s.name, s.isCollapsed]),
    );
    expect(imported.cards.map(shape)).toEqual(before.cards.map(shape));
  });

  it('says what is wrong with a bad file and creates nothing', async () => {
    const { page } = session;
    const projectId = await currentProjectId(page);
    const count = (await dashboardsOf(page, projectId)).length;
    const json = (name: string, content: unknown) => ({
      name,
      mimeType: 'application/json',
      buffer: Buffer.from(typeof content === 'string' ? content : JSON.stringify(content)),
    });
    const importButton = (dialog: ReturnType<Page['getByRole']>) =>
      dialog.getByRole('button', { name: messages.importDashboard, exact: true });

    let dialog = await chooseFile(page, projectId, json('notes.json', 'not json at all'));
    await dialog.getByText(messages.importFileInvalid).waitFor();
    expect(await importButton(dialog).isDisabled()).toBe(true);

    dialog = await chooseFile(page, projectId, json('other.json', { hello: 'world' }));
    await dialog.getByText(messages.importFileInvalid).waitFor();

    const file = JSON.parse(fs.readFileSync(exportedPath, 'utf8')) as DashboardFile;
    file.dashboard.sections[1]!.name = ' ';
    dialog = await chooseFile(page, projectId, json('edited.json', file));
    await dialog
      .getByText(messages.importFileProblem(`section 2, name: ${messages.sectionNameEmpty}`))
      .waitFor();
    expect(await importButton(dialog).isDisabled()).toBe(true);
    await screenshot(page, 'dashboard-import-bad-file-desktop');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    expect((await dashboardsOf(page, projectId)).length).toBe(count);
  });
});

describe('importing into another project at phone width', () => {
  const { session, made } = useImportingSession('multi@example.com', phone);

  it('lists the sites and points it could not find, and opens the dashboard on request', async () => {
    const { page } = session;
    const { projects } = await apiGet<{ projects: { objectId: string; name: string }[] }>(
      page,
      '/locals',
    );
    made.projectId = projects.find((p) => p.name === 'Other Portfolio')!.objectId;
    const { projectId } = made;
    const dialog = await chooseFile(page, projectId, exportedPath);
    const { dashboard: imported, unmapped } = await importChosen(page, dialog);
    made.ids.push(imported.objectId);
    expect(imported.projectId).toBe(projectId);
    // No Lincoln Elementary here: the default site and every card's site are listed.
    expect(unmapped).toContainEqual({ kind: 'site', name: 'Lincoln Elementary' });
    // One line per place: the site's names every card, and the default.
    const notFound = dialog.getByRole('list', { name: 'Not found' });
    const lincolnCards = unmapped.flatMap((u) =>
      u.name === 'Lincoln Elementary' && u.card ? [u.card] : [],
    );
    expect(lincolnCards).toHaveLength(imported.cards.length);
    await notFound
      .getByText(
        messages.importUnmappedItem('site', 'Lincoln Elementary', {
          isDefault: true,
          cards: lincolnCards,
        }),
      )
      .waitFor();
    expect(await notFound.getByRole('listitem').count()).toBe(
      new Set(unmapped.map((u) => `${u.kind} ${u.name}`)).size,
    );
    await screenshot(page, 'dashboard-import-unmapped-phone');

    await dialog.getByRole('button', { name: messages.openDashboard }).click();
    await page.waitForURL(`**/dashboards/${imported.objectId}`);
    await page.getByRole('region', { name: 'First floor' }).waitFor();
    // A point card without its site shows the error mark.
    await page
      .getByRole('region', { name: 'Second floor' })
      .getByText(messages.linkCardError, { exact: true })
      .first()
      .waitFor();
  });
});
