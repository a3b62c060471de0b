// POST /api/sites/{siteId}/zones {name} (spec 002 §7): the room a sensor goes in, made in the site
// the link covers; a room of that name already there is reused, so a repeated step makes no twin.
import { onboardingZoneResponse } from '@airboard/shared/api';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';
import { linkHeaders } from './onboarding-link';

export type OnboardingRoom = z.infer<typeof onboardingZoneResponse>['results'];

export function createRoom(linkId: string, siteId: string, name: string): Promise<OnboardingRoom> {
  return api
    .post(
      `/api/sites/${encodeURIComponent(siteId)}/zones`,
      { name },
      { schema: onboardingZoneResponse, headers: linkHeaders(linkId) },
    )
    .then((r) => r.results);
}
