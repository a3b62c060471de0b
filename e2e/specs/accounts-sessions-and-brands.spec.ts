// Sessions without the login page and brands, in a real browser against the built server: token
// and building-automation sign-in, a project switch of the session, the brand by host name.
import { randomUUID } from 'node:crypto';
import { SignJWT } from 'jose';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { messages } from '@airboard/shared/messages';
import { E2E_COMMANDER_SECRET } from '../support/accounts-env';
import { launchBrowser, newPage, screenshot } from '../support/browser';
import {
  apiSignIn,
  DEMO_PASSWORD,
  sessionToken,
  signIn,
  waitForSessionToken,
} from '../support/sign-in';

const baseUrl = inject('baseUrl');

describe('sessions and brands', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('token sign-in: a one-time code works once; a missing user, a session token and a used code are refused', async () => {
    const { token: session, user } = await apiSignIn(baseUrl, 'user@example.com');
    const codeResponse = await fetch(`${baseUrl}/users/token-login/code`, {
      method: 'POST',
      headers: { authorization: `Bearer ${session}` },
    });
    const { token: code } = (await codeResponse.json()) as { token: string };
    const link = (token: string) =>
      `/token-login?${new URLSearchParams({ token, user: JSON.stringify(user) }).toString()}`;
    const page = await newPage(browser);
    await page.goto(`/token-login?${new URLSearchParams({ token: 'x' }).toString()}`);
    await page.getByText(messages.invalidUserOrLoginToken, { exact: true }).waitFor();
    await page.goto(link(session));
    await page.getByText(messages.invalidToken, { exact: true }).waitFor();
    await page.goto(link(code));
    await page.waitForURL(`${baseUrl}/`);
    await waitForSessionToken(page);

    const again = await newPage(browser);
    await again.goto(link(code));
    await again.getByText(messages.invalidToken, { exact: true }).waitFor();
  });

  it('building-automation sign-in opens the site; bad and site-less tokens get the spec messages', async () => {
    const { token } = await apiSignIn(baseUrl, 'admin@example.com');
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
    await waitForSessionToken(page);

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
