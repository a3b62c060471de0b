// The frame of every wizard step, phone first: where the installer is (progress), the step's
// picture, its heading and content, and Back / Next at the bottom. Each step is a form, so the
// keyboard's Enter (the phone's Go) is Next; the heading takes the focus when the step changes,
// so a screen reader starts reading the new step.
import ArrowBackRoundedIcon from '@mui/icons-material/ArrowBackRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, type ReactNode } from 'react';
import { FormStack } from '../../../components/form-layouts';
import { PRODUCT_NAME } from '../../../lib/brand';
import type { Wizard } from '../lib/use-wizard';
import { WizardProgress } from './wizard-progress';

/** What every step of one wizard shares: its position and what is being onboarded. */
export type StepFrame = {
  wizard: Wizard;
  /** Above the progress: "Kit onboarding · AirSense Multi". */
  context: string;
};

type WizardFrameProps = StepFrame & {
  title: string;
  illustration?: ReactNode;
  children: ReactNode;
  /** Absent on a step without Next (completion, which has its own action). */
  onNext?: () => void;
  nextLabel?: string;
  nextDisabled?: boolean;
  /** The step's writes are on their way: Next waits. */
  pending?: boolean;
  /** In place of Next. */
  action?: ReactNode;
};

export function WizardFrame({
  wizard,
  context,
  title,
  illustration,
  children,
  onNext,
  nextLabel = 'Next',
  nextDisabled = false,
  pending = false,
  action,
}: WizardFrameProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  const shownStep = useRef(wizard.index);
  useEffect(() => {
    if (shownStep.current !== wizard.index) {
      shownStep.current = wizard.index;
      heading.current?.focus();
    }
  }, [wizard.index]);

  // Enter in a field submits too: only when Next itself could be pressed.
  const submit = () => {
    if (!nextDisabled && !pending) {
      onNext?.();
    }
  };

  return (
    <Container maxWidth="sm" disableGutters sx={{ py: { xs: 2, sm: 4 } }}>
      <title>{`${title} · ${PRODUCT_NAME}`}</title>
      <Stack spacing={2}>
        <Typography variant="overline" sx={{ color: 'text.secondary', lineHeight: 1.5 }}>
          {context}
        </Typography>
        <WizardProgress step={wizard.step} />
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
          <FormStack label={title} onSubmit={submit}>
            {illustration}
            <Typography
              ref={heading}
              variant="h1"
              tabIndex={-1}
              sx={{ fontSize: { xs: '1.5rem', sm: '1.75rem' }, outline: 'none' }}
            >
              {title}
            </Typography>
            {children}
            <Stack direction="row" spacing={1.5} sx={{ pt: 1, alignItems: 'center' }}>
              {wizard.back && (
                <Button
                  onClick={wizard.back}
                  disabled={pending}
                  startIcon={<ArrowBackRoundedIcon />}
                  size="large"
                >
                  Back
                </Button>
              )}
              <Box sx={{ flex: 1 }} />
              {action}
              {onNext && (
                <Button
                  type="submit"
                  variant="contained"
                  size="large"
                  disabled={nextDisabled || pending}
                  sx={{ minWidth: 120 }}
                  {...(pending
                    ? { startIcon: <CircularProgress size={18} color="inherit" aria-hidden /> }
                    : {})}
                >
                  {nextLabel}
                </Button>
              )}
            </Stack>
          </FormStack>
        </Paper>
      </Stack>
    </Container>
  );
}
