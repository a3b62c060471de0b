// /kiosk and /kioskbranded (002 §2): with a kioskId query, the public kiosk of that link (open to
// visitors); otherwise the signed-in user's kiosk of the siteId (and zoneId) query.
import { useSearchParams } from 'react-router';
import type { KioskVariant } from '../lib/kiosk-view';
import { KioskNoSite } from './kiosk-states';
import { PublicKiosk } from './public-kiosk';
import { SiteKiosk } from './site-kiosk';

export function KioskRoute({ variant }: { variant: KioskVariant }) {
  const [search] = useSearchParams();
  const kioskId = search.get('kioskId');
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
