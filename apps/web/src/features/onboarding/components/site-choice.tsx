// Step 1 before a site is chosen (spec 001 §2): the project's sites with #, Name and Status —
// Complete once a site is onboarded (§4), else Start. Choosing a site opens its mapping.
import { messages } from '@airboard/shared/messages';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { LoadError } from '../../../components/load-error';
import { paths } from '../../../lib/paths';
import { useProjectHome } from '../../home';
import { useErrorToast } from '../../../components/use-error-toast';
import { WizardHeader } from './wizard-header';
import { LoadingSkeleton } from '../../../components/loading-skeleton';

export function SiteChoice() {
  const home = useProjectHome();
  useErrorToast(home.isError ? home.errorUpdatedAt : 0, messages.cannotLoadSites);
  const sites = home.data?.sites ?? [];
  return (
    <>
      <WizardHeader step={0} title="Choose a Site" siteName={null} />
      {home.isError && (
        <LoadError message={messages.cannotLoadSites} onRetry={() => void home.refetch()} />
      )}
      {home.isPending && <LoadingSkeleton variant="rounded" height={240} label="Loading sites" />}
      {home.isSuccess && sites.length === 0 && (
        <Typography sx={{ color: 'text.secondary' }}>This project has no sites yet.</Typography>
      )}
      {sites.length > 0 && (
        <TableContainer component={Paper} variant="outlined">
          <Table size="small" aria-label="Sites to onboard">
            <TableHead>
              <TableRow>
                <TableCell sx={{ width: 48 }}>#</TableCell>
                <TableCell>Name</TableCell>
                <TableCell sx={{ width: 120 }}>Status</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {sites.map((site, index) => {
                const href = paths.onboarding.getHref({ siteId: site.objectId });
                return (
                  <TableRow key={site.objectId} hover>
                    <TableCell>{index + 1}</TableCell>
                    <TableCell>
                      <Link component={RouterLink} to={href}>
                        {site.name}
                      </Link>
                    </TableCell>
                    <TableCell>
                      {site.onboarded ? (
                        <Chip label="Complete" color="success" size="small" variant="outlined" />
                      ) : (
                        <Button
                          component={RouterLink}
                          to={href}
                          variant="contained"
                          size="small"
                          aria-label={`Start ${site.name}`}
                        >
                          Start
                        </Button>
                      )}
                    </TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </>
  );
}
