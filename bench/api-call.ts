/**
 * JSON calls to the built server's API as a signed-in user, for the benches that talk to a server
 * process over HTTP: a GET, or a POST when a body is given; anything but 2xx throws with the answer.
 */
export function apiCaller(baseUrl: string, token: string) {
  return async <T>(pathname: string, body?: unknown): Promise<T> => {
    const res = await fetch(`${baseUrl}${pathname}`, {
      method: body ? 'POST' : 'GET',
      headers: {
        authorization: `Bearer ${token}`,
        ...(body ? { 'content-type': 'application/json' } : {}),
      },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
    if (!res.ok) {
      throw new Error(`${pathname}: ${res.status} ${await res.text()}`);
    }
    return (await res.json()) as T;
  };
}
