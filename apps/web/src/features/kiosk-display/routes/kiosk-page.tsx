// Routes kiosk (/kiosk?kioskId or ?siteId&zoneId) and kioskById (/kiosk/{id}, the kiosk's public
// id in the path): the plain kiosk (002 §2 'Kiosk (plain)').
import { useParams } from 'react-router';
import { KioskRoute } from '../components/kiosk-route';

export function KioskPage() {
  const { id } = useParams();
  return <KioskRoute variant="plain" linkId={id ?? null} />;
}
