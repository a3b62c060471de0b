// Alert texts on Settings → Account (issue 22) in Chromium against the built server, whose texts go
// out through its e-mail-to-SMS gateway into the e2e mailbox. On a phone, the Other Portfolio's
// member adds a mobile number, reads the code from the gateway's e-mail, is told a wrong code is
// wrong, enters the right one and switches SMS notifications on; after a reload the number and the
// switch are kept, and quiet hours are saved. The desktop width shows the same. The account ends
// as it began: no number, no quiet hours, its notification preferences as they were.
import type { NotificationPrefs } from '@airboard/shared/api';
import { messages } from '@airboard/shared/messages';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitForMail } from '../support/accounts-env';
import { seriousAxeViolations } from '../support/axe';
import { launchBrowser, screenshot } from '../support/browser';
import { apiGet, desktop, monitorAs, phone } from '../support/monitoring';

/** No other spec relies on this account's alert texts. */
const ACCOUNT = 'other@example.com';
/** A valid US number of the range kept for fiction, as typed and as the server stores it. */
const TYPED_NUMBER = '(201) 555-0123';
const NUMBER = '+12015550123';
/** The gateway's e-mail for the number (global-setup.ts: SMS_EMAIL_GATEWAY) and its code. */
const CODE_MAIL = /To: 12015550123@sms\.e2e\.example[\s\S]*verification code is (\d{6})/;

let browser: Browser;
let page: Page;
let savedPrefs: NotificationPrefs;

const section = (on: Page) => on.getByRole('region', { name: 'Mobile number for alert texts' });
const smsSwitch = (on: Page) => on.getByRole('switch', { name: 'SMS notifications' });
const verifiedText = 'Alert texts go to your verified number ending in 0123.';

const scrollsSideways = (on: Page) =>
  on.evaluate<boolean>('document.documentElement.scrollWidth > window.innerWidth');

/** A change of the API as the signed-in page makes it (its session token). */
async function apiChange(method: 'DELETE' | 'PUT' | 'POST', path: string, data?: object) {
  const token = await page.evaluate<string>("localStorage.getItem('airboard.token')");
  const res = await page.request.fetch(path, {
    method,
    headers: { authorization: `Bearer ${token}` },
    ...(data ? { data } : {}),
  });
  expect(res.status(), `${method} ${path}`).toBe(200);
}

beforeAll(async () => {
  browser = await launchBrowser();
  page = await monitorAs(browser, ACCOUNT, { viewport: phone });
  savedPrefs = (await apiGet<{ user: { notifications: NotificationPrefs } }>(page, '/locals')).user
    .notifications;
});

afterAll(async () => {
  // Whatever failed above, the account ends as it began.
  if (page) {
    await apiChange('DELETE', '/users/sms/phone');
    await apiChange('PUT', '/users/sms/quiet-hours', { quietHours: null });
    await apiChange('POST', '/users/notifications', { ...savedPrefs, sms: false });
  }
  await browser?.close();
});

describe('a member turns alert texts on from a phone', () => {
  it('adds a number and proves it with the code texted to it', async () => {
    await page.goto('/settings');
    const part = section(page);
    await part.getByRole('textbox', { name: 'Mobile number' }).waitFor();
    expect(await smsSwitch(page).isDisabled()).toBe(true);
    await page.getByText(messages.smsNeedsVerifiedPhone).waitFor();
    await screenshot(page, 'alert-texts-empty-phone', { fullPage: false });

    await part.getByRole('textbox', { name: 'Mobile number' }).fill(TYPED_NUMBER);
    await part.getByRole('button', { name: 'Send code' }).click();
    const codeField = part.getByRole('textbox', { name: 'Code' });
    await codeField.waitFor();
    await part.getByText(NUMBER).waitFor();
    expect(await codeField.getAttribute('autocomplete')).toBe('one-time-code');
    expect(await codeField.getAttribute('inputmode')).toBe('numeric');

    const code = CODE_MAIL.exec(await waitForMail(CODE_MAIL))?.[1] ?? '';
    expect(code).toMatch(/^\d{6}$/);
    const wrong = code.replace(/\d$/, (digit) => String((Number(digit) + 1) % 10));
    await codeField.fill(wrong);
    await part.getByRole('button', { name: 'Verify' }).click();
    await part.getByRole('alert').getByText(messages.smsCodeWrong).waitFor();
    expect(await scrollsSideways(page)).toBe(false);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await screenshot(page, 'alert-texts-code-phone');

    await codeField.fill(code);
    await codeField.press('Enter');
    await part.getByText(verifiedText).waitFor();
    expect(await codeField.count()).toBe(0);
  });

  it('switches SMS notifications on, kept after a reload', async () => {
    const sms = smsSwitch(page);
    await expect.poll(() => sms.isEnabled()).toBe(true);
    await sms.click();
    await page.getByText(messages.notificationsSaved, { exact: true }).waitFor();
    expect(await sms.isChecked()).toBe(true);

    await page.reload();
    await section(page).getByText(verifiedText).waitFor();
    expect(await smsSwitch(page).isChecked()).toBe(true);
    expect(await smsSwitch(page).isEnabled()).toBe(true);
  });

  it('saves quiet hours, kept after a reload', async () => {
    const quiet = page.getByRole('region', { name: 'Quiet hours' });
    await quiet.getByRole('switch', { name: 'Use quiet hours' }).click();
    await quiet.getByLabel('From').fill('21:30');
    await quiet.getByLabel('Until').fill('06:45');
    await quiet.getByRole('button', { name: 'Save quiet hours' }).click();
    await page.getByText('Quiet hours saved: no alert texts from 21:30 to 06:45').waitFor();

    await page.reload();
    const reloaded = page.getByRole('region', { name: 'Quiet hours' });
    await reloaded.getByLabel('From').waitFor();
    expect(await reloaded.getByLabel('From').inputValue()).toBe('21:30');
    expect(await reloaded.getByLabel('Until').inputValue()).toBe('06:45');
    expect(await scrollsSideways(page)).toBe(false);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await screenshot(page, 'alert-texts-phone');
  });
});

it('shows the verified number and its settings at desktop width', async () => {
  const wide = await monitorAs(browser, ACCOUNT, { viewport: desktop });
  await wide.goto('/settings');
  await section(wide).getByText(verifiedText).waitFor();
  expect(await smsSwitch(wide).isChecked()).toBe(true);
  await screenshot(wide, 'alert-texts-desktop');
  await wide.context().close();
});
