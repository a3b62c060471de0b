// /kiosk and /kioskbranded (002 §2): with a kiosk's public id (/kiosk/{id}, or a kioskId query),
// the public kiosk of that link (open to visitors); otherwise the signed-in user's kiosk of the
// siteId (and zoneId) query.
import { useSearchParams } from 'react-router';
import { kioskAddressOf } from '../lib/kiosk-address';
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
  const address = kioskAddressOf(search, linkId);
  switch (address.kind) {
    case 'public':
      return <PublicKiosk key={address.kioskId} kioskId={address.kioskId} variant={variant} />;
    case 'none':
      return <KioskNoSite />;
    case 'site':
      return (
        <SiteKiosk
          key={`${address.siteId}:${address.zoneId}`}
          siteId={address.siteId}
          zoneId={address.zoneId}
          variant={variant}
        />
      );
  }
}
