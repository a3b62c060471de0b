// How far the installer is (spec 002 §4, §9): Get Started is the setup stage, then 3 numbered
// steps — the site (with its hub), the sensors, done — and the bar is the displayed step ÷ 3.
import {
  displayedStepOf,
  ONBOARDING_WIZARD_STEPS,
  wizardProgress,
  type OnboardingStep,
} from '@airboard/shared/rules';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';

const stageNames = ['Getting started', 'Site', 'Sensors', 'Done'] as const;

export function WizardProgress({ step }: { step: OnboardingStep }) {
  const displayed = displayedStepOf(step);
  const label =
    displayed === 0
      ? stageNames[0]
      : `Step ${displayed} of ${ONBOARDING_WIZARD_STEPS} · ${stageNames[displayed]}`;
  return (
    <Box>
      {/* The bar says it to screen readers; this is its visible twin. */}
      <Typography aria-hidden variant="body2" sx={{ color: 'text.secondary', mb: 0.75 }}>
        {label}
      </Typography>
      <LinearProgress
        variant="determinate"
        value={wizardProgress(displayed)}
        aria-label="Onboarding progress"
        aria-valuetext={label}
        sx={{ height: 6, borderRadius: 3 }}
      />
    </Box>
  );
}
