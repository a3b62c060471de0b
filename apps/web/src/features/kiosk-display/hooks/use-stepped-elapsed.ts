// Time since the screen started, updated only when each step ends — the carousel's 10 s slides
// (carouselSlideAt, 002 §4) and the demo kiosk's minute per site — so a slow cycle re-renders
// once a step instead of on a fast tick.
import { CAROUSEL_SLIDE_STEP_MS, carouselSlideAt } from '@airboard/shared/rules';
import { useEffect, useState } from 'react';

export function useSteppedElapsed(stepMs: number): number {
  const [startedAt] = useState(() => Date.now());
  const [now, setNow] = useState(startedAt);
  useEffect(() => {
    const untilNextStep = stepMs - ((now - startedAt) % stepMs);
    const timer = setTimeout(() => setNow(Date.now()), untilNextStep);
    return () => clearTimeout(timer);
  }, [now, startedAt, stepMs]);
  return now - startedAt;
}

/** The carousel's current slide of `count`. */
export function useCarouselIndex(count: number): number {
  return carouselSlideAt(count, useSteppedElapsed(CAROUSEL_SLIDE_STEP_MS));
}
