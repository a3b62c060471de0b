/**
 * What the server keeps in memory about the screens showing kiosks: the public answers they are
 * sent (public-kiosk-cache.ts) and their heartbeats (kiosk-heartbeats.ts). Built once per app
 * (app.ts): the kiosk routes fill both, the kiosk watch writes the heartbeats.
 */
import { KioskHeartbeats } from './kiosk-heartbeats';
import { PublicKioskCache } from './public-kiosk-cache';

export interface KioskScreens {
  answers: PublicKioskCache;
  heartbeats: KioskHeartbeats;
}

export const createKioskScreens = (): KioskScreens => ({
  answers: new PublicKioskCache(),
  heartbeats: new KioskHeartbeats(),
});
