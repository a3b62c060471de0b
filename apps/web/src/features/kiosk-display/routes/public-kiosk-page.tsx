// Route publicKiosk (/kiosks/{id}): the kiosk a shared link opens, for anyone, plain or branded
// as the kiosk's type says.
import { useParams } from 'react-router';
import { PublicKiosk } from '../components/public-kiosk';

export function PublicKioskPage() {
  const { id = '' } = useParams();
  return <PublicKiosk key={id} kioskId={id} variant={null} />;
}
