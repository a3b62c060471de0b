// The wizard's BACnet discovery (issue 21), above the topologies of a site read over BACnet/IP: a
// site never discovered offers to discover it; a running discovery shows how far it is (device 12
// of 40, 380 points) with a progress bar, whichever server process runs it; a finished one says
// what the wizard maps from and which devices could not be read, and offers to discover again.
// When a discovery it watched ends, `onDiscovered` reads the topology again.
import type { BacnetDiscovery } from '@airboard/shared/api';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useEffect, useRef } from 'react';
import { LazyLinearProgress } from '../../../components/lazy-linear-progress';
import { LoadError } from '../../../components/load-error';
import { timeAgo } from '../../../lib/relative-time';
import { enqueueSnackbar } from '../../../lib/toasts';
import { useBacnetDiscovery, useStartDiscovery } from '../api/bacnet-discovery';
import { discoveredSummary, discoveryPercent, discoveryProgress } from '../lib/discovery-text';

type BacnetDiscoveryPanelProps = {
  siteId: string;
  /** A discovery this panel saw running has ended (completed or failed). */
  onDiscovered: (discovery: BacnetDiscovery) => void;
};

export function BacnetDiscoveryPanel({ siteId, onDiscovered }: BacnetDiscoveryPanelProps) {
  const discovery = useBacnetDiscovery(siteId);
  const start = useStartDiscovery(siteId);
  const status = discovery.data?.status;
  const before = useRef(status);
  useEffect(() => {
    if (before.current === 'running' && status !== 'running' && discovery.data) {
      onDiscovered(discovery.data);
    }
    before.current = status;
  }, [status, discovery.data, onDiscovered]);

  if (discovery.isError) {
    return (
      <LoadError
        message="Cannot read the BACnet discovery"
        onRetry={() => void discovery.refetch()}
        sx={{ mb: 2 }}
      />
    );
  }
  if (!discovery.data) {
    return null;
  }
  const discover = () =>
    start.mutate(undefined, {
      onError: () => enqueueSnackbar('The discovery could not start', { variant: 'error' }),
    });
  const action = (label: string) => (
    <Button color="inherit" size="small" loading={start.isPending} onClick={discover}>
      {label}
    </Button>
  );
  return (
    <Box sx={{ mb: 2 }} aria-live="polite">
      <DiscoveryState discovery={discovery.data} action={action} />
    </Box>
  );
}

function DiscoveryState({
  discovery,
  action,
}: {
  discovery: BacnetDiscovery;
  action: (label: string) => React.ReactNode;
}) {
  switch (discovery.status) {
    case 'none':
      return (
        <Alert severity="info" action={action('Discover devices')}>
          This site is read over BACnet/IP. Discover its devices to map their points.
        </Alert>
      );
    case 'running':
      return (
        <Alert severity="info" icon={false}>
          <Box component="span" sx={{ fontWeight: 500 }}>
            Discovering BACnet devices
          </Box>{' '}
          — {discoveryProgress(discovery)}
          <LazyLinearProgress
            variant={discovery.devicesTotal === 0 ? 'indeterminate' : 'determinate'}
            value={discoveryPercent(discovery)}
            aria-label="BACnet discovery progress"
            sx={{ mt: 1, width: { xs: '100%', sm: 320 } }}
          />
        </Alert>
      );
    case 'completed':
      return (
        <Alert
          severity={discovery.failedDevices.length > 0 ? 'warning' : 'success'}
          action={action('Discover again')}
        >
          BACnet/IP: {discoveredSummary(discovery)}, discovered{' '}
          {discovery.finishedAt ? timeAgo(discovery.finishedAt) : ''}.
          {discovery.failedDevices.map((failed) => (
            <Box key={failed.instance}>
              Device {failed.instance} could not be read: {failed.reason}
            </Box>
          ))}
        </Alert>
      );
    case 'failed':
      return (
        <Alert severity="error" action={action('Discover again')}>
          The BACnet discovery failed: {discovery.errorMessage}
          {discovery.devicesKnown > 0 && (
            <Box>The topology shows the last discovery&apos;s {discoveredSummary(discovery)}.</Box>
          )}
        </Alert>
      );
  }
}
