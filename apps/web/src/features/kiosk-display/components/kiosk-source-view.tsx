// Shows a kiosk source as the screen or the state it is in, and says the failures that 002 §8
// asks to be said (the toast, the signed-in branded kiosk's way to sign-in).
import type { KioskSource } from '../lib/kiosk-source';
import { isSourceFailing } from '../lib/kiosk-source';
import { useKioskNotices } from '../hooks/use-kiosk-notices';
import { KioskInactive, KioskLoading, KioskNotFound, KioskUnreachable } from './kiosk-states';
import { KioskScreen } from './kiosk-screen';

type KioskSourceViewProps = {
  source: KioskSource;
  /** A signed-in branded kiosk goes to sign-in when its measurements fail to load (002 §8). */
  signInOnMeasurementFailure?: boolean;
};

export function KioskSourceView({
  source,
  signInOnMeasurementFailure = false,
}: KioskSourceViewProps) {
  useKioskNotices({
    failing: isSourceFailing(source),
    redirectToLogin:
      signInOnMeasurementFailure && source.state === 'ready' && source.measurementsFailing,
  });
  switch (source.state) {
    case 'loading':
      return <KioskLoading />;
    case 'inactive':
      return <KioskInactive />;
    case 'notFound':
      return <KioskNotFound what={source.what} />;
    case 'unreachable':
      return <KioskUnreachable />;
    case 'ready':
      return <KioskScreen variant={source.variant} view={source.view} health={source.health} />;
  }
}
