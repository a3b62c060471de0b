// The collapsible side navigator (spec 000 §2): the project and its dashboards, its sites and each
// site's zone tree, with the dashboards of each site and zone under it;
// on phones it also carries the site's tabs (the mobile navigation). It is a modal drawer, so it
// is out of the way whenever another dialog is open.
import type { DashboardSummary, Site, Zone } from '@airboard/shared/api';
import DashboardRoundedIcon from '@mui/icons-material/DashboardRounded';
import ExpandLessRoundedIcon from '@mui/icons-material/ExpandLessRounded';
import ExpandMoreRoundedIcon from '@mui/icons-material/ExpandMoreRounded';
import MenuRoundedIcon from '@mui/icons-material/MenuRounded';
import Box from '@mui/material/Box';
import Collapse from '@mui/material/Collapse';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import { messages } from '@airboard/shared/messages';
import { enqueueSnackbar } from '../../../lib/toasts';
import { useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../lib/paths';
import { useZones } from '../../site-monitor';
import { useProjectDashboards } from '../../dashboards';
import { isStaff } from '../../onboarding';
import { useNavigationData } from '../use-navigation-data';
import { useSiteTabs } from '../use-site-tabs';
import { useSiteContext } from '../use-site-context';

/** Links to dashboards, indented under the project, site or zone they belong to. */
function DashboardLinks(props: {
  dashboards: DashboardSummary[];
  projectId: string;
  indent: number;
  onNavigate: () => void;
}) {
  const { dashboards, projectId, indent, onNavigate } = props;
  return dashboards.map((dashboard) => (
    <ListItemButton
      key={dashboard.objectId}
      component={RouterLink}
      to={paths.dashboardDetail.getHref({ projectId, dashboardId: dashboard.objectId })}
      onClick={onNavigate}
      sx={{ pl: indent }}
    >
      <ListItemIcon sx={{ minWidth: 30 }}>
        <DashboardRoundedIcon fontSize="small" />
      </ListItemIcon>
      <ListItemText primary={dashboard.name} />
    </ListItemButton>
  ));
}

function ZoneBranch(props: {
  site: Site;
  zones: Zone[];
  dashboards: DashboardSummary[];
  parent: string | null;
  depth: number;
  onNavigate: () => void;
}) {
  const { site, zones, dashboards, parent, depth, onNavigate } = props;
  const children = zones.filter((z) => z.parent === parent);
  if (children.length === 0) {
    return null;
  }
  return (
    <List disablePadding dense>
      {children.map((zone) => (
        <Box component="li" key={zone.objectId} sx={{ listStyle: 'none' }}>
          <ListItemButton
            component={RouterLink}
            to={paths.zone.getHref({
              projectId: site.projectId,
              siteId: site.objectId,
              zoneId: zone.objectId,
            })}
            onClick={onNavigate}
            sx={{ pl: 2 + depth * 2 }}
          >
            <ListItemText primary={zone.name} />
          </ListItemButton>
          <DashboardLinks
            dashboards={dashboards.filter((d) => d.level === 'zone' && d.zoneId === zone.objectId)}
            projectId={site.projectId}
            indent={4 + depth * 2}
            onNavigate={onNavigate}
          />
          <ZoneBranch
            site={site}
            zones={zones}
            dashboards={dashboards}
            parent={zone.objectId}
            depth={depth + 1}
            onNavigate={onNavigate}
          />
        </Box>
      ))}
    </List>
  );
}

function SiteZones(props: { site: Site; dashboards: DashboardSummary[]; onNavigate: () => void }) {
  const { site, dashboards, onNavigate } = props;
  const zones = useZones(site.objectId);
  if (zones.isPending) {
    return <ListItemText sx={{ pl: 4 }} secondary="Loading zones…" />;
  }
  const known = new Set(zones.data?.map((z) => z.objectId));
  // A zone whose parent is missing is shown at the top level rather than lost.
  const rooted = (zones.data ?? []).map((z) =>
    z.parent !== null && !known.has(z.parent) ? { ...z, parent: null } : z,
  );
  return (
    <>
      <DashboardLinks
        dashboards={dashboards.filter((d) => d.level === 'site' && d.siteId === site.objectId)}
        projectId={site.projectId}
        indent={5}
        onNavigate={onNavigate}
      />
      <ZoneBranch
        site={site}
        zones={rooted}
        dashboards={dashboards}
        parent={null}
        depth={2}
        onNavigate={onNavigate}
      />
    </>
  );
}

function SiteNode({
  site,
  dashboards,
  initiallyOpen,
  onNavigate,
}: {
  site: Site;
  dashboards: DashboardSummary[];
  initiallyOpen: boolean;
  onNavigate: () => void;
}) {
  const [open, setOpen] = useState(initiallyOpen);
  return (
    <Box component="li" sx={{ listStyle: 'none' }}>
      <Box sx={{ display: 'flex' }}>
        <ListItemButton
          component={RouterLink}
          to={paths.site.getHref({ projectId: site.projectId, siteId: site.objectId })}
          onClick={onNavigate}
          sx={{ pl: 3 }}
        >
          <ListItemText primary={site.name} slotProps={{ primary: { sx: { fontWeight: 600 } } }} />
        </ListItemButton>
        <IconButton
          aria-label={`${open ? 'Collapse' : 'Expand'} ${site.name}`}
          aria-expanded={open}
          onClick={() => setOpen(!open)}
        >
          {open ? <ExpandLessRoundedIcon /> : <ExpandMoreRoundedIcon />}
        </IconButton>
      </Box>
      <Collapse in={open} unmountOnExit>
        <SiteZones site={site} dashboards={dashboards} onNavigate={onNavigate} />
      </Collapse>
    </Box>
  );
}

export function SideNavigator() {
  const [open, setOpen] = useState(false);
  const { locals, home } = useNavigationData();
  const tabs = useSiteTabs();
  const { siteId } = useSiteContext();
  const dashboardList = useProjectDashboards(home.data?.project.objectId);
  const dashboards = dashboardList.data ?? [];
  // The navigator has no room to say its dashboards failed: a toast does (spec 001 §8).
  const dashboardsFailedAt = dashboardList.isError ? dashboardList.errorUpdatedAt : 0;
  useEffect(() => {
    if (dashboardsFailedAt > 0) {
      enqueueSnackbar(messages.loadDashboardsFailed, { variant: 'error', preventDuplicate: true });
    }
  }, [dashboardsFailedAt]);
  if (!locals.data) {
    return null;
  }
  const close = () => setOpen(false);
  const project = home.data?.project;
  return (
    <>
      <IconButton aria-label="Open navigator" edge="start" onClick={() => setOpen(true)}>
        <MenuRoundedIcon />
      </IconButton>
      <Drawer
        open={open}
        onClose={close}
        slotProps={{ paper: { sx: { width: 300, maxWidth: '85vw' } } }}
      >
        <Box component="nav" aria-label="Navigator">
          {tabs.length > 0 && (
            <Box sx={{ display: { sm: 'none' } }}>
              <List subheader={<ListSubheader>This site</ListSubheader>} dense>
                {tabs.map((tab) => (
                  <ListItemButton
                    key={tab.href}
                    component={RouterLink}
                    to={tab.href}
                    onClick={close}
                  >
                    <ListItemText primary={tab.label} />
                  </ListItemButton>
                ))}
              </List>
              <Divider />
            </Box>
          )}
          <List subheader={<ListSubheader>Project</ListSubheader>}>
            <ListItemButton component={RouterLink} to={paths.home.getHref()} onClick={close}>
              <ListItemText
                primary={project?.name ?? locals.data.project?.name ?? 'Project home'}
                slotProps={{ primary: { sx: { fontWeight: 700 } } }}
              />
            </ListItemButton>
            {project && (
              <ListItemButton
                component={RouterLink}
                to={paths.dashboards.getHref({ projectId: project.objectId })}
                onClick={close}
                sx={{ pl: 3 }}
              >
                <ListItemText primary="Dashboards" />
              </ListItemButton>
            )}
            {project && (
              <DashboardLinks
                dashboards={dashboards.filter((d) => d.level === 'project')}
                projectId={project.objectId}
                indent={5}
                onNavigate={close}
              />
            )}
            {isStaff(locals.data.user) && (
              <ListItemButton
                component={RouterLink}
                to={paths.onboarding.getHref()}
                onClick={close}
              >
                <ListItemText primary="Topology onboarding" secondary="Staff" />
              </ListItemButton>
            )}
            {home.data?.sites.map((site) => (
              <SiteNode
                key={site.objectId}
                site={site}
                dashboards={dashboards}
                initiallyOpen={site.objectId === siteId}
                onNavigate={close}
              />
            ))}
          </List>
        </Box>
      </Drawer>
    </>
  );
}
