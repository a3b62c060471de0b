// What a kiosk route has to show at a moment, from whichever calls feed it: still loading, a
// link that is not active, a site or zone that is not there, a server that has not answered yet,
// or the screen itself with its data and how fresh it is.
import type { KioskHealth, KioskVariant, KioskView } from './kiosk-view';

export type KioskSource =
  | { state: 'loading' }
  /** An unknown or revoked public link (a 404): said calmly, and never asked again. */
  | { state: 'inactive' }
  /** A signed-in kiosk's site or zone that does not exist (or is not the user's). */
  | { state: 'notFound'; what: 'site' | 'zone' }
  /** The frame never loaded: the server is unreachable, and is being asked again. */
  | { state: 'unreachable'; failedAt: number }
  | {
      state: 'ready';
      variant: KioskVariant;
      view: KioskView;
      health: KioskHealth;
      /** The measurement load failed (002 §8: a signed-in branded kiosk then goes to sign-in). */
      measurementsFailing: boolean;
    };

/** Whether the source is failing to load anything (the 'Cannot Load Site' toast). */
export function isSourceFailing(source: KioskSource): boolean {
  return source.state === 'unreachable' || (source.state === 'ready' && source.health.failing);
}
