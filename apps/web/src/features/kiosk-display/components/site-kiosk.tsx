// A signed-in user's kiosk of a site or one of its zones, from the site monitor's calls.
import type { KioskVariant } from '../lib/kiosk-view';
import { useSiteKiosk } from '../hooks/use-site-kiosk';
import { KioskSourceView } from './kiosk-source-view';

type SiteKioskProps = { siteId: string; zoneId: string | null; variant: KioskVariant };

export function SiteKiosk({ siteId, zoneId, variant }: SiteKioskProps) {
  return (
    <KioskSourceView
      source={useSiteKiosk(siteId, zoneId, variant)}
      signInOnMeasurementFailure={variant === 'branded'}
    />
  );
}
