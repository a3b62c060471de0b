// Breadcrumbs of the kiosk list (spec 002 §2): Sites (to /), the site (to its monitor), Kiosks.
import type { Site } from '@airboard/shared/api';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../lib/paths';

export function KioskBreadcrumbs({
  site,
}: {
  site: Pick<Site, 'objectId' | 'projectId' | 'name'>;
}) {
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
        Kiosks
      </Typography>
    </Breadcrumbs>
  );
}
