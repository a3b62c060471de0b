// Which project and site the current screen is about: route params of the site screens, or the
// siteId query of the mobile routes (/kiosks?siteId, /devices?siteId, /reports?siteId).
import { useParams, useSearchParams } from 'react-router';

export type SiteContext = { projectId: string | null; siteId: string | null };

export function useSiteContext(): SiteContext {
  const params = useParams();
  const [search] = useSearchParams();
  return {
    projectId: params.projectId ?? null,
    siteId: params.siteId ?? search.get('siteId'),
  };
}
