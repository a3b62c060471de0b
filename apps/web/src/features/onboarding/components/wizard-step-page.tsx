// The frame of wizard steps 2 and 3 (routes Onboarding2, Onboarding3): the site in the query (without
// one, back to choosing a site), staff only, the site's topology loaded before the step shows.
import type { OnboardingTopology } from '@airboard/shared/api';
import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { paths } from '../../../lib/paths';
import { StaffOnly } from './staff-only';
import { TopologyGate } from './topology-gate';
import type { WizardStep } from './wizard-header';

type WizardStepPageProps = {
  /** The step's index in the wizard header (0 is step 1). */
  step: WizardStep;
  title: string;
  children: (siteId: string, topology: OnboardingTopology) => ReactNode;
};

export function WizardStepPage({ step, title, children }: WizardStepPageProps) {
  const [params] = useSearchParams();
  const siteId = params.get('siteId');
  if (!siteId) {
    return <Navigate to={paths.onboarding.getHref()} replace />;
  }
  return (
    <Box sx={{ maxWidth: 1100, mx: 'auto', py: { xs: 2, sm: 3 } }}>
      <StaffOnly>
        <TopologyGate key={siteId} siteId={siteId} step={step} title={title}>
          {(topology) => children(siteId, topology)}
        </TopologyGate>
      </StaffOnly>
    </Box>
  );
}
