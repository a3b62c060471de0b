/**
 * Links in account e-mails: built on the host the request came through only when that host is one
 * of a brand's hosts, else on PUBLIC_URL — a forged Host header cannot send a reset link to an
 * attacker's site.
 */
import type { FastifyRequest } from 'fastify';
import type { ResolvedBrand } from '../branding/branding.service';

export function linkBase(request: FastifyRequest, brand: ResolvedBrand, publicUrl: string): string {
  return brand.knownHost ? `${request.protocol}://${request.host}` : publicUrl.replace(/\/$/, '');
}
