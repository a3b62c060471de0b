// A card's rating (002 §4) in the theme's score colours: Excellent, Good and Poor as a tinted
// badge with a coloured dot; Warning and Critical, which need attention, solid with an icon, so
// they stand apart from Good and Poor even where the colours are alike. Sized in em, it scales
// with the text around it (a slide or a card).
import type { KioskRating } from '@airboard/shared/rules';
import ErrorRoundedIcon from '@mui/icons-material/ErrorRounded';
import WarningAmberRoundedIcon from '@mui/icons-material/WarningAmberRounded';
import Box from '@mui/material/Box';
import { alpha, type Theme } from '@mui/material/styles';

export function ratingColor(theme: Theme, rating: KioskRating): string {
  switch (rating) {
    case 'Excellent':
      return theme.airboard.ex;
    case 'Good':
      return theme.airboard.mo;
    case 'Poor':
      return theme.airboard.poor;
    case 'Warning':
      return theme.palette.warning.main;
    case 'Critical':
      return theme.palette.error.main;
  }
}

const alerting = (rating: KioskRating) => rating === 'Warning' || rating === 'Critical';

export function RatingChip({ rating }: { rating: KioskRating }) {
  const Icon = rating === 'Critical' ? ErrorRoundedIcon : WarningAmberRoundedIcon;
  return (
    <Box
      component="span"
      data-rating={rating}
      sx={(theme) => {
        const color = ratingColor(theme, rating);
        return {
          display: 'inline-flex',
          alignItems: 'center',
          gap: '0.4em',
          px: '0.7em',
          py: '0.25em',
          borderRadius: '999px',
          fontWeight: 700,
          lineHeight: 1.2,
          whiteSpace: 'nowrap',
          letterSpacing: '0.01em',
          ...(alerting(rating)
            ? { bgcolor: color, color: theme.palette.getContrastText(color) }
            : {
                bgcolor: alpha(color, 0.16),
                color: 'text.primary',
                boxShadow: `inset 0 0 0 0.09em ${alpha(color, 0.55)}`,
              }),
        };
      }}
    >
      {alerting(rating) ? (
        <Icon aria-hidden sx={{ fontSize: '1.15em' }} />
      ) : (
        <Box
          component="span"
          aria-hidden
          sx={(theme) => ({
            width: '0.6em',
            height: '0.6em',
            borderRadius: '50%',
            bgcolor: ratingColor(theme, rating),
          })}
        />
      )}
      {rating}
    </Box>
  );
}
