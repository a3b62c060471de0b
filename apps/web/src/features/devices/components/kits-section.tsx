// The project's kits under its device list (issue 16 item 5), for its admins: each kit with its
// status, how many of its devices are onboarded and its onboarding link — copy, QR code, revoke,
// re-issue — and Register kit, which gives a new kit of devices its link. Kits belong to the
// project, not the site: a kit's site is made by its installer.
import type { AdminKit } from '@airboard/shared/api';
import AddRoundedIcon from '@mui/icons-material/AddRounded';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { enqueueSnackbar } from '../../../lib/toasts';
import { useState } from 'react';
import { CardGrid } from '../../../components/card-grid';
import { LoadError } from '../../../components/load-error';
import { TitledSection } from '../../../components/titled-section';
import type { KitLinkChange } from '../api/change-kit-link';
import { useProjectKits } from '../api/get-project-kits';
import { plural } from '../../../lib/plural';
import { kitName } from '../lib/kit-text';
import { KitsCard } from './kits-card';
import { KitsCommandDialog } from './kits-command-dialog';
import { KitsLinkDialog } from './kits-link-dialog';
import { KitsRegisterDialog } from './kits-register-dialog';
import { LoadingSkeleton } from '../../../components/loading-skeleton';

type KitsSectionProps = {
  projectId: string;
  /** The site's: times are told on its clock, as on the rest of the screen. */
  timeZone: string;
};

export function KitsSection({ projectId, timeZone }: KitsSectionProps) {
  const kits = useProjectKits(projectId);
  const [registering, setRegistering] = useState(false);
  // By id: the dialogs show the kit as the list now has it (a link re-issued meanwhile).
  const [linkOfId, setLinkOfId] = useState<string | null>(null);
  const [command, setCommand] = useState<{ command: KitLinkChange; kitId: string } | null>(null);

  const list = kits.data ?? [];
  const nameOf = (kit: AdminKit) => kitName(kit, timeZone);
  const linkOf = list.find((k) => k.objectId === linkOfId);
  const commanded = list.find((k) => k.objectId === command?.kitId);
  const registered = (kit: AdminKit, devices: number) => {
    enqueueSnackbar(`Registered a kit of ${plural(devices, 'device')}`, { variant: 'success' });
    setRegistering(false);
    setLinkOfId(kit.objectId);
  };

  return (
    <TitledSection
      title="Kits"
      action={
        <Button
          variant="contained"
          startIcon={<AddRoundedIcon />}
          onClick={() => setRegistering(true)}
        >
          Register kit
        </Button>
      }
    >
      <Typography sx={{ color: 'text.secondary', mb: 2 }}>
        The project’s kits of a hub and sensors, each with the link its installer onboards it by.
      </Typography>

      {kits.isPending && <LoadingSkeleton variant="rounded" height={200} label="Loading kits" />}
      {kits.isError && (
        <LoadError
          message="The project's kits could not be loaded."
          onRetry={() => void kits.refetch()}
        />
      )}
      {kits.isSuccess && list.length === 0 && (
        <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }}>
          <Typography sx={{ color: 'text.secondary' }}>
            No kits yet — register one to get an onboarding link for the installer
          </Typography>
        </Paper>
      )}
      {list.length > 0 && (
        <CardGrid label="Kits">
          {list.map((kit) => (
            <li key={kit.objectId}>
              <KitsCard
                kit={kit}
                name={nameOf(kit)}
                timeZone={timeZone}
                now={kits.dataUpdatedAt}
                onShowLink={() => setLinkOfId(kit.objectId)}
                onCommand={(next) => setCommand({ command: next, kitId: kit.objectId })}
              />
            </li>
          ))}
        </CardGrid>
      )}

      {registering && (
        <KitsRegisterDialog
          projectId={projectId}
          onClose={() => setRegistering(false)}
          onRegistered={registered}
        />
      )}
      {linkOf && linkOf.revokedAt === null && (
        <KitsLinkDialog
          link={linkOf.link}
          name={nameOf(linkOf)}
          onClose={() => setLinkOfId(null)}
        />
      )}
      {command && commanded && (
        <KitsCommandDialog
          projectId={projectId}
          command={command.command}
          kit={commanded}
          name={nameOf(commanded)}
          onClose={() => setCommand(null)}
        />
      )}
    </TitledSection>
  );
}
