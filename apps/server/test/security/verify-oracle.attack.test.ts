/**
 * Finding 11, /users/verify as an existence oracle: an anonymous caller must get the same answer
 * for a demo account's address (verified), and for an address without an account.
 */
import { expect, it } from 'vitest';
import { useBuiltServer } from './built-server';

const server = useBuiltServer();

it('answers a known and an unknown address identically', async () => {
  const answer = async (email: string) => {
    const res = await server.api(`/users/verify?${new URLSearchParams({ email }).toString()}`, {
      headers: { accept: 'application/json' },
    });
    return { status: res.status, body: await res.text() };
  };
  const known = await answer('admin@example.com');
  const unknown = await answer('no-such-person@example.com');
  expect(known.status).toBe(200);
  expect(known).toEqual(unknown);
});
