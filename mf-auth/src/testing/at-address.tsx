// Router helpers for page tests whose address has a fragment (the contract's StartAt compares
// path and query only): start the test router at a full address, and show where it is now.
import { useEffect, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';

const addressOf = ({
  pathname,
  search,
  hash,
}: Readonly<{ pathname: string; search: string; hash: string }>) => `${pathname}${search}${hash}`;

/** Draws `children` once the router is at `url` (fragment included), then stays drawn. */
export const AtAddress = ({ url, children }: Readonly<{ url: string; children: ReactNode }>) => {
  const navigate = useNavigate();
  const location = useLocation();
  const [asked, setAsked] = useState(false);
  const [arrived, setArrived] = useState(false);
  // Once: navigate changes with the location, and the page under test navigates on.
  useEffect(() => {
    if (asked) return;
    setAsked(true);
    void navigate(url, { replace: true });
  }, [asked, navigate, url]);
  useEffect(() => {
    if (addressOf(location) === url) setArrived(true);
  }, [location, url]);
  return arrived ? children : null;
};

/** The router's whole address, fragment included. */
export const AddressProbe = () => <output data-testid="address">{addressOf(useLocation())}</output>;
