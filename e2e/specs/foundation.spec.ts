// Foundation: the built app starts on demo data, serves its client-side routes (also on reload)
// and answers API mistakes with JSON errors that say what went wrong.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, newPage, screenshot } from '../support/browser';

const baseUrl = inject('baseUrl');

describe('foundation', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('starts with its database reachable', async () => {
    const response = await fetch(`${baseUrl}/api/health`);

    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ status: 'ok', database: 'ok' });
  });

  it('renders the login route', async () => {
    const page = await newPage(browser);

    await page.goto('/login');

    await page.getByRole('heading', { name: 'Sign in' }).waitFor();
    await screenshot(page, 'foundation-login');
  });

  it('keeps a deep link through the login redirect and a reload', async () => {
    const page = await newPage(browser);
    const loginUrl = `${baseUrl}/login?from=%2Fprojects%2Fx%2Fsites%2Fy`;

    const first = await page.goto('/projects/x/sites/y');
    expect(first?.status()).toBe(200);
    await page.waitForURL(loginUrl);
    await page.getByRole('heading', { name: 'Sign in' }).waitFor();

    const reloaded = await page.reload();
    expect(reloaded?.status()).toBe(200);
    expect(page.url()).toBe(loginUrl);
    await page.getByRole('heading', { name: 'Sign in' }).waitFor();
  });

  it('answers an unknown API path with a JSON 404', async () => {
    const response = await fetch(`${baseUrl}/api/does-not-exist`);

    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    const body = (await response.json()) as { errorMessage?: unknown };
    expect(typeof body.errorMessage).toBe('string');
  });

  it('names the missing field of a bad request', async () => {
    const response = await fetch(`${baseUrl}/api/site`);

    expect(response.status).toBe(400);
    const body = (await response.json()) as { errorMessage: string };
    expect(body.errorMessage).toContain('siteId');
  });
});
