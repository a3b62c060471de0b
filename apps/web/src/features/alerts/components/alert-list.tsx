// A list of alerts, newest or most severe first as given, each with an Acknowledge action while it
// is active and not yet acknowledged — for the project's admins and superAdmins, who alone may
// acknowledge (decision 009); shared by the Active Alerts dialog and the alerts page.
import type { AlertDto } from '@airboard/shared/api';
import Stack from '@mui/material/Stack';
import { useAdministers } from '../../auth';
import { AcknowledgeButton } from './acknowledge-button';
import { AlertRow } from './alert-row';

/**
 * An alert with the site it belongs to and that site's time zone (the alerts calls are per site,
 * so callers add both); the site's name where a list spans several sites.
 */
export type SiteAlert = AlertDto & { siteId: string; timeZone: string; siteName?: string };

export function AlertList({ alerts }: { alerts: SiteAlert[] }) {
  const canAcknowledge = useAdministers();
  return (
    <Stack spacing={1.5} component="ul" aria-label="Alerts" sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {alerts.map((alert) => (
        <li key={alert.objectId}>
          <AlertRow
            alert={alert}
            timeZone={alert.timeZone}
            {...(alert.siteName ? { siteName: alert.siteName } : {})}
            action={
              canAcknowledge && alert.isActive && !alert.acknowledgedAt ? (
                <AcknowledgeButton
                  siteId={alert.siteId}
                  alertId={alert.objectId}
                  message={alert.alertConfig.message}
                />
              ) : undefined
            }
          />
        </li>
      ))}
    </Stack>
  );
}
