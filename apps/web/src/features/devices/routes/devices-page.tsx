// The device list (/devices?siteId, the site's Devices tab; spec 002 §2 'Devices', issue 16 item
// 1): the site's devices under Sites > site > Devices in a searchable table of 10 rows a page,
// each with its signal, connected state and last reading; a row opens Device Info, where only the
// name can be changed. Below them, the project's kits with their onboarding links, and Register kit
// (item 5). Devices are for the project's admins: anyone else is told they have no access, as the
// kiosk list does.
import type { Device } from '@airboard/shared/api';
import { DEVICES_PAGE_SIZE } from '@airboard/shared/rules';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TablePagination from '@mui/material/TablePagination';
import Typography from '@mui/material/Typography';
import { enqueueSnackbar } from '../../../lib/toasts';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { LoadError } from '../../../components/load-error';
import { SiteBreadcrumbs } from '../../../components/site-breadcrumbs';
import { SearchInput } from '../../../components/text-input';
import { PRODUCT_NAME } from '../../../lib/brand';
import { administeredSiteGate, useAdministeredSite } from '../../site-monitor';
import { useSiteDevices } from '../api/get-site-devices';
import { DeviceDialog } from '../components/device-dialog';
import { DeviceTable } from '../components/device-table';
import { KitsSection } from '../components/kits-section';
import { matchDevices } from '../lib/match-devices';
import { LoadingSkeleton } from '../../../components/loading-skeleton';
import { BacnetSection } from '../../bacnet';

const noSiteChosen = {
  title: 'No site chosen',
  text: 'Devices belong to a site: open them from a site’s Devices tab.',
  backLabel: 'Back to sites',
};

export function DevicesPage() {
  const [params] = useSearchParams();
  const siteId = params.get('siteId') ?? '';
  const admin = useAdministeredSite(siteId);
  const devices = useSiteDevices(siteId, admin.ready);
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(0);
  // By id: the dialog shows the device as the list now has it.
  const [openId, setOpenId] = useState<string | null>(null);

  const gate = administeredSiteGate(admin, noSiteChosen, devices.error);
  if ('instead' in gate) {
    return gate.instead;
  }
  const { site } = gate;

  const all = devices.data ?? [];
  const shown = matchDevices(all, search);
  // A search or a rename that leaves fewer pages keeps the page in range.
  const lastPage = Math.max(0, Math.ceil(shown.length / DEVICES_PAGE_SIZE) - 1);
  const current = Math.min(page, lastPage);
  const rows = shown.slice(current * DEVICES_PAGE_SIZE, (current + 1) * DEVICES_PAGE_SIZE);
  const open = all.find((d) => d.objectId === openId);
  const saved = (device: Device) => {
    enqueueSnackbar(`Saved ${device.name}`, { variant: 'success' });
    setOpenId(null);
  };

  return (
    <Box sx={{ maxWidth: 1440, mx: 'auto', py: { xs: 2, sm: 3 }, minWidth: 0 }}>
      <title>{`Devices · ${site.name} · ${PRODUCT_NAME}`}</title>
      <SiteBreadcrumbs site={site} current="Devices" />
      <Stack
        direction="row"
        spacing={2}
        sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', mb: 2 }}
        useFlexGap
      >
        <Typography variant="h1">Devices</Typography>
        {all.length > 0 && (
          <SearchInput
            label="Search devices"
            value={search}
            onValueChange={(value) => {
              setSearch(value);
              setPage(0);
            }}
            fullWidth={false}
            sx={{ width: { xs: '100%', sm: 320 } }}
          />
        )}
      </Stack>

      {devices.isPending && (
        <LoadingSkeleton variant="rounded" height={320} label="Loading devices" />
      )}
      {devices.isError && (
        <LoadError
          message="The site's devices could not be loaded."
          onRetry={() => void devices.refetch()}
        />
      )}
      {devices.isSuccess && shown.length === 0 && (
        <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }}>
          <Typography sx={{ fontWeight: 600 }}>No devices</Typography>
          <Typography sx={{ color: 'text.secondary', mt: 0.5 }}>
            {all.length === 0
              ? 'This site has no devices yet: they appear here once they are onboarded.'
              : `No device matches “${search.trim()}”.`}
          </Typography>
        </Paper>
      )}
      {shown.length > 0 && (
        <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
          <DeviceTable
            devices={rows}
            timeZone={site.timeZone}
            now={devices.dataUpdatedAt}
            onOpen={(device) => setOpenId(device.objectId)}
          />
          <TablePagination
            component="div"
            count={shown.length}
            page={current}
            rowsPerPage={DEVICES_PAGE_SIZE}
            rowsPerPageOptions={[DEVICES_PAGE_SIZE]}
            onPageChange={(_, next) => setPage(next)}
          />
        </Paper>
      )}

      <KitsSection projectId={site.projectId} timeZone={site.timeZone} />

      <BacnetSection siteId={siteId} />

      {open && (
        <DeviceDialog
          siteId={siteId}
          device={open}
          timeZone={site.timeZone}
          now={devices.dataUpdatedAt}
          onClose={() => setOpenId(null)}
          onSaved={saved}
        />
      )}
    </Box>
  );
}
