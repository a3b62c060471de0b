// The onboarding feature's public face: the welcome modal, mounted once in the signed-in layout,
// and the save of the user's own onboarding state that the site monitor's tips and alerts use.
export { useUpdateOwnUser } from './api/update-own-user';
export { WelcomeModal } from './welcome-modal';
