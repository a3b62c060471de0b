// Wizard step 3 (route Onboarding3, spec 001 §2): units and 'Create Measurements' for the site in
// the query; without one, back to choosing a site. Staff only.
import { messages } from '@airboard/shared/messages';
import Box from '@mui/material/Box';
import { Navigate, useSearchParams } from 'react-router';
import { paths } from '../../../lib/paths';
import { MeasurementsStep } from '../components/measurements-step';
import { StaffOnly } from '../components/staff-only';
import { TopologyGate } from '../components/topology-gate';

export function MeasurementsPage() {
  const [params] = useSearchParams();
  const siteId = params.get('siteId');
  if (!siteId) {
    return <Navigate to={paths.onboarding.getHref()} replace />;
  }
  return (
    <Box sx={{ maxWidth: 1100, mx: 'auto', py: { xs: 2, sm: 3 } }}>
      <StaffOnly>
        <TopologyGate key={siteId} siteId={siteId} step={2} title={messages.createMeasurements}>
          {(topology) => <MeasurementsStep siteId={siteId} topology={topology} />}
        </TopologyGate>
      </StaffOnly>
    </Box>
  );
}
