// The right side of the navigation bar for a signed-in user: score help, the alerts bell with its
// Active Alerts dialog, and the user menu.
import HelpOutlineRoundedIcon from '@mui/icons-material/HelpOutlineRounded';
import NotificationsRoundedIcon from '@mui/icons-material/NotificationsRounded';
import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { buildingSystemLink } from '@airboard/shared/rules';
import { useState } from 'react';
import { lazyDialog } from '../../../components/lazy-dialog';
import { useNavigationData } from '../use-navigation-data';
import { useSiteContext } from '../use-site-context';
import { UserMenu } from './user-menu';

// The dialogs' code loads when they are first opened, not before every first screen.
const ActiveAlertsDialog = lazyDialog(
  async () => (await import('../../alerts')).ActiveAlertsDialog,
  (props) => props.open,
);
const ScoreHelpDialog = lazyDialog(
  async () => (await import('./score-help-dialog')).ScoreHelpDialog,
  (props) => props.open,
);

// Phones fit the whole bar on one 390 px line only with slightly tighter icon buttons.
const compact = { p: { xs: 0.5, sm: 1 } } as const;
const MAX_BADGE = 99;

export function NavigationActions() {
  const { locals, home } = useNavigationData();
  const { siteId } = useSiteContext();
  const [alertsOpen, setAlertsOpen] = useState(false);
  const [helpOpen, setHelpOpen] = useState(false);
  if (!locals.data) {
    return null;
  }
  const sites = home.data?.sites ?? [];
  const inSite = siteId !== null ? sites.filter((s) => s.objectId === siteId) : sites;
  // No count until the sites are known: a "0" while they load would be a false all-clear.
  const alertCount = home.data ? inSite.reduce((sum, s) => sum + s.activeAlertsCount, 0) : null;
  // The name says the count as the badge shows it: speech input users say what they see (a
  // parenthesised count would not count as part of the name).
  const bellName =
    alertCount === null
      ? 'Active Alerts'
      : `Active Alerts: ${alertCount > MAX_BADGE ? `${MAX_BADGE}+` : alertCount}`;
  return (
    <>
      <Tooltip title="How scores work">
        <IconButton aria-label="How scores work" onClick={() => setHelpOpen(true)} sx={compact}>
          <HelpOutlineRoundedIcon />
        </IconButton>
      </Tooltip>
      <Tooltip title="Active Alerts">
        <IconButton aria-label={bellName} onClick={() => setAlertsOpen(true)} sx={compact}>
          <Badge badgeContent={alertCount ?? 0} color="error" max={MAX_BADGE}>
            <NotificationsRoundedIcon />
          </Badge>
        </IconButton>
      </Tooltip>
      <UserMenu
        user={locals.data.user}
        projectId={locals.data.project?.objectId ?? null}
        projects={locals.data.projects}
        settings={home.data?.settings}
        buildingSystemHref={buildingSystemLink(
          home.data?.settings.buildingSystemUrl ?? null,
          siteId !== null ? sites.find((s) => s.objectId === siteId)?.commanderLicenseId : null,
          home.data?.project.commanderLicenseId,
        )}
      />
      <ActiveAlertsDialog open={alertsOpen} onClose={() => setAlertsOpen(false)} sites={inSite} />
      <ScoreHelpDialog open={helpOpen} onClose={() => setHelpOpen(false)} />
    </>
  );
}
