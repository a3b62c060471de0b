// The current time, updated every `tickMs`: the clocks' ticks (333 ms plain, 1 s branded) and
// the data age's. Each ticking part of a screen keeps its own, so only it re-renders.
import { useEffect, useState } from 'react';

export function useNow(tickMs: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), tickMs);
    return () => clearInterval(timer);
  }, [tickMs]);
  return now;
}
