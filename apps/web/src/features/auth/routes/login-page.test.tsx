// The login page's credential query: ?username=…&password=…&al=true presses Login once, and the
// password leaves the address bar before that sign-in request.
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../test/monitoring-data';
import { renderRoute } from '../../../test/render-route';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('login page with credentials in the query', () => {
  it('removes the password from the address and still signs in with it', async () => {
    const credentialsSent: unknown[] = [];
    const projects = [
      { objectId: 'p1', name: 'Harbor' },
      { objectId: 'p2', name: 'Riverside' },
    ];
    vi.stubGlobal(
      'fetch',
      fakeApi({
        '/users/projectsWithAuth': (_url, init) => {
          credentialsSent.push(JSON.parse(init?.body as string));
          return { body: { projects } };
        },
      }),
    );

    const { router } = renderRoute(
      '/login?username=a@b.c&password=secret&al=true&from=%2Fsettings',
    );

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Select a project' }),
    ).toBeVisible();
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.search).not.toContain('password');
    expect(router.state.location.search).not.toContain('al=');
    const kept = new URLSearchParams(router.state.location.search);
    expect(kept.get('username')).toBe('a@b.c');
    expect(kept.get('from')).toBe('/settings');
    expect(credentialsSent).toEqual([{ username: 'a@b.c', password: 'secret' }]);
  });
});
