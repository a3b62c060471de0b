// A request's cookie by its exact name, its value whole.
import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { requestCookie } from './request-cookie';

const withCookie = (cookie?: string) => ({ headers: cookie ? { cookie } : {} }) as FastifyRequest;

describe('requestCookie', () => {
  it('reads the named cookie only, its value whole', () => {
    const request = withCookie('xa=1; a=b=c;airboard_width=390');
    expect(requestCookie(request, 'a')).toBe('b=c');
    expect(requestCookie(request, 'airboard_width')).toBe('390');
    expect(requestCookie(request, 'x')).toBeUndefined();
  });

  it('gives nothing without a Cookie header, and an empty value as sent', () => {
    expect(requestCookie(withCookie(), 'a')).toBeUndefined();
    expect(requestCookie(withCookie('a='), 'a')).toBe('');
  });
});
