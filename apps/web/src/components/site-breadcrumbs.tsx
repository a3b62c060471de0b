// Breadcrumbs of a site's admin screens (spec 002 §2: kiosks, devices): Sites (to /), the site (to
// its monitor), then the screen itself as the current page.
import type { Site } from '@airboard/shared/api';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { paths } from '../lib/paths';

type SiteBreadcrumbsProps = {
  site: Pick<Site, 'objectId' | 'projectId' | 'name'>;
  /** The screen's own name, e.g. "Kiosks". */
  current: string;
};

export function SiteBreadcrumbs({ site, current }: SiteBreadcrumbsProps) {
  return (
    <Breadcrumbs aria-label="Breadcrumbs" sx={{ mb: 1 }}>
      <Link component={RouterLink} to={paths.home.getHref()} color="inherit">
        Sites
      </Link>
      <Link
        component={RouterLink}
        to={paths.site.getHref({ projectId: site.projectId, siteId: site.objectId })}
        color="inherit"
      >
        {site.name}
      </Link>
      <Typography aria-current="page" sx={{ color: 'text.primary' }}>
        {current}
      </Typography>
    </Breadcrumbs>
  );
}
