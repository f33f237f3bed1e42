// A kit Button that is a link to a page of the site: a real href for the current locale
// (open in a new tab works), and a plain click navigates through the router, no reload.
import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router';
import { Button, type ButtonAsLinkProps } from '@omad/ui';
import { useRemoteProps } from '@omad/contract/remote';

type Props = Omit<ButtonAsLinkProps, 'href'> & {
  /** Locale-free path, e.g. '/gamehall'. */
  to: string;
};

const isPlainClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

export const LinkButton = ({ to, onClick, ...rest }: Props) => {
  const { localizePath } = useRemoteProps();
  const navigate = useNavigate();
  return (
    <Button
      {...rest}
      href={localizePath(to)}
      onClick={(event: MouseEvent<HTMLAnchorElement>) => {
        onClick?.(event);
        if (event.defaultPrevented || !isPlainClick(event)) return;
        event.preventDefault();
        void navigate(to);
      }}
    />
  );
};
