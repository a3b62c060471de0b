// The site tabs for the current address and user, or none outside a site.
import { canAdminister } from '@airboard/shared/rules';
import { siteTabs, type SiteTab } from './site-tabs';
import { useNavigationData } from './use-navigation-data';
import { useSiteContext } from './use-site-context';

export function useSiteTabs(): SiteTab[] {
  const { projectId, siteId } = useSiteContext();
  const { locals, home } = useNavigationData();
  const project = projectId ?? locals.data?.project?.objectId ?? null;
  if (!locals.data || project === null || siteId === null) {
    return [];
  }
  const site = home.data?.sites.find((s) => s.objectId === siteId);
  return siteTabs({
    projectId: project,
    siteId,
    isAdmin: canAdminister(locals.data.user.role),
    hideKiosks: locals.data.project?.hideKiosks ?? false,
    canBeScheduled: site?.canBeScheduled ?? false,
  });
}
