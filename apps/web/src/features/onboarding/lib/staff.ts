// Who may use the onboarding wizard (spec 001 §1, §6; decision 018): a superAdmin or one of the
// operator's staff. The server decides (it answers 403 to anyone else); the screens ask first only
// to show the no-access state instead of a site list that leads nowhere.
import type { AccountUser } from '@airboard/shared/api';
import { canUseOnboarding } from '@airboard/shared/rules';

export function isStaff(user: AccountUser): boolean {
  return canUseOnboarding(user.role, user.staff === true);
}
