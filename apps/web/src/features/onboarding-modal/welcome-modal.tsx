// The welcome onboarding modal (spec 000 §4, §5): steps 0–2 with Next; Get Started is enabled
// only once the terms are agreed; closed without agreeing, it opens again. Completion is saved on
// the user, so it shows once per account.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import MobileStepper from '@mui/material/MobileStepper';
import Typography from '@mui/material/Typography';
import type { AccountUser } from '@airboard/shared/api';
import { messages } from '@airboard/shared/messages';
import { useEffect, useState } from 'react';
import { useLocals } from '../auth';
import { useUpdateOwnUser } from './api/update-own-user';

export const WELCOME_MODAL_KEY = 'welcome';
const REOPEN_DELAY_MS = 400;

const steps = [
  {
    title: (brand: string) => `Welcome to ${brand}`,
    body: 'See the air quality, comfort and equipment health of every building in your project, zone by zone, as it happens.',
  },
  {
    title: () => 'Scores at a glance',
    body: 'Every site and zone gets a score from 0 to 100: Excellent from 75, Good from 50, Poor below 50. Open a score to see how it is calculated.',
  },
  {
    title: () => 'Stay ahead of problems',
    body: 'Active alerts are flagged on each site and zone. Choose how you are notified in Settings.',
  },
] as const;

const LAST_STEP = steps.length - 1;

export function isWelcomeComplete(user: AccountUser): boolean {
  return user.onboardingComplete.modals[WELCOME_MODAL_KEY]?.complete === true;
}

export function WelcomeModal() {
  const { data: locals } = useLocals();
  const save = useUpdateOwnUser();
  const [step, setStep] = useState(0);
  const [agreed, setAgreed] = useState(false);
  const [dismissed, setDismissed] = useState(false);

  // Closed without agreeing: it comes back (at the first step).
  useEffect(() => {
    if (!dismissed) {
      return undefined;
    }
    const timer = setTimeout(() => setDismissed(false), REOPEN_DELAY_MS);
    return () => clearTimeout(timer);
  }, [dismissed]);

  if (!locals || isWelcomeComplete(locals.user) || save.isSuccess) {
    return null;
  }
  const current = steps[step] ?? steps[0];

  const close = () => {
    setStep(0);
    setDismissed(true);
  };
  const getStarted = () => {
    const { user } = locals;
    save.mutate({
      ...user,
      acceptTerms: true,
      onboardingComplete: {
        ...user.onboardingComplete,
        modals: {
          ...user.onboardingComplete.modals,
          [WELCOME_MODAL_KEY]: { step: LAST_STEP, name: WELCOME_MODAL_KEY, complete: true },
        },
      },
    });
  };

  return (
    <Dialog
      open={!dismissed}
      onClose={close}
      aria-labelledby="welcome-title"
      maxWidth="sm"
      fullWidth
    >
      <DialogTitle id="welcome-title">{current.title(locals.brand.name)}</DialogTitle>
      <DialogContent>
        <Typography sx={{ minHeight: 72 }}>{current.body}</Typography>
        {step === LAST_STEP && (
          <FormControlLabel
            sx={{ mt: 2 }}
            control={<Checkbox checked={agreed} onChange={(e) => setAgreed(e.target.checked)} />}
            label={messages.agreeToTerms}
          />
        )}
        <Box sx={{ mt: 2 }}>
          <MobileStepper
            variant="dots"
            steps={steps.length}
            activeStep={step}
            position="static"
            backButton={null}
            nextButton={null}
            sx={{ justifyContent: 'center', bgcolor: 'transparent' }}
            aria-label={`Step ${step + 1} of ${steps.length}`}
          />
        </Box>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        {step > 0 && <Button onClick={() => setStep(step - 1)}>Back</Button>}
        {step < LAST_STEP ? (
          <Button variant="contained" onClick={() => setStep(step + 1)}>
            Next
          </Button>
        ) : (
          <Button
            variant="contained"
            disabled={!agreed}
            loading={save.isPending}
            onClick={getStarted}
          >
            Get Started
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
