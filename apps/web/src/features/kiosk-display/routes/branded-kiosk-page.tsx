// Route kioskBranded (/kioskbranded?kioskId or ?siteId&zoneId): the branded kiosk (002 §2
// 'Branded kiosk'), in the site's colours and logos.
import { KioskRoute } from '../components/kiosk-route';

export function BrandedKioskPage() {
  return <KioskRoute variant="branded" />;
}
