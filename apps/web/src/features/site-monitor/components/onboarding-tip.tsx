// The site page's onboarding tooltips (spec 000 §4): shown one at a time in sequence — first at the
// overall score ('Click this radial…'), then at the zone cards ('Click this card…', site overview
// only); 'Got it!' saves the step on the user so it never shows again.
import type { AccountUser } from '@airboard/shared/api';
import { messages } from '@airboard/shared/messages';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
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

type OnboardingTipProps = {
  id: OnboardingTipId;
  user: AccountUser;
  /** Where what the tip is about lies: above it (the overall donut) or below it (a zone card). */
  pointer: 'up' | 'down';
};

/**
 * The tip as a callout in the page's flow, next to what it points at: it moves the content down a
 * little instead of covering the first card, as a floating tooltip did (issue 12, item 10).
 */
export function OnboardingTip({ id, user, pointer }: OnboardingTipProps) {
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
  // The arrow: a rotated square on the callout's edge, below the first donut or above the card.
  const arrow = {
    content: '""',
    position: 'absolute',
    left: 40,
    width: 12,
    height: 12,
    bgcolor: 'background.paper',
    border: 1,
    borderColor: 'primary.main',
    transform: 'rotate(45deg)',
    ...(pointer === 'up'
      ? { top: -7, borderRight: 0, borderBottom: 0 }
      : { bottom: -7, borderLeft: 0, borderTop: 0 }),
  } as const;
  return (
    <Stack
      role="note"
      aria-label="Tip"
      direction="row"
      spacing={1.5}
      sx={{
        position: 'relative',
        alignItems: 'center',
        alignSelf: 'flex-start',
        maxWidth: 480,
        px: 2,
        py: 1,
        [pointer === 'up' ? 'mt' : 'mb']: 1.5,
        bgcolor: 'background.paper',
        border: 1,
        borderColor: 'primary.main',
        borderRadius: 1,
        boxShadow: 3,
        '&::before': arrow,
      }}
    >
      <Typography variant="body2" sx={{ flex: 1 }}>
        {text}
      </Typography>
      <Button size="small" variant="contained" onClick={complete} loading={save.isPending}>
        {messages.gotIt}
      </Button>
    </Stack>
  );
}
