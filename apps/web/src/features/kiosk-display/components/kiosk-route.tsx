// /kiosk and /kioskbranded (002 §2): with a kiosk's public id (/kiosk/{id}, or a kioskId query),
// the public kiosk of that link (open to visitors); otherwise the signed-in user's kiosk of the
// siteId (and zoneId) query.
import { useSearchParams } from 'react-router';
import type { KioskVariant } from '../lib/kiosk-view';
import { KioskNoSite } from './kiosk-states';
import { PublicKiosk } from './public-kiosk';
import { SiteKiosk } from './site-kiosk';

type KioskRouteProps = {
  variant: KioskVariant;
  /** The public id the path carries (/kiosk/{id}), which wins over the query's. */
  linkId?: string | null;
};

export function KioskRoute({ variant, linkId = null }: KioskRouteProps) {
  const [search] = useSearchParams();
  const kioskId = linkId ?? search.get('kioskId');
  const siteId = search.get('siteId');
  if (kioskId) {
    return <PublicKiosk key={kioskId} kioskId={kioskId} variant={variant} />;
  }
  if (!siteId) {
    return <KioskNoSite />;
  }
  const zoneId = search.get('zoneId') || null;
  return (
    <SiteKiosk key={`${siteId}:${zoneId}`} siteId={siteId} zoneId={zoneId} variant={variant} />
  );
}
