// Draws its children once they have been on screen (or close to it) for a moment, and keeps them
// from then on; until then the placeholder holds their place. A long dashboard draws the charts
// in view first, and scrolling fast past a hundred cards asks the server for none of the charts
// that only flew by.
import Box from '@mui/material/Box';
import { useEffect, useRef, useState, type ReactNode } from 'react';

/** How far outside the viewport a card starts to draw, so it is ready as it scrolls in. */
const MARGIN = '200px';
/** How long a card must stay near the viewport to be drawn: longer than a fast scroll passes it. */
const DWELL_MS = 120;

type WhenVisibleProps = { placeholder: ReactNode; children: ReactNode };

export function WhenVisible({ placeholder, children }: WhenVisibleProps) {
  const ref = useRef<HTMLDivElement>(null);
  // Without IntersectionObserver (very old browsers) everything is drawn at once.
  const [seen, setSeen] = useState(() => typeof IntersectionObserver === 'undefined');

  useEffect(() => {
    const element = ref.current;
    if (seen || !element) {
      return undefined;
    }
    let timer: ReturnType<typeof setTimeout> | undefined;
    const observer = new IntersectionObserver(
      ([entry]) => {
        clearTimeout(timer);
        if (entry?.isIntersecting) {
          timer = setTimeout(() => setSeen(true), DWELL_MS);
        }
      },
      { rootMargin: MARGIN },
    );
    observer.observe(element);
    return () => {
      clearTimeout(timer);
      observer.disconnect();
    };
  }, [seen]);

  return (
    <Box ref={ref} sx={{ height: '100%' }}>
      {seen ? children : placeholder}
    </Box>
  );
}
