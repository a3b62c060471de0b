// One big carousel slide, for a measurement or a score: the name with its icon, the value large
// with its unit, the rating, and the score donut (a measurement without a score shows its icon
// in the donut's place). The slide is its own size container, so its type fills the slide on
// any screen without spilling out of it.
import Box from '@mui/material/Box';
import { alpha, useTheme } from '@mui/material/styles';
import { MeasurementTypeIcon } from '../../../components/measurement/measurement-type-icon';
import { ScoreDonut } from '../../../components/score-donut';
import { oldReadingText, type SlideContent } from '../lib/slide-content';
import { ItemIcon } from './item-icon';
import { RatingChip } from './rating-chip';

type KioskSlideProps = {
  content: SlideContent;
  /** The branded kiosk's colours; undefined uses the theme's. */
  iconColor: string | undefined;
  donutColor: string | undefined;
};

const ellipsis = { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' } as const;

/** The icon in a ring where an unscored measurement would have had its donut. */
function IconRing({ type, color }: { type: string; color: string | undefined }) {
  const theme = useTheme();
  return (
    <Box
      aria-hidden
      sx={{
        width: '100%',
        aspectRatio: '1',
        borderRadius: '50%',
        display: 'grid',
        placeItems: 'center',
        containerType: 'inline-size',
        bgcolor: alpha(theme.palette.text.primary, 0.04),
        border: `1px solid ${theme.airboard.bg3}`,
      }}
    >
      <MeasurementTypeIcon type={type} color={color} size="42cqi" />
    </Box>
  );
}

export function KioskSlide({ content, iconColor, donutColor }: KioskSlideProps) {
  const { name, value, unit, rating, score, type, oldReadingMinutes } = content;
  // The outer box is the size container; the inner one is laid out in its units. The text
  // column is a container of its own, so the value is sized to the room it has beside the donut.
  return (
    <Box sx={{ containerType: 'size', height: '100%' }}>
      <Box
        sx={{
          height: '100%',
          display: 'grid',
          gridTemplateColumns: 'minmax(0, 1.5fr) minmax(0, 1fr)',
          alignItems: 'center',
          columnGap: '5cqw',
          px: '6cqw',
          py: '6cqh',
        }}
      >
        <Box
          sx={{
            containerType: 'inline-size',
            minWidth: 0,
            display: 'flex',
            flexDirection: 'column',
            gap: '4cqh',
          }}
        >
          <Box
            sx={{
              display: 'flex',
              alignItems: 'center',
              gap: '0.45em',
              minWidth: 0,
              fontSize: 'min(7.5cqh, 9cqi)',
              fontWeight: 700,
              lineHeight: 1.15,
            }}
          >
            <ItemIcon type={type} color={iconColor} />
            <Box component="h2" sx={{ m: 0, font: 'inherit', ...ellipsis }}>
              {name}
            </Box>
          </Box>
          <Box
            component="p"
            sx={{
              m: 0,
              fontSize: 'min(24cqh, 17cqi)',
              fontWeight: 800,
              lineHeight: 1.12,
              letterSpacing: '-0.03em',
              fontVariantNumeric: 'tabular-nums',
              ...ellipsis,
            }}
          >
            {value}
            {unit !== '' && (
              <Box
                component="span"
                sx={{
                  fontSize: '0.34em',
                  ml: '0.25em',
                  fontWeight: 600,
                  letterSpacing: 0,
                  color: 'text.secondary',
                }}
              >
                {unit}
              </Box>
            )}
          </Box>
          <Box
            sx={{
              display: 'flex',
              flexWrap: 'wrap',
              alignItems: 'center',
              gap: '0.7em',
              fontSize: 'min(5.2cqh, 6cqi)',
              minHeight: '1.7em',
            }}
          >
            {rating !== null && <RatingChip rating={rating} />}
            {oldReadingMinutes !== null && (
              <Box component="span" sx={{ color: 'warning.main', fontWeight: 600 }}>
                {oldReadingText(oldReadingMinutes)}
              </Box>
            )}
          </Box>
        </Box>
        <Box sx={{ justifySelf: 'center', width: 'min(100%, 76cqh)' }}>
          {score === null && type !== null ? (
            <IconRing type={type} color={iconColor} />
          ) : (
            <ScoreDonut score={score} label={name} size={200} fluid color={donutColor} />
          )}
        </Box>
      </Box>
    </Box>
  );
}
