// Signs a browser page in through the real login page (e-mail, password, and the project
// dropdown when the account has several projects), and waits until the app has left /login;
// or signs in through the API for the calls a test makes itself.
import type { Page } from 'playwright-core';
import { messages } from '@airboard/shared/messages';

/** The password of every demo account. */
export const DEMO_PASSWORD = 'airboard-demo';

export async function signIn(
  page: Page,
  baseUrl: string,
  email: string,
  password = DEMO_PASSWORD,
  projectName?: string,
): Promise<void> {
  await page.goto(`${baseUrl}/login`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  // One project signs in at once; several show step 1 with the dropdown.
  const projectStep = page.getByRole('heading', { name: 'Select a project' });
  const left = page.waitForURL((url) => url.pathname !== '/login', { timeout: 20_000 });
  // The losing wait must not reject later as an unhandled error.
  const first = await Promise.race([
    left.then(
      () => 'signed-in' as const,
      () => 'timeout' as const,
    ),
    projectStep.waitFor({ timeout: 20_000 }).then(
      () => 'choose' as const,
      () => 'timeout' as const,
    ),
  ]);
  if (first === 'choose') {
    await page.getByRole('combobox', { name: 'Project' }).click();
    if (projectName) {
      await page.getByRole('option', { name: projectName, exact: true }).click();
    } else {
      await page.getByRole('option').first().click();
    }
    await page.getByRole('button', { name: 'Confirm' }).click();
  }
  await left;
  await waitForSessionToken(page);
}

/** Waits until the page holds a session token (the app keeps it once signed in). */
export async function waitForSessionToken(page: Page): Promise<void> {
  await page.waitForFunction("window.localStorage.getItem('airboard.token') !== null");
}

/**
 * Signs in through the API as the login page does (the account's projects, then a session in the
 * named one or the first), for the calls a test makes itself.
 */
export async function apiSignIn(
  baseUrl: string,
  email: string,
  password = DEMO_PASSWORD,
  projectName?: string,
): Promise<{ token: string; user: { objectId: string } }> {
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

/**
 * Completes the welcome onboarding modal when the account has not completed it (new accounts);
 * returns at once for accounts that already agreed, such as the demo accounts. The account's own
 * state decides, not a timed wait, so a slow first render cannot let the modal appear later and
 * cover the page.
 */
export async function finishWelcomeIfShown(page: Page): Promise<void> {
  const complete = await page.evaluate<boolean>(`(async () => {
    const headers = { Authorization: 'Bearer ' + localStorage.getItem('airboard.token') };
    const { user } = await fetch('/locals', { headers }).then((r) => r.json());
    return user.onboardingComplete.modals.welcome?.complete === true;
  })()`);
  if (complete) {
    return;
  }
  const dialog = page.getByRole('dialog');
  await dialog.getByText('Welcome to').waitFor({ timeout: 20_000 });
  await dialog.getByRole('button', { name: 'Next' }).click();
  await dialog.getByRole('button', { name: 'Next' }).click();
  await dialog.getByLabel(messages.agreeToTerms).check();
  await dialog.getByRole('button', { name: 'Get Started' }).click();
  await dialog.waitFor({ state: 'detached' });
}

/**
 * The page's session token, read so that it survives a navigation in progress (a sign-in ends
 * with a full page load of its destination).
 */
export async function sessionToken(page: Page): Promise<string> {
  const handle = await page.waitForFunction("window.localStorage.getItem('airboard.token')");
  return String(await handle.jsonValue());
}
