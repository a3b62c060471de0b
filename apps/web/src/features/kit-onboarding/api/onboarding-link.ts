// The installer's onboarding link (/konboarding/{id}, /do/{id}): no session, so every public write
// names the link it is made with in ONBOARDING_LINK_HEADER, and the server lets it touch only what
// that link covers. A link the server does not know (random, revoked or past its grace period) is
// a 404: asking again is pointless, the screen says so instead.
import { ONBOARDING_LINK_HEADER } from '@airboard/shared/api';
import { ApiError } from '../../../lib/api-client';

export const linkHeaders = (linkId: string): Record<string, string> => ({
  [ONBOARDING_LINK_HEADER]: linkId,
});

export const isUnknownLink = (error: unknown): boolean =>
  error instanceof ApiError && error.status === 404;
