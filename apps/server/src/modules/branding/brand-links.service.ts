/**
 * Links the server hands out — in account e-mails, SSO redirect URIs and kiosk links (shown in the
 * kiosk list, e-mailed and drawn as QR codes): on the brand's own configured host when the request
 * came through it, else on PUBLIC_URL. The Host header only chooses between those; its text never
 * reaches a link, so `Host: localhost:@evil.example` (host name "localhost" to the brand lookup,
 * origin evil.example to a URL parser) cannot send a reset link to an attacker.
 */
import type { FastifyRequest } from 'fastify';
import type { ResolvedBrand } from './branding.service';

/** A Host header's optional port: digits only, nothing else after the host name. */
const PORT_SUFFIX = /^(?::\d{1,5})?$/;

/** PUBLIC_URL as links start: for what is sent without a request (a scheduled e-mail). */
export const publicLinkBase = (publicUrl: string): string => publicUrl.replace(/\/$/, '');

export function linkBase(request: FastifyRequest, brand: ResolvedBrand, publicUrl: string): string {
  const fallback = publicLinkBase(publicUrl);
  const host = brand.matchedHost;
  const header = request.host.toLowerCase();
  if (!host || !header.startsWith(host)) {
    return fallback;
  }
  // The port a brand host is reached on (a dev server, a proxy) is kept when it is a plain port;
  // any other text after the configured host name means a forged header.
  const port = header.slice(host.length);
  if (!PORT_SUFFIX.test(port)) {
    return fallback;
  }
  // request.protocol comes from the socket (no trusted proxy), not from a header.
  const url = URL.parse(`${request.protocol}://${host}${port}`);
  return url && url.hostname === host ? url.origin : fallback;
}
