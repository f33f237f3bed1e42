// The current time, ticking every `stepMs` while `active`: countdowns re-render with it.
import { useEffect, useState } from 'react';

export const useNow = (active: boolean, stepMs = 1_000): number => {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!active) return undefined;
    const timer = window.setInterval(() => setNow(Date.now()), stepMs);
    return () => window.clearInterval(timer);
  }, [active, stepMs]);
  return now;
};
