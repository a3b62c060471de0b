// What every signed-in screen has around it: the account's theme kept in sync and the welcome
// onboarding modal, above the screen itself.
import { Outlet } from 'react-router';
import { WelcomeModal } from '../features/onboarding-modal';
import { ThemeSync } from '../features/theme';

export function SignedInShell() {
  return (
    <>
      <ThemeSync />
      <WelcomeModal />
      <Outlet />
    </>
  );
}
