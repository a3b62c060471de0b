// Wizard step 2 (route Onboarding2, spec 001 §2): 'Select Point Types' for the site in the query;
// without one, back to choosing a site. Staff only.
import { messages } from '@airboard/shared/messages';
import Box from '@mui/material/Box';
import { Navigate, useSearchParams } from 'react-router';
import { paths } from '../../../lib/paths';
import { PointTypesStep } from '../components/point-types-step';
import { StaffOnly } from '../components/staff-only';
import { TopologyGate } from '../components/topology-gate';

export function PointTypesPage() {
  const [params] = useSearchParams();
  const siteId = params.get('siteId');
  if (!siteId) {
    return <Navigate to={paths.onboarding.getHref()} replace />;
  }
  return (
    <Box sx={{ maxWidth: 1100, mx: 'auto', py: { xs: 2, sm: 3 } }}>
      <StaffOnly>
        <TopologyGate key={siteId} siteId={siteId} step={1} title={messages.selectPointTypes}>
          {(topology) => <PointTypesStep siteId={siteId} topology={topology} />}
        </TopologyGate>
      </StaffOnly>
    </Box>
  );
}
