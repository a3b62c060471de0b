// Wizard step 1 (route Onboarding, spec 001 §2): without a siteId the sites to choose from; with
// one, the site's topology to map devices and points into zones. Staff only.
import Box from '@mui/material/Box';
import { useSearchParams } from 'react-router';
import { MappingWorkspace } from '../components/mapping-workspace';
import { SiteChoice } from '../components/site-choice';
import { StaffOnly } from '../components/staff-only';
import { TopologyGate } from '../components/topology-gate';

export function OnboardingPage() {
  const [params] = useSearchParams();
  const siteId = params.get('siteId');
  return (
    <Box sx={{ maxWidth: 1440, mx: 'auto', py: { xs: 2, sm: 3 } }}>
      <StaffOnly>
        {siteId ? (
          <TopologyGate key={siteId} siteId={siteId} step={0} title="Map Devices to Zones">
            {(topology) => <MappingWorkspace siteId={siteId} topology={topology} />}
          </TopologyGate>
        ) : (
          <SiteChoice />
        )}
      </StaffOnly>
    </Box>
  );
}
