// What a kiosk says besides its screen when loading fails (002 §8): the 'Cannot Load Site' toast,
// once per outage rather than at every retry; and a signed-in branded kiosk whose measurements
// fail to load goes to sign-in after KIOSK_LOGIN_REDIRECT_MS, coming back here afterwards.
import { messages } from '@airboard/shared/messages';
import { KIOSK_LOGIN_REDIRECT_MS } from '@airboard/shared/rules';
import { enqueueSnackbar } from '../../../lib/toasts';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '../../../lib/paths';

export function useKioskNotices({
  failing,
  redirectToLogin,
}: {
  failing: boolean;
  redirectToLogin: boolean;
}): void {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();

  useEffect(() => {
    if (failing) {
      enqueueSnackbar(messages.cannotLoadSite, { variant: 'error', preventDuplicate: true });
    }
  }, [failing]);

  useEffect(() => {
    if (!redirectToLogin) {
      return undefined;
    }
    const timer = setTimeout(
      () => void navigate(paths.login.getHref({ from: `${pathname}${search}` })),
      KIOSK_LOGIN_REDIRECT_MS,
    );
    return () => clearTimeout(timer);
  }, [redirectToLogin, navigate, pathname, search]);
}
