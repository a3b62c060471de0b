// The kiosk list (/kiosks?siteId, spec 002 §2, issue 15 items 1, 2 and 6): the site's kiosks under
// Sites > site > Kiosks, each with its type, zone, measurements, online state and last contact;
// create, edit, delete, revoke and re-issue a link, open a kiosk, and share it by e-mail, link or
// QR code. Managing kiosks is for the project's admins (decision 019): anyone else is told they
// have no access, as the other site screens do.
import type { Kiosk } from '@airboard/shared/api';
import AddRoundedIcon from '@mui/icons-material/AddRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { enqueueSnackbar } from '../../../lib/toasts';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { LoadError } from '../../../components/load-error';
import { SiteBreadcrumbs } from '../../../components/site-breadcrumbs';
import { PRODUCT_NAME } from '../../../lib/brand';
import { administeredSiteGate, useAdministeredSite } from '../../site-monitor';
import { useSiteKiosks } from '../api/get-site-kiosks';
import { KioskCard, type KioskCommand } from '../components/kiosk-card';
import { KioskCommandDialog } from '../components/kiosk-command-dialog';
import { KioskDialog } from '../components/kiosk-dialog';
import { ShareKioskDialog } from '../components/share-kiosk-dialog';
import { CardGrid } from '../../../components/card-grid';
import { LoadingGroup } from '../../../components/loading-skeleton';

const noSiteChosen = {
  title: 'No site chosen',
  text: 'Kiosks belong to a site: open them from a site’s Kiosks tab.',
  backLabel: 'Back to sites',
};

export function KiosksPage() {
  const [search] = useSearchParams();
  const siteId = search.get('siteId') ?? '';
  const admin = useAdministeredSite(siteId);
  const kiosks = useSiteKiosks(siteId, admin.ready);
  const [editing, setEditing] = useState<Kiosk | 'new' | null>(null);
  // By id: the dialog shows the kiosk as the list now has it (a link re-issued meanwhile).
  const [sharingId, setSharingId] = useState<string | null>(null);
  const [command, setCommand] = useState<{ command: KioskCommand; kiosk: Kiosk } | null>(null);

  const gate = administeredSiteGate(admin, noSiteChosen, kiosks.error);
  if ('instead' in gate) {
    return gate.instead;
  }
  const { site } = gate;

  const list = kiosks.data ?? [];
  const sharing = list.find((k) => k.objectId === sharingId);
  const create = () => setEditing('new');
  const saved = (kiosk: Kiosk) => {
    enqueueSnackbar(editing === 'new' ? `Created ${kiosk.name}` : `Saved ${kiosk.name}`, {
      variant: 'success',
    });
    setEditing(null);
  };

  return (
    <Box sx={{ maxWidth: 1440, mx: 'auto', py: { xs: 2, sm: 3 } }}>
      <title>{`Kiosks · ${site.name} · ${PRODUCT_NAME}`}</title>
      <SiteBreadcrumbs site={site} current="Kiosks" />
      <Stack
        direction="row"
        spacing={2}
        sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', mb: 2 }}
      >
        <Typography variant="h1">Kiosks</Typography>
        {list.length > 0 && (
          <Button variant="contained" startIcon={<AddRoundedIcon />} onClick={create}>
            Create Kiosk
          </Button>
        )}
      </Stack>

      {kiosks.isPending && (
        <LoadingGroup
          label="Loading kiosks"
          sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, 1fr)' } }}
        >
          {[0, 1].map((i) => (
            <Skeleton key={i} variant="rounded" height={200} />
          ))}
        </LoadingGroup>
      )}
      {kiosks.isError && (
        <LoadError
          message="The site's kiosks could not be loaded."
          onRetry={() => void kiosks.refetch()}
        />
      )}
      {kiosks.isSuccess && list.length === 0 && (
        <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }}>
          <Typography sx={{ fontWeight: 600 }}>No kiosks yet</Typography>
          <Typography sx={{ color: 'text.secondary', mt: 0.5, mb: 2 }}>
            A kiosk shows this site’s scores and measurements on a lobby screen.
          </Typography>
          <Button variant="contained" startIcon={<AddRoundedIcon />} onClick={create}>
            Create Kiosk
          </Button>
        </Paper>
      )}
      {list.length > 0 && (
        <CardGrid label="Kiosks">
          {list.map((kiosk) => (
            <li key={kiosk.objectId}>
              <KioskCard
                kiosk={kiosk}
                timeZone={site.timeZone}
                now={kiosks.dataUpdatedAt}
                onShare={() => setSharingId(kiosk.objectId)}
                onEdit={() => setEditing(kiosk)}
                onCommand={(next) => setCommand({ command: next, kiosk })}
              />
            </li>
          ))}
        </CardGrid>
      )}

      {editing !== null && (
        <KioskDialog
          siteId={siteId}
          kiosk={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={saved}
        />
      )}
      {sharing && <ShareKioskDialog kiosk={sharing} onClose={() => setSharingId(null)} />}
      {command && (
        <KioskCommandDialog
          siteId={siteId}
          command={command.command}
          kiosk={command.kiosk}
          onClose={() => setCommand(null)}
        />
      )}
    </Box>
  );
}
