// POST /api/sites (spec 002 §7 {name, kitId, productId}): the site the installer names, made in the
// link's project. A kit link sends its kit and product, and gets the kit's site back when it has
// one already (renamed); a device link sends the name alone.
import { onboardingSiteResponse, type createOnboardingSiteBody } from '@airboard/shared/api';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';
import { linkHeaders } from './onboarding-link';

export type OnboardingSite = z.infer<typeof onboardingSiteResponse>['results'];

export function createOnboardingSite(
  linkId: string,
  body: z.input<typeof createOnboardingSiteBody>,
): Promise<OnboardingSite> {
  return api
    .post('/api/sites', body, { schema: onboardingSiteResponse, headers: linkHeaders(linkId) })
    .then((r) => r.results);
}
