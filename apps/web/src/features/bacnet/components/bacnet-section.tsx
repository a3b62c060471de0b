// "Building network (BACnet/IP)" on a site's Devices page (issue 21), for its admins: whether the
// site is read over BACnet/IP and how, in a sentence, and Configure, which opens its settings.
import type { BacnetSettings } from '@airboard/shared/api';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { LoadError } from '../../../components/load-error';
import { TitledSection } from '../../../components/titled-section';
import { LoadingSkeleton } from '../../../components/loading-skeleton';
import { enqueueSnackbar } from '../../../lib/toasts';
import { useBacnetSettings } from '../api/get-bacnet-settings';
import { bacnetSummary } from '../lib/bacnet-summary';
import { BacnetDialog } from './bacnet-dialog';

export function BacnetSection({ siteId }: { siteId: string }) {
  const settings = useBacnetSettings(siteId);
  const [configuring, setConfiguring] = useState(false);

  const saved = (next: BacnetSettings) => {
    enqueueSnackbar(`BACnet/IP settings saved: ${next.enabled ? 'on' : 'off'}`, {
      variant: 'success',
    });
    setConfiguring(false);
  };

  return (
    <TitledSection
      title="Building network (BACnet/IP)"
      action={
        <Button
          variant="outlined"
          disabled={!settings.isSuccess}
          onClick={() => setConfiguring(true)}
        >
          Configure
        </Button>
      }
    >
      {settings.isPending && (
        <LoadingSkeleton variant="rounded" height={72} label="Loading BACnet/IP settings" />
      )}
      {settings.isError && (
        <LoadError
          message="The site's BACnet/IP settings could not be loaded."
          onRetry={() => void settings.refetch()}
        />
      )}
      {settings.isSuccess && (
        <Paper variant="outlined" sx={{ p: 2 }}>
          <Typography role="status" sx={{ overflowWrap: 'anywhere' }}>
            {bacnetSummary(settings.data)}
          </Typography>
        </Paper>
      )}

      {configuring && settings.isSuccess && (
        <BacnetDialog
          siteId={siteId}
          settings={settings.data}
          onClose={() => setConfiguring(false)}
          onSaved={saved}
        />
      )}
    </TitledSection>
  );
}
