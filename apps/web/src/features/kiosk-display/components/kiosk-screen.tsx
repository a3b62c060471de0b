// A kiosk screen (002 §2 'Kiosk (plain)', 'Branded kiosk'): the header with the site, zone and
// clock; the 'data is N minutes old' banner when the data cannot be trusted; the carousel beside
// the cards in landscape, above them in portrait; the data's age (and the second logo) at the
// foot. It fills whatever box it is given without scrolling. When the screen turns, the layout is
// rebuilt (002: it reloads on an orientation change) — only the layout: the data stays loaded.
import { BRANDED_KIOSK_CLOCK_MS, PLAIN_KIOSK_CLOCK_MS } from '@airboard/shared/rules';
import Box from '@mui/material/Box';
import useMediaQuery from '@mui/material/useMediaQuery';
import { alpha, useTheme } from '@mui/material/styles';
import { usableColor } from '../lib/branding';
import { fluid, gutter } from '../lib/fluid';
import {
  kioskSlides,
  type KioskHealth,
  type KioskVariant,
  type KioskView,
} from '../lib/kiosk-view';
import { slideContent } from '../lib/slide-content';
import { useCarouselIndex } from '../hooks/use-stepped-elapsed';
import { useNow } from '../hooks/use-now';
import { BrandLogo } from './brand-logo';
import { BrandedTheme } from './branded-theme';
import { isShowingOldData, StaleBanner, UpdatedText } from './data-freshness';
import { KioskCardList } from './kiosk-card-list';
import { KioskCarousel } from './kiosk-carousel';
import { KioskHeader } from './kiosk-header';
import { KioskSlide } from './kiosk-slide';
import { NoSlides } from './no-slides';

/** How often the data's age is worked out again: minutes are all it says. */
const AGE_TICK_MS = 15_000;

type KioskScreenProps = { variant: KioskVariant; view: KioskView; health: KioskHealth };

export function KioskScreen({ variant, view, health }: KioskScreenProps) {
  const portrait = useMediaQuery('(orientation: portrait)', { noSsr: true });
  const layout = (
    <KioskLayout
      key={portrait ? 'portrait' : 'landscape'}
      portrait={portrait}
      variant={variant}
      view={view}
      health={health}
    />
  );
  // The browser tab (and a signage player's list) names the place, never the product: a
  // branded kiosk is the site's screen.
  const title = view.zoneName === null ? view.siteName : `${view.zoneName} · ${view.siteName}`;
  return (
    <>
      <title>{title}</title>
      {variant === 'branded' ? (
        <BrandedTheme branding={view.branding}>{layout}</BrandedTheme>
      ) : (
        layout
      )}
    </>
  );
}

function KioskLayout({
  portrait,
  variant,
  view,
  health,
}: KioskScreenProps & { portrait: boolean }) {
  const theme = useTheme();
  const slides = kioskSlides(view, variant);
  const active = useCarouselIndex(slides.length);
  // A failure is news the moment it happens: the age is at least as of then.
  const now = Math.max(useNow(AGE_TICK_MS), health.failedAt);
  const oldData = isShowingOldData(health, now);
  const items = slides.map((slide) => ({
    key: slide.key,
    content: slideContent(slide, now, oldData),
  }));
  const current = items[active];
  const branded = variant === 'branded';
  const iconColor = branded ? usableColor(view.branding.iconcolor) : undefined;
  const donutColor = branded ? usableColor(view.branding.donutcolor) : undefined;
  const accent = donutColor ?? theme.palette.primary.main;
  const place = view.zoneName ?? view.siteName;

  return (
    <Box
      data-orientation={portrait ? 'portrait' : 'landscape'}
      data-variant={variant}
      sx={{
        containerType: 'size',
        width: '100%',
        height: '100%',
        overflow: 'hidden',
        display: 'flex',
        flexDirection: 'column',
        gap: gutter,
        p: fluid(0.75, 3.4, 4.5),
        bgcolor: 'background.default',
        color: 'text.primary',
        backgroundImage: `radial-gradient(110% 70% at 0% 0%, ${alpha(accent, 0.13)} 0%, transparent 62%), radial-gradient(90% 60% at 100% 100%, ${alpha(accent, 0.07)} 0%, transparent 60%)`,
      }}
    >
      <KioskHeader
        siteName={view.siteName}
        zoneName={view.zoneName}
        timeZone={view.timeZone}
        clockTickMs={branded ? BRANDED_KIOSK_CLOCK_MS : PLAIN_KIOSK_CLOCK_MS}
        logo={branded ? view.branding.logo1center : undefined}
      />
      {oldData && <StaleBanner health={health} now={now} />}
      <Box
        sx={{
          flex: 1,
          minHeight: 0,
          display: 'grid',
          gap: gutter,
          // The values stay, a little dimmed, under the banner that says how old they are.
          opacity: oldData ? 0.78 : 1,
          transition: 'opacity 600ms ease',
          ...(items.length === 0
            ? { gridTemplate: 'minmax(0, 1fr) / minmax(0, 1fr)' }
            : portrait
              ? // The cards take a third of their full height per row of two they fill, so a
                // kiosk of few readings gives the room to the carousel.
                {
                  gridTemplateRows: `minmax(0, 1.1fr) minmax(0, ${Math.min(Math.ceil(items.length / 2), 3) / 3}fr)`,
                }
              : { gridTemplateColumns: 'minmax(0, 1.75fr) minmax(0, 1fr)' }),
        }}
      >
        {current === undefined ? (
          <NoSlides waiting={health.failing || health.newestValueAt === null} />
        ) : (
          <KioskCarousel
            label={`${place}: current readings`}
            count={items.length}
            active={active}
            slideKey={current.key}
            accent={accent}
          >
            <KioskSlide content={current.content} iconColor={iconColor} donutColor={donutColor} />
          </KioskCarousel>
        )}
        {items.length > 0 && (
          <KioskCardList
            label={`${place}: all readings`}
            items={items}
            active={active}
            columns={portrait ? 2 : 1}
            iconColor={iconColor}
            accent={accent}
          />
        )}
      </Box>
      <Box
        component="footer"
        sx={{
          display: 'grid',
          gridTemplateColumns: 'minmax(0, 1fr) auto minmax(0, 1fr)',
          alignItems: 'center',
          gap: gutter,
          fontSize: fluid(0.75, 2, 2.8),
          color: 'text.secondary',
          fontWeight: 500,
        }}
      >
        <UpdatedText newestValueAt={health.newestValueAt} now={now} />
        <BrandLogo
          src={branded ? view.branding.logo2center : undefined}
          alt={`${view.siteName} second logo`}
          height={fluid(1.6, 6.5, 9)}
        />
        <span />
      </Box>
    </Box>
  );
}
