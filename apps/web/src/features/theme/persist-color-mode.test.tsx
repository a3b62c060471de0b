// The theme toggle saves the choice on the account (POST /api/theme) and says 'Cannot Save theme'
// when that fails, keeping the choice on screen.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { messages } from '@airboard/shared/messages';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ColorModeToggle } from '../../components/color-mode-toggle';
import { saveSessionToken } from '../../lib/session-token';
import { renderWithProviders } from '../../test/render-with-providers';

afterEach(() => {
  vi.unstubAllGlobals();
});

function renderToggle() {
  renderWithProviders(<ColorModeToggle />);
}

describe('theme toggle', () => {
  it('is dark by default and saves the new theme on the account', async () => {
    saveSessionToken('token-123');
    const fetch = vi
      .fn<typeof globalThis.fetch>()
      .mockResolvedValue(new Response('{"success":true}', { status: 200 }));
    vi.stubGlobal('fetch', fetch);
    renderToggle();

    await userEvent.click(screen.getByRole('button', { name: 'Switch to light theme' }));

    expect(screen.getByRole('button', { name: 'Switch to dark theme' })).toBeInTheDocument();
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe('/api/theme');
    expect(init?.body).toBe('{"theme":"light"}');
  });

  it("shows 'Cannot Save theme' when the server refuses, and keeps the choice", async () => {
    saveSessionToken('token-123');
    vi.stubGlobal(
      'fetch',
      vi
        .fn<typeof globalThis.fetch>()
        .mockResolvedValue(new Response('{"errorMessage":"down"}', { status: 500 })),
    );
    renderToggle();

    await userEvent.click(screen.getByRole('button', { name: 'Switch to light theme' }));

    expect(await screen.findByText(messages.cannotSaveTheme)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Switch to dark theme' })).toBeInTheDocument();
  });

  it('does not call the server without a session', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>();
    vi.stubGlobal('fetch', fetch);
    renderToggle();

    await userEvent.click(screen.getByRole('button', { name: 'Switch to light theme' }));

    expect(fetch).not.toHaveBeenCalled();
  });
});
