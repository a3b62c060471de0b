// The account's saved theme is adopted when the session starts, but never over a switch the user
// made while the session was still loading.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ColorModeToggle } from '../../components/color-mode-toggle';
import { saveSessionToken } from '../../lib/session-token';
import { buildLocals, fakeApi } from '../../test/monitoring-data';
import { renderWithProviders } from '../../test/render-with-providers';
import { useLocals } from '../auth';
import { ThemeSync } from './theme-sync';

afterEach(() => {
  vi.unstubAllGlobals();
});

function AccountLoaded() {
  const { data } = useLocals();
  return data ? <span>account loaded</span> : null;
}

function lightAccount() {
  const locals = buildLocals();
  return { ...locals, user: { ...locals.user, theme: 'light' as const } };
}

describe('ThemeSync', () => {
  it("adopts the account's saved theme when the session starts", async () => {
    saveSessionToken('token-123');
    vi.stubGlobal('fetch', fakeApi({ '/locals': { body: lightAccount() } }));
    renderWithProviders(
      <>
        <ThemeSync />
        <ColorModeToggle />
      </>,
    );

    expect(await screen.findByRole('button', { name: 'Switch to dark theme' })).toBeInTheDocument();
  });

  it("keeps the user's switch made before the account's theme arrived", async () => {
    saveSessionToken('token-123');
    let answerLocals: () => void = () => undefined;
    const localsAsked = new Promise<void>((resolve) => {
      answerLocals = resolve;
    });
    const api = fakeApi({
      '/locals': { body: buildLocals() },
      '/api/theme': { body: { success: true } },
    });
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      const href = input instanceof Request ? input.url : input.toString();
      if (href.endsWith('/locals')) {
        await localsAsked;
      }
      return api(input, init);
    });
    renderWithProviders(
      <>
        <ThemeSync />
        <ColorModeToggle />
        <AccountLoaded />
      </>,
    );

    // The account says dark; the user picks light before /locals answers.
    await userEvent.click(screen.getByRole('button', { name: 'Switch to light theme' }));
    answerLocals();

    // ThemeSync has seen the account once the probe shows it: they render in the same commit.
    await screen.findByText('account loaded');
    expect(screen.getByRole('button', { name: 'Switch to dark theme' })).toBeInTheDocument();
  });
});
