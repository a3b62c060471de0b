// Settings → Account: how the user hears about alerts — the e-mail and SMS switches, the mobile
// number texts go to (issue 22) and, once there is one, quiet hours. The SMS switch waits for a
// verified number, so all three read the same alert text settings.
import Divider from '@mui/material/Divider';
import type { NotificationPrefs } from '@airboard/shared/api';
import { useAlertTextSettings } from '../api/alert-texts';
import { MobileNumberSection } from './mobile-number-section';
import { NotificationPreferences } from './notification-preferences';
import { QuietHoursSection } from './quiet-hours-section';

export function AlertNotificationSettings({ saved }: { saved: NotificationPrefs }) {
  const alertTexts = useAlertTextSettings();
  const phone = alertTexts.data?.phone;
  return (
    <>
      <NotificationPreferences
        saved={saved}
        phoneVerified={phone === undefined ? undefined : phone !== null}
      />
      <Divider sx={{ my: 3 }} />
      <MobileNumberSection settings={alertTexts} />
      {alertTexts.data?.phone && (
        <>
          <Divider sx={{ my: 3 }} />
          <QuietHoursSection saved={alertTexts.data.quietHours} />
        </>
      )}
    </>
  );
}
