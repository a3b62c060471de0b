// The last step (spec 002 §4): the toast 'You have finshed onboarding' as it is reached, a spinner,
// then after ONBOARDING_COMPLETION_SPINNER_MS the checkmark and Launch Site, to the new site's
// page (which asks an installer without an account to sign in). Below, every device with whether
// it has been heard and its signal.
import type { OnboardingDevice } from '@airboard/shared/api';
import { messages } from '@airboard/shared/messages';
import { ONBOARDING_COMPLETION_SPINNER_MS } from '@airboard/shared/rules';
import RocketLaunchRoundedIcon from '@mui/icons-material/RocketLaunchRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { keyframes } from '@mui/material/styles';
import { enqueueSnackbar } from '../../../lib/toasts';
import { useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { DeviceChecklist } from './device-checklist';
import { WizardFrame, type StepFrame } from './wizard-frame';

const draw = keyframes`
  from { stroke-dashoffset: 1; }
  to { stroke-dashoffset: 0; }
`;

/** The checkmark drawing itself: the ring, then the tick (pathLength 1, so dashes are in 0..1). */
function Checkmark() {
  const stroke = {
    fill: 'none',
    strokeWidth: 4,
    strokeLinecap: 'round',
    strokeLinejoin: 'round',
    strokeDasharray: 1,
    '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
  } as const;
  return (
    <Box component="svg" viewBox="0 0 64 64" aria-hidden sx={{ width: 72, height: 72 }}>
      <Box
        component="circle"
        cx={32}
        cy={32}
        r={28}
        pathLength={1}
        sx={{ ...stroke, stroke: 'currentColor', animation: `${draw} 500ms ease-out both` }}
      />
      <Box
        component="path"
        d="M20 33l8 8 16-17"
        pathLength={1}
        sx={{ ...stroke, stroke: 'currentColor', animation: `${draw} 350ms 450ms ease-out both` }}
      />
    </Box>
  );
}

type CompletionStepProps = {
  frame: StepFrame;
  siteName: string;
  /** The site page's address (Launch Site). */
  siteHref: string;
  devices: readonly OnboardingDevice[];
  checkedAt: number;
};

export function CompletionStep({
  frame,
  siteName,
  siteHref,
  devices,
  checkedAt,
}: CompletionStepProps) {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    enqueueSnackbar(messages.finishedOnboarding, { variant: 'success', preventDuplicate: true });
  }, []);
  useEffect(() => {
    const timer = setTimeout(() => setReady(true), ONBOARDING_COMPLETION_SPINNER_MS);
    return () => clearTimeout(timer);
  }, []);

  return (
    <WizardFrame
      {...frame}
      title={ready ? 'Your site is ready' : 'Finishing up…'}
      action={
        ready && (
          <Button
            component={RouterLink}
            to={siteHref}
            variant="contained"
            size="large"
            startIcon={<RocketLaunchRoundedIcon />}
          >
            Launch Site
          </Button>
        )
      }
    >
      <Box
        role="status"
        sx={{ display: 'grid', justifyItems: 'center', gap: 1, py: 1, color: 'success.main' }}
      >
        {ready ? <Checkmark /> : <CircularProgress aria-hidden size={56} />}
        <Typography sx={{ color: 'text.primary', textAlign: 'center' }}>
          {ready ? `${siteName} is set up.` : `Setting up ${siteName}…`}
        </Typography>
      </Box>
      <DeviceChecklist devices={devices} checkedAt={checkedAt} />
    </WizardFrame>
  );
}
