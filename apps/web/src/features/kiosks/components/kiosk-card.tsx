// One kiosk on the list (issue 15, item 1): its name, type, zone or "Whole site", the picked
// measurements, whether a screen shows it now and when one last did, and a revoked link. Share,
// Open (the public link, in a new tab) and Edit are at hand; the link's revoke and re-issue and
// Delete sit in its menu. Every button names the kiosk, as several cards share the screen.
import type { Kiosk } from '@airboard/shared/api';
import EditRoundedIcon from '@mui/icons-material/EditRounded';
import LinkOffRoundedIcon from '@mui/icons-material/LinkOffRounded';
import MoreVertRoundedIcon from '@mui/icons-material/MoreVertRounded';
import OpenInNewRoundedIcon from '@mui/icons-material/OpenInNewRounded';
import ShareRoundedIcon from '@mui/icons-material/ShareRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
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
  const [menuAnchor, setMenuAnchor] = useState<HTMLElement | null>(null);
  const link = publicKioskLink(kiosk.url);
  const revoked = link === null;
  const run = (command: KioskCommand) => {
    setMenuAnchor(null);
    onCommand(command);
  };
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
        <IconButton
          size="small"
          aria-label={`More actions for ${kiosk.name}`}
          aria-haspopup="menu"
          aria-controls={menuAnchor ? `${id}-menu` : undefined}
          aria-expanded={menuAnchor ? 'true' : undefined}
          onClick={(event) => setMenuAnchor(event.currentTarget)}
        >
          <MoreVertRoundedIcon />
        </IconButton>
        <Menu
          id={`${id}-menu`}
          anchorEl={menuAnchor}
          open={menuAnchor !== null}
          onClose={() => setMenuAnchor(null)}
        >
          {!revoked && <MenuItem onClick={() => run('revoke')}>Revoke link</MenuItem>}
          <MenuItem onClick={() => run('reissue')}>Re-issue link</MenuItem>
          <MenuItem onClick={() => run('delete')} sx={{ color: 'error.main' }}>
            Delete
          </MenuItem>
        </Menu>
      </CardActions>
    </Card>
  );
}
