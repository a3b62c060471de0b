// Single sign-on and Google sign-in in a real browser, against real identity providers on
// loopback started by global-setup.ts: the SAML identity provider auto-posts a signed response,
// the OpenID provider stands in for Google.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { messages } from '@airboard/shared/messages';
import { E2E_SAML_USER, waitForMail } from '../support/accounts-env';
import { launchBrowser, newPage, screenshot } from '../support/browser';
import { finishWelcomeIfShown, sessionToken, signIn } from '../support/sign-in';

const baseUrl = inject('baseUrl');
const TEACHER_PASSWORD = 'teacher password';

describe('single sign-on and Google', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
    // The district user gets an account by invitation (kept from earlier runs when present).
    const admin = await newPage(browser);
    await signIn(admin, baseUrl, 'admin@example.com');
    await admin.goto('/settings');
    await admin.getByRole('button', { name: 'Invite People' }).click();
    await admin.getByRole('dialog').getByLabel('Email').fill(E2E_SAML_USER);
    await admin.getByRole('button', { name: 'Send Invite' }).click();
    await admin.getByText(`Invitation sent to ${E2E_SAML_USER}`).waitFor();
    const mail = await waitForMail(new RegExp(`To: ${E2E_SAML_USER}`));
    const link = /https?:\/\/[^\s"<]+\/acceptinvite\?[^\s"<]+/
      .exec(mail)?.[0]
      ?.replaceAll('&amp;', '&');
    if (link) {
      const page = await newPage(browser);
      await page.goto(link);
      await page.getByLabel('Password', { exact: true }).fill(TEACHER_PASSWORD);
      await page.getByLabel('Confirm password', { exact: true }).fill(TEACHER_PASSWORD);
      await page.getByLabel(messages.agreeToTerms).check();
      await page.getByRole('button', { name: 'Create Account' }).click();
      await page.waitForURL(`${baseUrl}/onboarding`);
      await finishWelcomeIfShown(page);
    }
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('SAML: the single sign-on button signs a district user in through the identity provider', async () => {
    const page = await newPage(browser);
    await page.goto('/login');
    await page.getByRole('button', { name: 'Sign in with single sign-on' }).click();
    await page.waitForURL(`${baseUrl}/`, { timeout: 20_000 });
    expect(await sessionToken(page)).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // The token never stays in the address bar.
    expect(page.url()).not.toContain('token=');
  });

  it('SAML: /login/cps starts single sign-on by itself', async () => {
    const page = await newPage(browser, { width: 390, height: 844 });
    await page.goto('/login/cps');
    await page.getByText('Taking you to your district sign-in page…').waitFor();
    await screenshot(page, 'accounts-login-cps-390');
    await page.waitForURL(`${baseUrl}/`, { timeout: 20_000 });
    expect(await sessionToken(page)).not.toBe('');
  });

  it('Google: link from Settings, then sign in with Google', async () => {
    const page = await newPage(browser);
    await signIn(page, baseUrl, E2E_SAML_USER, TEACHER_PASSWORD);
    await page.goto('/settings');
    await finishWelcomeIfShown(page);
    await page.getByRole('tab', { name: 'Security & Login' }).click();
    await page.getByRole('button', { name: 'Link Google Account' }).click();
    await page.getByText('Your Google account is linked.').waitFor({ timeout: 20_000 });

    const fresh = await newPage(browser);
    await fresh.goto('/login');
    await fresh.getByRole('link', { name: 'Sign in with Google' }).click();
    await fresh.getByRole('heading', { name: 'Sign in with Google' }).waitFor();
    await screenshot(fresh, 'accounts-login-google-1280');
    await fresh.getByRole('link', { name: 'Continue with Google' }).click();
    await fresh.waitForURL(`${baseUrl}/`, { timeout: 20_000 });
    expect(await sessionToken(fresh)).not.toBe('');
  });
});
