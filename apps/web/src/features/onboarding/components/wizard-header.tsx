// The top of each wizard step: the step's title, the site being onboarded and where the step sits
// among the three (map devices, select point types, create measurements).
import { messages } from '@airboard/shared/messages';
import Box from '@mui/material/Box';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import { PRODUCT_NAME } from '../../../lib/brand';

export type WizardStep = 0 | 1 | 2;

const stepNames = ['Map Devices to Zones', messages.selectPointTypes, messages.createMeasurements];

type WizardHeaderProps = {
  step: WizardStep;
  title: string;
  siteName: string | null;
};

export function WizardHeader({ step, title, siteName }: WizardHeaderProps) {
  return (
    <Box sx={{ mb: 2 }}>
      <title>{`${siteName ? `${title} · ${siteName}` : title} · ${PRODUCT_NAME}`}</title>
      <Typography variant="overline" sx={{ color: 'text.secondary' }}>
        Topology onboarding
      </Typography>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', sm: undefined } }}>
        {title}
      </Typography>
      {siteName && <Typography sx={{ color: 'text.secondary', mt: 0.5 }}>{siteName}</Typography>}
      <Stepper
        activeStep={step}
        alternativeLabel
        aria-label="Onboarding steps"
        sx={{ mt: 2, '& .MuiStepLabel-label': { fontSize: { xs: '0.75rem', sm: '0.875rem' } } }}
      >
        {stepNames.map((name, index) => (
          <Step key={name} completed={index < step}>
            <StepLabel {...(index === step ? { 'aria-current': 'step' as const } : {})}>
              {name}
            </StepLabel>
          </Step>
        ))}
      </Stepper>
    </Box>
  );
}
