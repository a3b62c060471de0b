// The new-sensor alert (spec 000 §4): shown when a measurement of the site was created in the last
// 30 minutes, unless the user dismissed it within the last hour; dismissing saves when, on the user.
import type { AccountUser, Measurement } from '@airboard/shared/api';
import { showNewSensorAlert } from '@airboard/shared/rules';
import Alert from '@mui/material/Alert';
import { useUpdateOwnUser } from '../../onboarding-modal';

const ALERT_ID = 'newSensor';

type NewSensorAlertProps = { user: AccountUser; measurements: Measurement[] };

export function NewSensorAlert({ user, measurements }: NewSensorAlertProps) {
  const save = useUpdateOwnUser();
  const shown = showNewSensorAlert({
    now: new Date(),
    measurementCreatedAt: measurements.map((m) => m.createdAt),
    alertCompletedAt: user.onboardingComplete.alerts[ALERT_ID]?.completedAt,
  });
  if (!shown || save.isPending) {
    return null;
  }
  const dismiss = () =>
    save.mutate({
      ...user,
      onboardingComplete: {
        ...user.onboardingComplete,
        alerts: {
          ...user.onboardingComplete.alerts,
          [ALERT_ID]: { complete: true, completedAt: new Date().toISOString() },
        },
      },
    });
  return (
    <Alert severity="info" onClose={dismiss} sx={{ mb: 2 }}>
      New sensors were added to this site in the last 30 minutes; their readings appear as they
      arrive.
    </Alert>
  );
}
