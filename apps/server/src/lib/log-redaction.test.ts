// The request log never carries the password of an auto-login link, and other queries stay.
import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { loggableUrl, serializeRequest } from './log-redaction';

describe('request log redaction', () => {
  it('redacts the query of /login, keeping the path', () => {
    expect(loggableUrl('/login?username=x&password=y&al=true')).toBe('/login?[redacted]');
  });

  it('redacts any query that names a password', () => {
    expect(loggableUrl('/users/other?password=y')).toBe('/users/other?[redacted]');
  });

  it('keeps other queries and query-less URLs as they are', () => {
    expect(loggableUrl('/api/sites?from=2024-01-01&x=1')).toBe('/api/sites?from=2024-01-01&x=1');
    expect(loggableUrl('/login')).toBe('/login');
    expect(loggableUrl('/loginx?a=1')).toBe('/loginx?a=1');
  });

  it('serializes a request without the password anywhere in it', () => {
    const req = {
      method: 'GET',
      url: '/login?username=x&password=y&al=true',
      headers: {},
      host: 'localhost',
      ip: '127.0.0.1',
      socket: { remotePort: 5000 },
    } as unknown as FastifyRequest;
    const logged = JSON.stringify(serializeRequest(req));
    expect(logged).not.toMatch(/password|=y/);
    expect(serializeRequest(req)).toMatchObject({ method: 'GET', url: '/login?[redacted]' });
  });
});
