// The spec's messages for each new-password problem, per flow: reset (000 §5), invite acceptance
// and password change (002 §5) word the same problems differently.
import type { NewPasswordProblem } from '@airboard/shared/rules';
import { messages } from '@airboard/shared/messages';

export const resetProblemMessages: Record<NewPasswordProblem, string> = {
  empty: messages.enterNewPassword,
  mismatch: messages.passwordsDoNotMatch,
  tooShort: messages.passwordTooShort,
};

export const inviteProblemMessages: Record<NewPasswordProblem, string> = {
  empty: messages.inviteAcceptPasswordTooShort,
  mismatch: messages.inviteAcceptPasswordsDoNotMatch,
  tooShort: messages.inviteAcceptPasswordTooShort,
};

export const changeProblemMessages: Record<NewPasswordProblem, string> = {
  empty: messages.passwordTooShort,
  mismatch: messages.passwordsDoNotMatch,
  tooShort: messages.passwordTooShort,
};
