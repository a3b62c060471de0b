// The public kiosk calls (002 §7), by the kiosk's public id, without a session: GET /api/kiosk/{id}
// frames the display (kiosk, site, zone, branding) and GET /api/kiosk/{id}/measurements gives its
// values and score slides. An unknown or revoked id is a 404 for both.
import {
  kioskMeasurementsResponse,
  publicKioskResponse,
  type KioskMeasurementsResponse,
  type PublicKiosk,
} from '@airboard/shared/api';
import { queryOptions } from '@tanstack/react-query';
import { api, ApiError } from '../../../lib/api-client';

const kioskPath = (kioskId: string) => `/api/kiosk/${encodeURIComponent(kioskId)}`;

export function fetchPublicKiosk(kioskId: string, signal?: AbortSignal): Promise<PublicKiosk> {
  return api.get(kioskPath(kioskId), {
    schema: publicKioskResponse,
    ...(signal ? { signal } : {}),
  });
}

export function fetchKioskMeasurements(
  kioskId: string,
  signal?: AbortSignal,
): Promise<KioskMeasurementsResponse> {
  return api.get(`${kioskPath(kioskId)}/measurements`, {
    schema: kioskMeasurementsResponse,
    ...(signal ? { signal } : {}),
  });
}

export const publicKioskQueryOptions = (kioskId: string) =>
  queryOptions({
    queryKey: ['public-kiosk', kioskId],
    queryFn: ({ signal }) => fetchPublicKiosk(kioskId, signal),
  });

export const kioskMeasurementsQueryOptions = (kioskId: string) =>
  queryOptions({
    queryKey: ['public-kiosk', kioskId, 'measurements'],
    queryFn: ({ signal }) => fetchKioskMeasurements(kioskId, signal),
  });

/** The server's answer for a link that does not (or no longer) work: asking again is pointless. */
export const isNotFound = (error: unknown): boolean =>
  error instanceof ApiError && error.status === 404;
