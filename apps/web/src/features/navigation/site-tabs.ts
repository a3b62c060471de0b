// The navigation bar's tabs for a site (spec 000 §2): Monitor, Kiosks (unless the project hides
// them), Devices (admin and superAdmin), Reports, Alerts, Schedules (sites that can be scheduled),
// Heat Map, Dashboards, Point Explorer.
import { paths } from '../../lib/paths';

export type SiteTab = { label: string; href: string };

export type SiteTabInput = {
  projectId: string;
  siteId: string;
  isAdmin: boolean;
  hideKiosks: boolean;
  canBeScheduled: boolean;
};

export function siteTabs(input: SiteTabInput): SiteTab[] {
  const { projectId, siteId } = input;
  const tabs: (SiteTab | false)[] = [
    { label: 'Monitor', href: paths.site.getHref({ projectId, siteId }) },
    !input.hideKiosks && { label: 'Kiosks', href: paths.kiosks.getHref({ siteId }) },
    input.isAdmin && { label: 'Devices', href: paths.devices.getHref({ siteId }) },
    { label: 'Reports', href: paths.siteReports.getHref({ projectId, siteId }) },
    { label: 'Alerts', href: paths.siteAlerts.getHref({ projectId, siteId }) },
    input.canBeScheduled && {
      label: 'Schedules',
      href: paths.siteSchedules.getHref({ projectId, siteId }),
    },
    { label: 'Heat Map', href: paths.siteHeatmap.getHref({ projectId, siteId }) },
    { label: 'Dashboards', href: paths.dashboards.getHref({ projectId, siteId }) },
    { label: 'Point Explorer', href: paths.pointExplorer.getHref({ projectId }) },
  ];
  return tabs.filter((tab): tab is SiteTab => tab !== false);
}

/** The tab of the current address: the longest tab path the address starts with. */
export function currentTab(tabs: SiteTab[], pathname: string): SiteTab | null {
  const matching = tabs.filter((tab) => {
    const tabPath = tab.href.split('?')[0]!;
    return pathname === tabPath || pathname.startsWith(`${tabPath}/`);
  });
  return matching.sort((a, b) => b.href.length - a.href.length)[0] ?? null;
}
