// Account paths end to end in a real browser against the built server and a real SMTP server:
// signup → e-mailed link → password → create project; invite → accept → welcome modal; forgot
// password → e-mail → reset → login; both settings tabs; theme saved across reload; token and
// building-automation sign-in; project switch; brand by host name.
import { randomUUID } from 'node:crypto';
import { SignJWT } from 'jose';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { messages } from '@airboard/shared/messages';
import { E2E_COMMANDER_SECRET, waitForMail } from '../support/accounts-env';
import { launchBrowser, newPage, screenshot } from '../support/browser';
import { DEMO_PASSWORD, sessionToken, signIn } from '../support/sign-in';

const baseUrl = inject('baseUrl');
const run = randomUUID().slice(0, 8);
const invitee = `invitee-${run}@example.com`;
const signupEmail = `signup-${run}@example.com`;

const linkFrom = (mail: string, path: string) => {
  const match = new RegExp(`https?://[^\\s"<]+${path}\\?[^\\s"<]+`).exec(mail);
  if (!match) {
    throw new Error(`no ${path} link in the e-mail`);
  }
  return match[0].replaceAll('&amp;', '&');
};

async function apiLogin(email: string, password = DEMO_PASSWORD, projectName?: string) {
  const post = (url: string, body: object) =>
    fetch(`${baseUrl}${url}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  const { projects } = (await (
    await post('/users/projectsWithAuth', { username: email, password })
  ).json()) as {
    projects: { objectId: string; name: string }[];
  };
  const project = projects.find((p) => !projectName || p.name === projectName) ?? projects[0];
  const res = await post('/users/login', { username: email, password, project: project?.objectId });
  return (await res.json()) as { token: string; user: { objectId: string } };
}

const waitForToken = (page: Page) =>
  page.waitForFunction("window.localStorage.getItem('airboard.token') !== null");

describe('account flows', () => {
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

    const link = linkFrom(await waitForMail(new RegExp(`To: ${signupEmail}`)), '/login');
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
    await waitForToken(page);
    // A new account sees the welcome modal.
    await page.getByRole('dialog').getByText('Welcome to').waitFor();
  });

  it('signup of a verified account says so, with a Login link', async () => {
    const page = await newPage(browser, { width: 390, height: 844 });
    await page.goto('/signup');
    await page.getByLabel('First name').fill('Uma');
    await page.getByLabel('Last name').fill('User');
    await page.getByLabel('Email').fill('user@example.com');
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await page.getByText(messages.accountAlreadyVerified, { exact: true }).waitFor();
    await page.getByRole('link', { name: 'Login' }).first().waitFor();
    await screenshot(page, 'accounts-signup-verified-390');
  });

  it('invite from Settings → e-mail → accept → welcome modal', async () => {
    const admin = await newPage(browser);
    await signIn(admin, baseUrl, 'admin@example.com');
    await admin.goto('/settings');
    await admin.getByRole('button', { name: 'Invite People' }).click();
    await admin.getByRole('dialog').getByLabel('Email').fill(invitee);
    await admin.getByRole('button', { name: 'Send Invite' }).click();
    await admin.getByText(`Invitation sent to ${invitee}`).waitFor();

    const mail = await waitForMail(new RegExp(`To: ${invitee}`));
    expect(mail).toContain('From: Airboard <invites@airboard.example>');
    const page = await newPage(browser, { width: 390, height: 844 });
    await page.goto(linkFrom(mail, '/acceptinvite'));
    await page.getByText(`as ${invitee}`).waitFor();
    const create = page.getByRole('button', { name: 'Create Account' });
    expect(await create.isDisabled()).toBe(true);
    await page.getByLabel('Password', { exact: true }).fill('short');
    await page.getByLabel('Confirm password', { exact: true }).fill('different');
    await page.getByLabel(messages.agreeToTerms).check();
    await create.click();
    await page.getByText(messages.inviteAcceptPasswordsDoNotMatch, { exact: true }).waitFor();
    await page.getByLabel('Confirm password', { exact: true }).fill('short');
    await create.click();
    await page.getByText(messages.inviteAcceptPasswordTooShort, { exact: true }).waitFor();
    await screenshot(page, 'accounts-accept-invite-390');
    await page.getByLabel('Password', { exact: true }).fill('invitee password');
    await page.getByLabel('Confirm password', { exact: true }).fill('invitee password');
    await create.click();
    await page.waitForURL(`${baseUrl}/onboarding`);

    const dialog = page.getByRole('dialog');
    await dialog.getByText('Welcome to Airboard').waitFor();
    // Past the dialog's fade-in, so the screenshot shows it as the user does.
    await page.waitForTimeout(400);
    await screenshot(page, 'accounts-welcome-390');
    // Closed without agreeing, it comes back: watch it leave the page, then wait for its return
    // (a timed wait could see the closing dialog and click it as it fades out).
    const left = page.evaluate(`new Promise((resolve) => {
      const observer = new MutationObserver(() => {
        if (!document.querySelector('[role="dialog"]')) {
          observer.disconnect();
          resolve(true);
        }
      });
      observer.observe(document.body, { childList: true, subtree: true });
    })`);
    await page.keyboard.press('Escape');
    await left;
    await dialog.getByText('Welcome to Airboard').waitFor();
    await dialog.getByRole('button', { name: 'Next' }).click();
    await dialog.getByRole('button', { name: 'Next' }).click();
    const start = dialog.getByRole('button', { name: 'Get Started' });
    expect(await start.isDisabled()).toBe(true);
    await dialog.getByLabel(messages.agreeToTerms).check();
    await start.click();
    await dialog.waitFor({ state: 'detached' });
    await page.reload();
    await page.waitForTimeout(1000);
    expect(await page.getByRole('dialog').count()).toBe(0);
  });

  it('forgot password: e-mail from a real SMTP server, reset, login', async () => {
    const page = await newPage(browser);
    await page.goto('/login');
    await page.getByRole('button', { name: 'Forgot Password?' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Email').fill(invitee);
    await dialog.getByRole('button', { name: 'Send Email' }).click();
    await dialog.getByText(messages.resetEmailSent, { exact: true }).waitFor();
    await screenshot(page, 'accounts-forgot-1280');
    const box = await dialog.boundingBox();
    expect(box?.width).toBeLessThanOrEqual(400);

    const mail = await waitForMail(new RegExp(`To: ${invitee}[\\s\\S]*Reset your password`));
    await page.goto(linkFrom(mail, '/login'));
    await page.getByLabel('New password', { exact: true }).fill('reset password 1');
    await page.getByLabel('Confirm password', { exact: true }).fill('reset password 1');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await page.getByText(messages.resetPasswordSucceeded, { exact: true }).waitFor();
    await page.waitForURL((url) => url.searchParams.get('username') === invitee);
    expect(await page.getByLabel('Email').inputValue()).toBe(invitee);
    await page.getByLabel('Password', { exact: true }).fill('reset password 1');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await page.waitForURL(`${baseUrl}/`);

    // The link works once.
    await page.goto(linkFrom(mail, '/login'));
    await page.getByLabel('New password', { exact: true }).fill('reset password 2');
    await page.getByLabel('Confirm password', { exact: true }).fill('reset password 2');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await page.getByText(messages.resetPasswordFailed, { exact: true }).waitFor();
  });

  it('settings: notifications and password change', async () => {
    const page = await newPage(browser);
    await signIn(page, baseUrl, invitee, 'reset password 1');
    await page.goto('/settings');
    await page.getByRole('tab', { name: 'Account' }).waitFor();
    await page.getByLabel('Email notifications').check();
    await page.getByText(messages.notificationsSaved, { exact: true }).waitFor();
    await screenshot(page, 'accounts-settings-account-1280');
    await page.reload();
    expect(await page.getByLabel('Email notifications').isChecked()).toBe(true);

    await page.getByRole('tab', { name: 'Security & Login' }).click();
    const change = page.getByRole('button', { name: 'Change Password' });
    await page.getByLabel('Current password', { exact: true }).fill('wrong password');
    await page.getByLabel('New password', { exact: true }).fill('settings password');
    await page.getByLabel('Confirm new password', { exact: true }).fill('settings password');
    await change.click();
    await page.getByText(messages.incorrectPassword, { exact: true }).waitFor();
    await page.getByLabel('Current password', { exact: true }).fill('reset password 1');
    await page.getByLabel('New password', { exact: true }).fill('reset password 1');
    await change.click();
    await page.getByText(messages.passwordMustDiffer, { exact: true }).waitFor();
    await page.getByLabel('New password', { exact: true }).fill('settings password');
    await page.getByLabel('Confirm new password', { exact: true }).fill('settings passwordX');
    await change.click();
    await page.getByText(messages.passwordsDoNotMatch, { exact: true }).waitFor();
    await page.getByLabel('New password', { exact: true }).fill('short');
    await page.getByLabel('Confirm new password', { exact: true }).fill('short');
    await change.click();
    await page.getByText(messages.passwordTooShort, { exact: true }).waitFor();

    const other = await apiLogin(invitee, 'reset password 1');
    await page.getByLabel('New password', { exact: true }).fill('settings password');
    await page.getByLabel('Confirm new password', { exact: true }).fill('settings password');
    await change.click();
    await page.getByText('Password changed.').waitFor();
    await screenshot(page, 'accounts-settings-security-1280');
    expect(
      (await waitForMail(new RegExp(`To: ${invitee}[\\s\\S]*Your password was changed`))).length,
    ).toBeGreaterThan(0);
    const refused = await fetch(`${baseUrl}/locals`, {
      headers: { authorization: `Bearer ${other.token}` },
    });
    expect(refused.status).toBe(401);
    // The confirmation goes away by itself (after 3 s).
    await page.getByText('Password changed.').waitFor({ state: 'detached', timeout: 10_000 });
  });

  it('theme: the toggle is saved on the account and survives a reload and a new browser', async () => {
    const page = await newPage(browser);
    await signIn(page, baseUrl, invitee, 'settings password');
    const saved = page.waitForResponse(
      (r) => new URL(r.url()).pathname === '/api/theme' && r.request().method() === 'POST',
    );
    await page.getByRole('button', { name: 'Switch to light theme' }).click();
    await page.getByRole('button', { name: 'Switch to dark theme' }).waitFor();
    expect((await saved).ok()).toBe(true);
    await page.reload();
    await page.getByRole('button', { name: 'Switch to dark theme' }).waitFor();
    // Another browser (no local choice) adopts the saved theme after signing in.
    const fresh = await newPage(browser);
    await signIn(fresh, baseUrl, invitee, 'settings password');
    await fresh.getByRole('button', { name: 'Switch to dark theme' }).waitFor();
  });

  it('token sign-in: good token, missing user, refused token', async () => {
    const { token, user } = await apiLogin('user@example.com');
    const page = await newPage(browser);
    await page.goto(`/token-login?${new URLSearchParams({ token: 'x' }).toString()}`);
    await page.getByText(messages.invalidUserOrLoginToken, { exact: true }).waitFor();
    await page.goto(
      `/token-login?${new URLSearchParams({ token: 'made-up', user: JSON.stringify(user) }).toString()}`,
    );
    await page.getByText(messages.invalidToken, { exact: true }).waitFor();
    await page.goto(
      `/token-login?${new URLSearchParams({ token, user: JSON.stringify(user) }).toString()}`,
    );
    await page.waitForURL(`${baseUrl}/`);
    await waitForToken(page);
  });

  it('building-automation sign-in opens the site; bad and site-less tokens get the spec messages', async () => {
    const { token } = await apiLogin('admin@example.com');
    const home = (await (
      await fetch(`${baseUrl}/api?slim=true`, { headers: { authorization: `Bearer ${token}` } })
    ).json()) as {
      sites: { objectId: string; projectId: string }[];
    };
    const site = home.sites[0];
    expect(site).toBeDefined();
    const sign = (claims: Record<string, unknown>) =>
      new SignJWT(claims)
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject('admin@example.com')
        .setJti(randomUUID())
        .setIssuer('commander')
        .setAudience('airboard')
        .setIssuedAt()
        .setExpirationTime('5m')
        .sign(new TextEncoder().encode(E2E_COMMANDER_SECRET));
    const page = await newPage(browser);
    await page.goto(`/commanderLogin?jwt=${await sign({ siteId: site?.objectId })}`);
    await page.waitForURL(`${baseUrl}/projects/${site?.projectId}/sites/${site?.objectId}`);
    await waitForToken(page);

    const other = await newPage(browser);
    await other.goto(`/commanderLogin?jwt=${await sign({})}`);
    await other.getByText(messages.commanderInvalidSite, { exact: true }).waitFor();
    await other.goto('/commanderLogin?jwt=not.a.jwt');
    await other.getByText(messages.commanderNoAccess, { exact: true }).waitFor();
    await screenshot(other, 'accounts-commander-refused-1280');
  });

  it('project switch: the session moves to the other project and the app reloads at /', async () => {
    const page = await newPage(browser);
    await signIn(page, baseUrl, 'multi@example.com', DEMO_PASSWORD, 'Demo Portfolio');
    // Signed in and settled on the project home before reading the page's token (reading it
    // while the app still navigates would lose the page's context).
    await page.getByRole('heading', { level: 1, name: 'Demo Portfolio' }).waitFor();
    const before = await sessionToken(page);
    // The switch as the web app makes it: /users/updatetoken with the chosen project.
    const headers = {
      authorization: `Bearer ${before}`,
      accept: 'application/json',
      'content-type': 'application/json',
    };
    const locals = (await (await fetch(`${baseUrl}/locals`, { headers })).json()) as {
      user: { objectId: string };
      projects: { objectId: string; name: string }[];
    };
    const target = locals.projects.find((p) => p.name === 'Other Portfolio')!;
    const switched = (await (
      await fetch(`${baseUrl}/users/updatetoken`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ user: locals.user.objectId, project: target.objectId }),
      })
    ).json()) as { token: string };
    const after = (await (
      await fetch(`${baseUrl}/locals`, {
        headers: { ...headers, authorization: `Bearer ${switched.token}` },
      })
    ).json()) as { project: { name: string } };
    const result = after.project.name;
    expect(result).toBe('Other Portfolio');
    const old = await fetch(`${baseUrl}/locals`, {
      headers: { authorization: `Bearer ${before}` },
    });
    expect(old.status).toBe(401);
  });

  it('brand by host name: the login page and footer of another brand', async () => {
    const port = new URL(baseUrl).port;
    const page = await newPage(browser);
    await page.goto(`http://commander.localhost:${port}/login`);
    await page.getByTestId('brand-name').getByText('Commander Air').waitFor();
    await page.getByTestId('powered-by').getByText('Powered by Commander Air').waitFor();
    await screenshot(page, 'accounts-brand-commander-1280');
    const plain = await newPage(browser);
    await plain.goto('/login');
    await plain.getByTestId('powered-by').getByText('Powered by Airboard').waitFor();
  });
});
