// Router helpers for a remote's component tests: start the test host's memory router at a
// URL (it starts at '/'), and show where a page navigated.
import { useEffect, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';

/**
 * Starts the test router at `url` before drawing `children` (the contract's test host
 * starts its memory router at '/').
 */
export const StartAt = ({ url, children }: Readonly<{ url: string; children: ReactNode }>) => {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const [asked, setAsked] = useState(false);
  const [arrived, setArrived] = useState(false);
  useEffect(() => {
    if (asked) return;
    setAsked(true);
    void navigate(url, { replace: true });
  }, [asked, navigate, url]);
  // The router moves in a transition: draw nothing until it is at `url`, then stay drawn.
  useEffect(() => {
    if (asked && `${pathname}${search}` === url) setArrived(true);
  }, [asked, pathname, search, url]);
  return arrived ? children : null;
};

/** Shows the router's location, so a test reads where the page navigated. */
export const LocationProbe = () => {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
};
