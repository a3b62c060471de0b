// Password sign-in in a real browser: one project, several projects, the spec's messages, the
// al=true and from query parameters, create project, project switch and logout.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { messages } from '@airboard/shared/messages';
import { launchBrowser, newPage, screenshot } from '../support/browser';
import { DEMO_PASSWORD, sessionToken, signIn } from '../support/sign-in';

const baseUrl = inject('baseUrl');

const token = (page: Page) => page.evaluate("window.localStorage.getItem('airboard.token')");

describe('password sign-in', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('signs a one-project account straight in and lands on /', async () => {
    const page = await newPage(browser);
    await page.goto('/login');
    await page.getByRole('heading', { name: 'Sign in' }).waitFor();
    await page.getByTestId('powered-by').waitFor();
    await screenshot(page, 'accounts-login-1280');
    await signIn(page, baseUrl, 'user@example.com');
    expect(new URL(page.url()).pathname).toBe('/');
    expect(await sessionToken(page)).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('shows the project dropdown for several projects and signs in to the chosen one', async () => {
    const page = await newPage(browser, { width: 390, height: 844 });
    await page.goto('/login');
    await page.getByLabel('Email').fill('  MULTI@example.com ');
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await page.getByRole('heading', { name: 'Select a project' }).waitFor();
    await page.getByRole('button', { name: 'Confirm' }).click();
    await page.getByText(messages.selectAProject, { exact: true }).waitFor();
    await page.getByRole('combobox', { name: 'Project' }).click();
    await page.getByRole('option', { name: 'Other Portfolio' }).waitFor();
    await page.waitForTimeout(400);
    await screenshot(page, 'accounts-login-projects-390');
    await page.getByRole('option', { name: 'Other Portfolio' }).click();
    await page.getByRole('button', { name: 'Confirm' }).click();
    await page.waitForURL(`${baseUrl}/`);
    const res = await fetch(`${baseUrl}/locals`, {
      headers: { authorization: `Bearer ${await sessionToken(page)}`, accept: 'application/json' },
    });
    const locals = (await res.json()) as { project: { name: string } };
    expect(locals.project.name).toBe('Other Portfolio');
  });

  it('shows the spec messages for empty fields and a wrong password', async () => {
    const page = await newPage(browser);
    await page.goto('/login');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await page.getByText('Enter your Email and/or Password', { exact: true }).waitFor();
    await page.getByLabel('Email').fill('user@example.com');
    await page.getByLabel('Password', { exact: true }).fill('not-the-password');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await page.getByText(messages.incorrectUsernameAndPassword, { exact: true }).waitFor();
    await screenshot(page, 'accounts-login-error-1280');
  });

  it('says Login failed when the sign-in gets no answer from the server', async () => {
    const page = await newPage(browser);
    // The connection to the server fails: there is no error message to show.
    await page.route('**/users/projectsWithAuth', (route) => route.abort('connectionfailed'));
    await page.goto('/login');
    await page.getByLabel('Email').fill('user@example.com');
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await page.getByRole('alert').getByText(messages.loginFailed, { exact: true }).waitFor();
    await page.unroute('**/users/projectsWithAuth');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await page.waitForURL(`${baseUrl}/`);
  });

  it('signs in automatically with al=true and goes to the from path', async () => {
    const page = await newPage(browser);
    const query = new URLSearchParams({
      username: 'admin@example.com',
      password: DEMO_PASSWORD,
      al: 'true',
      from: '/settings',
    });
    await page.goto(`/login?${query.toString()}`);
    await page.waitForURL(`${baseUrl}/settings`);
    expect(await sessionToken(page)).not.toBe('');
  });

  // Issue 11, finding 3: a tab or newline or backslash in `from` must not make it a
  // protocol-relative URL (`/\t/evil.example` → `//evil.example`) that leaves the app.
  it.each(['/\t/evil.example', '/\n/evil.example', '/\\evil.example', '\\/evil.example'])(
    'stays on the app when from is %j',
    async (from) => {
      const page = await newPage(browser);
      const query = new URLSearchParams({
        username: 'admin@example.com',
        password: DEMO_PASSWORD,
        al: 'true',
        from,
      });
      await page.goto(`/login?${query.toString()}`);
      await page.waitForURL((url) => url.pathname !== '/login', { timeout: 20_000 });
      expect(new URL(page.url()).origin).toBe(baseUrl);
      await page.context().close();
    },
  );

  it('shows the school-district toast for a CPS e-mail', async () => {
    const page = await newPage(browser);
    await page.goto('/login');
    await page.getByLabel('Email').fill('teacher@cps.example');
    await page.getByLabel('Password', { exact: true }).fill('whatever-password');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await page
      .getByText('CPS email detected. You can use CPS SSO to sign in.', { exact: true })
      .waitFor();
  });

  it('shows the single sign-on failure banner, dismissible', async () => {
    const page = await newPage(browser);
    await page.goto('/login?error=saml_auth_failed');
    const banner = page.getByText(
      'SAML authentication failed. Please try again or contact support.',
      { exact: true },
    );
    await banner.waitFor();
    await page.getByRole('button', { name: 'Close' }).click();
    await banner.waitFor({ state: 'detached' });
  });

  it('logs out: the token is gone and the old session is refused', async () => {
    const page = await newPage(browser);
    await signIn(page, baseUrl, 'user@example.com');
    const old = await sessionToken(page);
    await page.goto('/logout');
    await page.waitForURL(`${baseUrl}/login`);
    expect(await token(page)).toBeNull();
    const res = await fetch(`${baseUrl}/locals`, {
      headers: { authorization: `Bearer ${old}`, accept: 'application/json' },
    });
    expect(res.status).toBe(401);
  });
});
