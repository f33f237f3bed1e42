// The current time, again every `everyMs` (a countdown's tick); one timer per component.
import { useEffect, useState } from 'react';

export const useNow = (everyMs = 1000): number => {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
};
