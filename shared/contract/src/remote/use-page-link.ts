// Links to pages of the site from any remote: a real href for the current locale (open in a
// new tab works), and a plain click navigates through the router, no reload.
import { useCallback, type MouseEvent } from 'react';
import { useNavigate } from 'react-router';
import { useRemoteProps } from './context';

/** The props that make an anchor a link to a page of the site. */
export type PageLinkProps = Readonly<{
  href: string;
  onClick: (event: MouseEvent<HTMLAnchorElement>) => void;
}>;

const isPlainClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/** `linkTo('/gamehall')` gives an anchor's href and click for a locale-free path. */
export const usePageLink = (): ((to: string) => PageLinkProps) => {
  const { localizePath } = useRemoteProps();
  const navigate = useNavigate();
  return useCallback(
    (to: string) => ({
      href: localizePath(to),
      onClick: (event: MouseEvent<HTMLAnchorElement>) => {
        if (event.defaultPrevented || !isPlainClick(event)) return;
        event.preventDefault();
        void navigate(to);
      },
    }),
    [localizePath, navigate],
  );
};
