// One kit of the project (issue 16 item 5): its product, its site or "Not started", its status,
// how many of its devices are onboarded (and, unfolded, each device's own link), when it was registered and until when a finished kit's
// link works. Copy link and QR code hand the link to the installer; revoking and re-issuing it sit
// in its menu. A revoked kit offers only Re-issue. Every button names the kit, as several share
// the screen.
import type { AdminKit } from '@airboard/shared/api';
import type { KitStatus } from '@airboard/shared/rules';
import ContentCopyRoundedIcon from '@mui/icons-material/ContentCopyRounded';
import LinkOffRoundedIcon from '@mui/icons-material/LinkOffRounded';
import QrCode2RoundedIcon from '@mui/icons-material/QrCode2Rounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip, { type ChipProps } from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useCopyLink } from '../../../components/copy-link';
import { MoreActionsMenu } from '../../../components/more-actions-menu';
import { TimeAgo } from '../../../components/time-ago';
import { formatOnSite } from '../../../lib/site-time';
import type { KitLinkChange } from '../api/change-kit-link';
import { kitStatusLabels } from '../lib/kit-text';
import { KitDeviceLinks } from './kit-device-links';

const statusColors: Record<KitStatus, ChipProps['color']> = {
  not_started: 'default',
  in_progress: 'info',
  done: 'success',
};

type KitsCardProps = {
  kit: AdminKit;
  /** The kit's name (see kitName). */
  name: string;
  timeZone: string;
  /** When the list was read (see TimeAgo). */
  now: number;
  onShowLink: () => void;
  onCommand: (command: KitLinkChange) => void;
};

export function KitsCard({ kit, name, timeZone, now, onShowLink, onCommand }: KitsCardProps) {
  const copy = useCopyLink();
  const revoked = kit.revokedAt !== null;
  const detail = { variant: 'body2', sx: { color: 'text.secondary' } } as const;

  return (
    <Card
      variant="outlined"
      component="article"
      // Named in full: several kits of a product may share the screen.
      aria-label={name}
      sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}
    >
      <CardContent sx={{ flex: 1 }}>
        <Stack spacing={1}>
          <Typography
            component="h3"
            sx={{ fontWeight: 700, fontSize: '1.1rem', overflowWrap: 'anywhere' }}
          >
            {kit.product.name} kit
          </Typography>
          <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 0.5 }}>
            <Chip
              size="small"
              color={statusColors[kit.status]}
              variant={kit.status === 'not_started' ? 'outlined' : 'filled'}
              label={kitStatusLabels[kit.status]}
            />
            {revoked && (
              <Chip
                size="small"
                color="warning"
                icon={<LinkOffRoundedIcon />}
                label="Link revoked"
              />
            )}
          </Stack>
          <Typography {...detail}>Site: {kit.site?.name ?? 'Not started'}</Typography>
          <Typography {...detail}>
            Devices onboarded: {kit.devices.onboarded} of {kit.devices.total}
          </Typography>
          {!revoked && <KitDeviceLinks kit={kit} name={name} />}
          <Typography {...detail}>
            Registered <TimeAgo instant={kit.createdAt} timeZone={timeZone} now={now} />
          </Typography>
          {kit.expiresAt !== null && !revoked && (
            <Typography {...detail}>
              {Date.parse(kit.expiresAt) > now ? 'Link works until' : 'Link expired'}{' '}
              {formatOnSite(kit.expiresAt, timeZone, 'MMM D, YYYY h:mm A')}
            </Typography>
          )}
        </Stack>
      </CardContent>
      <CardActions sx={{ flexWrap: 'wrap', gap: 0.5, px: 2, pb: 1.5 }}>
        {revoked ? (
          <Button
            size="small"
            variant="contained"
            onClick={() => onCommand('reissue')}
            aria-label={`Re-issue the link of ${name}`}
          >
            Re-issue link
          </Button>
        ) : (
          <>
            <Button
              size="small"
              variant="contained"
              startIcon={<ContentCopyRoundedIcon />}
              onClick={() => void copy(kit.link)}
              aria-label={`Copy link of ${name}`}
            >
              Copy link
            </Button>
            <Button
              size="small"
              startIcon={<QrCode2RoundedIcon />}
              onClick={onShowLink}
              aria-label={`QR code of ${name}`}
            >
              QR code
            </Button>
            <Box sx={{ flex: 1 }} />
            <MoreActionsMenu
              of={name}
              actions={[
                { label: 'Revoke link', onSelect: () => onCommand('revoke') },
                { label: 'Re-issue link', onSelect: () => onCommand('reissue') },
              ]}
            />
          </>
        )}
      </CardActions>
    </Card>
  );
}
