// A kiosk by its public id, for anyone (no sign-in): the lobby screen a shared link opens.
import type { KioskVariant } from '../lib/kiosk-view';
import { usePublicKiosk } from '../hooks/use-public-kiosk';
import { KioskSourceView } from './kiosk-source-view';

/** `variant` null shows the kiosk as its type says. */
export function PublicKiosk({
  kioskId,
  variant,
}: {
  kioskId: string;
  variant: KioskVariant | null;
}) {
  return <KioskSourceView source={usePublicKiosk(kioskId, variant)} />;
}
