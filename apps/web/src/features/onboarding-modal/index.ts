// The welcome onboarding modal, mounted once in the signed-in layout.
export { WelcomeModal } from './welcome-modal';
