// /logout ends the session on the server, forgets the token and lands on sign-in.
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readSessionToken, saveSessionToken } from '../lib/session-token';
import { renderRoute } from '../test/render-route';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('/logout', () => {
  it('tells the server, clears the token and shows sign-in', async () => {
    saveSessionToken('token-123');
    const fetch = vi
      .fn<typeof globalThis.fetch>()
      .mockResolvedValue(new Response('{}', { status: 200 }));
    vi.stubGlobal('fetch', fetch);

    const { router } = renderRoute('/logout');

    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.search).toBe('');
    expect(readSessionToken()).toBeNull();
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe('/logout');
    expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer token-123');
  });

  it('signs out locally even when the server cannot be reached', async () => {
    saveSessionToken('token-123');
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof globalThis.fetch>().mockRejectedValue(new TypeError('Failed to fetch')),
    );

    renderRoute('/logout');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Sign in' }, { timeout: 3000 }),
    ).toBeInTheDocument();
    expect(readSessionToken()).toBeNull();
  });
});
