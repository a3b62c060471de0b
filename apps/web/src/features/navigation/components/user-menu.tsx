// The user menu (spec 000 §2): Change Project, Open in the building-automation system (with a
// license id; otherwise only a console warning), Open Portfolio Manager and Open Alert Relay (admin
// and superAdmin on desktop, when configured), Settings and Log Out.
import type { AccountUser, MonitoringSettings, ProjectChoice } from '@airboard/shared/api';
import { canAdminister } from '@airboard/shared/rules';
import OpenInNewRoundedIcon from '@mui/icons-material/OpenInNewRounded';
import Avatar from '@mui/material/Avatar';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../lib/paths';
import { lazyDialog } from '../../../components/lazy-dialog';

const ChangeProjectDialog = lazyDialog(
  async () => (await import('./change-project-dialog')).ChangeProjectDialog,
  (props) => props.open,
);

type UserMenuProps = {
  user: AccountUser;
  projectId: string | null;
  projects: ProjectChoice[];
  settings: MonitoringSettings | undefined;
  /** The building-automation system's address for this site or project, when it has a license. */
  buildingSystemHref: string | null;
};

export function UserMenu({
  user,
  projectId,
  projects,
  settings,
  buildingSystemHref,
}: UserMenuProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [changing, setChanging] = useState(false);
  const desktop = useMediaQuery((theme: Theme) => theme.breakpoints.up('md'));
  const isAdmin = canAdminister(user.role);
  const name = `${user.firstName} ${user.lastName}`.trim() || user.email;
  const close = () => setAnchor(null);
  const adminLinks = [
    { label: 'Open Portfolio Manager', href: settings?.portfolioManagerUrl ?? null },
    { label: 'Open Alert Relay', href: settings?.alertRelayUrl ?? null },
  ].filter((link): link is { label: string; href: string } => link.href !== null);

  return (
    <>
      <IconButton
        aria-label={`User menu for ${name}`}
        aria-haspopup="menu"
        aria-expanded={anchor !== null}
        onClick={(event) => {
          if (!buildingSystemHref) {
            console.warn('No building-automation license id for this site or project');
          }
          setAnchor(event.currentTarget);
        }}
        sx={{ p: { xs: 0.5, sm: 1 } }}
      >
        <Avatar
          alt=""
          {...(user.profilePhoto ? { src: user.profilePhoto.url } : {})}
          sx={{ width: 32, height: 32, fontSize: 14, bgcolor: 'primary.main' }}
        >
          {(user.firstName[0] ?? user.email[0] ?? '?').toUpperCase()}
        </Avatar>
      </IconButton>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={close}>
        <ListItemText sx={{ px: 2, py: 1 }} primary={name} secondary={user.email} />
        <Divider />
        {projects.length > 1 && (
          <MenuItem
            onClick={() => {
              close();
              setChanging(true);
            }}
          >
            Change Project
          </MenuItem>
        )}
        {buildingSystemHref && (
          <ExternalMenuItem
            href={buildingSystemHref}
            label="Open in the building-automation system"
            onClick={close}
          />
        )}
        {isAdmin &&
          desktop &&
          adminLinks.map((link) => (
            <ExternalMenuItem
              key={link.label}
              href={link.href}
              label={link.label}
              onClick={close}
            />
          ))}
        <MenuItem component={RouterLink} to={paths.settings.getHref()} onClick={close}>
          Settings
        </MenuItem>
        <MenuItem component={RouterLink} to={paths.logout.getHref()} onClick={close}>
          Log Out
        </MenuItem>
      </Menu>
      {changing && (
        <ChangeProjectDialog
          open
          onClose={() => setChanging(false)}
          userId={user.objectId}
          currentProjectId={projectId}
          projects={projects}
        />
      )}
    </>
  );
}

/** A menu entry that opens another application in a new tab. */
function ExternalMenuItem(props: { href: string; label: string; onClick: () => void }) {
  return (
    <MenuItem
      component="a"
      href={props.href}
      target="_blank"
      rel="noopener noreferrer"
      onClick={props.onClick}
    >
      <ListItemIcon>
        <OpenInNewRoundedIcon fontSize="small" />
      </ListItemIcon>
      {props.label}
    </MenuItem>
  );
}
