// Scheduled report e-mails (issue 17) against the demo data, as the demo admin at desktop and
// phone width: two measurements chosen, Email weekly prefilled from them (the admin as recipient,
// the next e-mail shown), saved and listed; Send now delivers the e-mail with the report's CSV to
// the SMTP peer the e2e server sends to; then the schedule is deleted after confirming.
import { messages } from '@airboard/shared/messages';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { attachmentsOf } from '../../apps/server/test/fixtures/smtp-mailbox';
import { waitForMail } from '../support/accounts-env';
import { screenshot } from '../support/browser';
import { apiGet, bothWidths, useMonitorSession } from '../support/monitoring';

type SlimSite = { objectId: string; name: string; projectId: string };

async function openReports(page: Page, width: string): Promise<SlimSite> {
  const { sites } = await apiGet<{ sites: SlimSite[] }>(page, '/api?slim=true');
  const site = sites.find((s) => s.name === 'Harbor Office Tower')!;
  await page.goto(
    width === 'phone'
      ? `/reports?siteId=${site.objectId}`
      : `/projects/${site.projectId}/sites/${site.objectId}/reports`,
  );
  await page.getByRole('heading', { level: 1, name: 'Reports' }).waitFor();
  return site;
}

describe.each(bothWidths)('scheduled report e-mails at %s width', (width, viewport) => {
  const session = useMonitorSession('admin@example.com', viewport);

  it('schedules the chosen report, sends it now and deletes it', async () => {
    const { page } = session;
    const site = await openReports(page, width);
    const name = `E2E weekly ${width} ${Date.now()}`;
    const section = page.getByRole('region', { name: 'Scheduled e-mails' });
    await section.waitFor();

    await page.getByRole('button', { name: 'Select Measurements' }).click();
    const selector = page.getByRole('dialog');
    await selector.getByRole('checkbox').first().waitFor();
    await selector.getByRole('checkbox').nth(0).check();
    await selector.getByRole('checkbox').nth(1).check();
    await selector.getByRole('button', { name: messages.confirmSelection }).click();
    await page.getByRole('button', { name: 'Email weekly' }).click();

    const dialog = page.getByRole('dialog', { name: 'Email weekly' });
    await dialog.getByText(/^2 measurements: /).waitFor();
    await dialog.getByText(/^Next e-mail: Monday, /).waitFor();
    // The admin gets it unless they choose otherwise.
    await expect
      .poll(() => dialog.getByRole('checkbox', { name: /admin@example\.com/ }).isChecked())
      .toBe(true);
    await dialog.getByRole('textbox', { name: 'Name' }).fill(name);
    expect(
      await page.evaluate<boolean>('document.documentElement.scrollWidth <= window.innerWidth'),
    ).toBe(true);
    await screenshot(page, `report-schedule-dialog-${width}`, { fullPage: false });
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'detached' });

    const row = section.getByRole('listitem').filter({ hasText: name });
    await row.getByText(/^Mondays at 08:00 · next .* · 1 recipient$/).waitFor();
    await row.scrollIntoViewIfNeeded();
    await screenshot(page, `report-schedules-${width}`, { fullPage: false });

    // On a phone the list ends the page, under where notes pop up: each is let go first (with
    // the pointer off it, as a note under the pointer stays).
    await page.mouse.move(0, 0);
    await page.getByText(`Scheduled ${name}`).waitFor({ state: 'detached' });
    await row.getByRole('button', { name: `Send ${name} now` }).click();
    const sending = page.getByText(messages.reportScheduleSending('1 recipient'));
    await sending.waitFor();
    const mail = await waitForMail(new RegExp(`Subject: .*${name}`));
    expect(mail).toContain('To: admin@example.com');
    expect(mail).toContain(`/projects/${site.projectId}/sites/${site.objectId}/reports`);
    const [csv] = attachmentsOf(mail);
    expect(csv!.filename).toMatch(
      /^Harbor Office Tower report \d{4}-\d{2}-\d{2} to \d{4}-\d{2}-\d{2}\.csv$/,
    );
    const [header, first] = csv!.text.replace(/^\uFEFF/, '').split('\r\n');
    expect(header).toBe(
      'site,zone,measurement,unit,interval start,min,max,avg,min score,max score,avg score,count',
    );
    expect(first).toMatch(/^Harbor Office Tower,/);

    await page.mouse.move(0, 0);
    await sending.waitFor({ state: 'detached' });
    await row.getByRole('button', { name: `Delete ${name}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete scheduled e-mail?' });
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await row.waitFor({ state: 'detached' });
  });
});
