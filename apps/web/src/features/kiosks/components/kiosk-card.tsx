// One kiosk on the list (issue 15, item 1): its name, type, zone or "Whole site", the picked
// measurements, whether a screen shows it now and when one last did, and a revoked link. Share,
// Open (the public link, in a new tab) and Edit are at hand; the link's revoke and re-issue and
// Delete sit in its menu. Every button names the kiosk, as several cards share the screen.
import type { Kiosk } from '@airboard/shared/api';
import EditRoundedIcon from '@mui/icons-material/EditRounded';
import LinkOffRoundedIcon from '@mui/icons-material/LinkOffRounded';
import OpenInNewRoundedIcon from '@mui/icons-material/OpenInNewRounded';
import ShareRoundedIcon from '@mui/icons-material/ShareRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { MoreActionsMenu } from '../../../components/more-actions-menu';
import { kioskScope, kioskTypeLabels, publicKioskLink } from '../lib/kiosk-text';
import { KioskPresence } from './kiosk-presence';

export type KioskCommand = 'revoke' | 'reissue' | 'delete';

type KioskCardProps = {
  kiosk: Kiosk;
  timeZone: string;
  /** When the list was last read (see KioskPresence). */
  now: number;
  onShare: () => void;
  onEdit: () => void;
  onCommand: (command: KioskCommand) => void;
};

export function KioskCard(props: KioskCardProps) {
  const { kiosk, timeZone, now, onShare, onEdit, onCommand } = props;
  const id = useId();
  const link = publicKioskLink(kiosk.url);
  const revoked = link === null;
  const measurements = kiosk.measurements.map((m) => m.name).join(', ');

  return (
    <Card
      variant="outlined"
      component="article"
      aria-labelledby={`${id}-name`}
      sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}
    >
      <CardContent sx={{ flex: 1 }}>
        <Stack spacing={1}>
          <Typography
            id={`${id}-name`}
            component="h2"
            sx={{ fontWeight: 700, fontSize: '1.1rem', overflowWrap: 'anywhere' }}
          >
            {kiosk.name}
          </Typography>
          <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 0.5 }}>
            <Chip size="small" variant="outlined" label={kioskTypeLabels[kiosk.type]} />
            <Chip size="small" variant="outlined" label={kioskScope(kiosk)} />
            {revoked && (
              <Chip
                size="small"
                color="warning"
                icon={<LinkOffRoundedIcon />}
                label="Link revoked"
              />
            )}
          </Stack>
          <KioskPresence kiosk={kiosk} timeZone={timeZone} now={now} />
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {measurements === ''
              ? // Decision 019: a kiosk with none picked shows the first scored ones.
                'Measurements: the first scored ones'
              : `Measurements: ${measurements}`}
          </Typography>
        </Stack>
      </CardContent>
      <CardActions sx={{ flexWrap: 'wrap', gap: 0.5, px: 2, pb: 1.5 }}>
        <Button
          size="small"
          variant="contained"
          startIcon={<ShareRoundedIcon />}
          onClick={onShare}
          aria-label={`Share ${kiosk.name}`}
        >
          Share
        </Button>
        {link !== null && (
          <Button
            size="small"
            startIcon={<OpenInNewRoundedIcon />}
            href={link}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`Open ${kiosk.name} (new tab)`}
          >
            Open
          </Button>
        )}
        <Button
          size="small"
          startIcon={<EditRoundedIcon />}
          onClick={onEdit}
          aria-label={`Edit ${kiosk.name}`}
        >
          Edit
        </Button>
        <Box sx={{ flex: 1 }} />
        <MoreActionsMenu
          of={kiosk.name}
          actions={[
            ...(revoked ? [] : [{ label: 'Revoke link', onSelect: () => onCommand('revoke') }]),
            { label: 'Re-issue link', onSelect: () => onCommand('reissue') },
            { label: 'Delete', onSelect: () => onCommand('delete'), destructive: true },
          ]}
        />
      </CardActions>
    </Card>
  );
}
