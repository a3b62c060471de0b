// Route kiosk (/kiosk?kioskId or ?siteId&zoneId): the plain kiosk (002 §2 'Kiosk (plain)').
import { KioskRoute } from '../components/kiosk-route';

export function KioskPage() {
  return <KioskRoute variant="plain" />;
}
