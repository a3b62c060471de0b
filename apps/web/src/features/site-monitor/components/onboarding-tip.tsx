// The site page's onboarding tooltips (spec 000 §4): shown one at a time in sequence — first on the
// overall score ('Click this radial…'), then on a zone card ('Click this card…', site overview only);
// 'Got it!' saves the step on the user so it never shows again.
import type { AccountUser } from '@airboard/shared/api';
import { messages } from '@airboard/shared/messages';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { ReactElement } from 'react';
import { useUpdateOwnUser } from '../../onboarding-modal';

export const onboardingTips = [
  { id: 'siteProgress', text: messages.radialTooltip },
  { id: 'zoneButton', text: messages.zoneCardTooltip },
] as const;
export type OnboardingTipId = (typeof onboardingTips)[number]['id'];

/** The tip to show now: the first one the user has not completed. */
export function currentTip(
  user: AccountUser | undefined,
  onOverview: boolean,
): OnboardingTipId | null {
  if (!user) {
    return null;
  }
  const next = onboardingTips.find((tip) => user.onboardingComplete.tooltips[tip.id] !== true);
  if (!next || (next.id === 'zoneButton' && !onOverview)) {
    return null;
  }
  return next.id;
}

type OnboardingTipProps = { id: OnboardingTipId; user: AccountUser; children: ReactElement };

export function OnboardingTip({ id, user, children }: OnboardingTipProps) {
  const save = useUpdateOwnUser();
  const text = onboardingTips.find((tip) => tip.id === id)?.text ?? '';
  const complete = () =>
    save.mutate({
      ...user,
      onboardingComplete: {
        ...user.onboardingComplete,
        tooltips: { ...user.onboardingComplete.tooltips, [id]: true },
      },
    });
  return (
    <Tooltip
      open
      arrow
      placement="bottom-start"
      title={
        <Stack spacing={1} sx={{ p: 0.5, maxWidth: 240 }} role="status">
          <Typography variant="body2">{text}</Typography>
          <Button
            size="small"
            variant="contained"
            onClick={complete}
            loading={save.isPending}
            sx={{ alignSelf: 'flex-end' }}
          >
            {messages.gotIt}
          </Button>
        </Stack>
      }
      slotProps={{
        popper: { sx: { zIndex: 1000 } },
        // Solid, outlined and raised: it sits over live cards and must read clearly.
        tooltip: {
          sx: {
            bgcolor: 'background.paper',
            color: 'text.primary',
            border: 1,
            borderColor: 'primary.main',
            boxShadow: 6,
          },
        },
        arrow: { sx: { color: 'primary.main' } },
      }}
    >
      {/* A plain box anchors the tip and takes the tooltip's props for any child. */}
      <Box sx={{ display: 'grid' }}>{children}</Box>
    </Tooltip>
  );
}
