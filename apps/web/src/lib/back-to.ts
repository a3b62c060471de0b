// Where a screen reached from another one leads back to: a dashboard's link card to a zone opens
// the zone's monitoring view with a Back to that dashboard (spec 001 §4, the monitoring view). It
// travels in the router's location state, which the browser keeps across a reload of the page.
import { safeReturnPath } from './safe-return-path';

export type BackTo = { href: string; label: string };

/** The router state that asks the next screen for a Back button. */
export const backToState = (backTo: BackTo) => ({ backTo });

/** The Back of a location's state, if it has a well-formed one. */
export function backToOf(state: unknown): BackTo | null {
  if (typeof state !== 'object' || state === null || !('backTo' in state)) {
    return null;
  }
  const { backTo } = state;
  if (
    typeof backTo !== 'object' ||
    backTo === null ||
    !('href' in backTo && 'label' in backTo) ||
    typeof backTo.href !== 'string' ||
    typeof backTo.label !== 'string'
  ) {
    return null;
  }
  // Only a path of this app: any script of the page can write history state.
  const href = safeReturnPath(backTo.href);
  return href === null ? null : { href, label: backTo.label };
}
