// Signup end to end in a real browser against the built server and a real SMTP server: the
// e-mailed link, the password, then a new project; and the answer for an already verified account.
import { randomUUID } from 'node:crypto';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { messages } from '@airboard/shared/messages';
import { linkInMail, waitForMail } from '../support/accounts-env';
import { launchBrowser, newPage, screenshot } from '../support/browser';
import { waitForSessionToken } from '../support/sign-in';

const baseUrl = inject('baseUrl');
const run = randomUUID().slice(0, 8);
const signupEmail = `signup-${run}@example.com`;

describe('signup', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('signup: e-mailed link, password, then a new project', async () => {
    const page = await newPage(browser);
    await page.goto('/signup');
    await page.getByLabel('First name').fill('Sig');
    await page.getByLabel('Last name').fill('Nup');
    await page.getByLabel('Email').fill(signupEmail);
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await page.getByText('Check your email').waitFor();
    await screenshot(page, 'accounts-signup-sent-1280');

    const link = linkInMail(await waitForMail(new RegExp(`To: ${signupEmail}`)), '/login');
    await page.goto(link);
    await page.getByRole('heading', { name: 'Reset password' }).waitFor();
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await page.getByText(messages.enterNewPassword, { exact: true }).waitFor();
    await page.getByLabel('New password', { exact: true }).fill('signup password 1');
    await page.getByLabel('Confirm password', { exact: true }).fill('signup password 2');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await page.getByText(messages.passwordsDoNotMatch, { exact: true }).waitFor();
    await page.getByLabel('Confirm password', { exact: true }).fill('signup password 1');
    await page.getByRole('button', { name: 'Show Confirm password' }).click();
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await page.getByText(messages.resetPasswordSucceeded, { exact: true }).waitFor();
    await page.waitForURL(
      (url) =>
        url.searchParams.get('username') === signupEmail &&
        !url.searchParams.has('resetPasswordToken'),
    );

    await page.getByLabel('Password', { exact: true }).fill('signup password 1');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await page.getByText(messages.noProjectsAssigned, { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Create Project' }).click();
    await page.getByRole('button', { name: 'Create Project' }).click();
    await page.getByText(messages.enterProjectName, { exact: true }).waitFor();
    await page.getByLabel('Project name').fill(`  Signup Project ${run} `);
    await page.getByRole('button', { name: 'Create Project' }).click();
    await page.waitForURL(`${baseUrl}/`);
    await waitForSessionToken(page);
    // A new account sees the welcome modal.
    await page.getByRole('dialog').getByText('Welcome to').waitFor();
  });

  // Issue 11, finding 11: the page answers a verified address like any other (no account oracle);
  // the spec's "Account Verified" notice and its Login link reach the address's owner by e-mail.
  it('signup of a verified account answers like any other and e-mails the owner the notice with a Login link', async () => {
    const page = await newPage(browser, { width: 390, height: 844 });
    await page.goto('/signup');
    await page.getByLabel('First name').fill('Uma');
    await page.getByLabel('Last name').fill('User');
    await page.getByLabel('Email').fill('user@example.com');
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await page.getByText('Check your email: we sent user@example.com a link').waitFor();
    expect(await page.getByText(messages.accountAlreadyVerified).count()).toBe(0);
    const mail = await waitForMail(/To: user@example\.com[\s\S]*Account Verified/);
    expect(mail).toContain(messages.accountAlreadyVerified);
    expect(linkInMail(mail, '/login')).toMatch(/^http:\/\/[^/]+\/login\?/);
    await screenshot(page, 'accounts-signup-verified-390');
  });
});
