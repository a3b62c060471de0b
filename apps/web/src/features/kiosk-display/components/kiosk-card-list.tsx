// The side list of cards (002 §2): one per carousel item — name, value with unit and rating —
// with the one on the carousel now marked. The cards share the height they are given, in one
// column beside the carousel or two under it. Each card is a size container, so the type inside
// it is sized by the card (an element's container units measure its ancestors, hence the inner
// box that lays the card out).
import Box from '@mui/material/Box';
import { alpha } from '@mui/material/styles';
import { fit, gutter, surfaceRadius } from '../lib/fluid';
import { oldReadingText, type SlideContent } from '../lib/slide-content';
import { ItemIcon } from './item-icon';
import { RatingChip } from './rating-chip';

type KioskCardListProps = {
  label: string;
  items: Array<{ key: string; content: SlideContent }>;
  active: number;
  columns: number;
  iconColor: string | undefined;
  accent: string;
};

const ellipsis = { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' } as const;

function KioskCard({
  content,
  iconColor,
}: {
  content: SlideContent;
  iconColor: string | undefined;
}) {
  return (
    <Box
      sx={{
        height: '100%',
        display: 'grid',
        gridTemplateColumns: 'auto minmax(0, 1fr)',
        alignContent: 'center',
        alignItems: 'center',
        columnGap: fit(10, 3.5),
        rowGap: fit(2, 1),
        px: fit(16, 5),
      }}
    >
      <Box sx={{ gridArea: '1 / 1 / 3 / 2', fontSize: fit(26, 8) }}>
        <ItemIcon type={content.type} color={iconColor} />
      </Box>
      {/* Read in this order: the name, the value, then its rating. */}
      <Box
        sx={{
          fontSize: fit(20, 6),
          fontWeight: 600,
          color: 'text.secondary',
          lineHeight: 1.2,
          ...ellipsis,
        }}
      >
        {content.name}
      </Box>
      {/* The rating goes under the value when a narrow card has no room for both on a line. */}
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          columnGap: fit(8, 3),
          rowGap: fit(3, 1),
        }}
      >
        <Box
          sx={{
            flex: '0 1 auto',
            minWidth: 0,
            fontSize: fit(36, 9),
            fontWeight: 800,
            lineHeight: 1.15,
            letterSpacing: '-0.01em',
            fontVariantNumeric: 'tabular-nums',
            ...ellipsis,
          }}
        >
          {content.value}
          {content.unit !== '' && (
            <Box
              component="span"
              sx={{ fontSize: '0.5em', ml: '0.3em', fontWeight: 600, color: 'text.secondary' }}
            >
              {content.unit}
            </Box>
          )}
        </Box>
        {content.rating !== null && (
          <Box sx={{ ml: 'auto', fontSize: fit(18, 4.2) }}>
            <RatingChip rating={content.rating} />
          </Box>
        )}
        {content.oldReadingMinutes !== null && (
          <Box
            sx={{ flexBasis: '100%', fontSize: fit(14, 4), fontWeight: 600, color: 'warning.main' }}
          >
            {oldReadingText(content.oldReadingMinutes)}
          </Box>
        )}
      </Box>
    </Box>
  );
}

const MIN_ROWS = 3;

export function KioskCardList({
  label,
  items,
  active,
  columns,
  iconColor,
  accent,
}: KioskCardListProps) {
  // A single column (the landscape side list) keeps at least three rows' height each, so one or
  // two cards do not stretch over the screen's height (in portrait, the screen sizes the list).
  const rows = Math.max(Math.ceil(items.length / columns), columns === 1 ? MIN_ROWS : 1);
  return (
    <Box
      component="ul"
      aria-label={label}
      sx={{
        listStyle: 'none',
        m: 0,
        p: 0,
        minWidth: 0,
        minHeight: 0,
        display: 'grid',
        gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`,
        gridTemplateRows: `repeat(${rows}, minmax(0, 1fr))`,
        gap: gutter,
      }}
    >
      {items.map(({ key, content }, index) => {
        const current = index === active;
        return (
          <Box
            component="li"
            key={key}
            aria-current={current ? 'true' : undefined}
            sx={(theme) => ({
              containerType: 'size',
              minWidth: 0,
              minHeight: 0,
              overflow: 'hidden',
              borderRadius: surfaceRadius,
              bgcolor: current ? alpha(accent, 0.1) : 'background.paper',
              border: 1,
              borderColor: current ? alpha(accent, 0.7) : theme.airboard.bg3,
              transition: 'background-color 500ms ease, border-color 500ms ease',
            })}
          >
            <KioskCard content={content} iconColor={iconColor} />
          </Box>
        );
      })}
    </Box>
  );
}
