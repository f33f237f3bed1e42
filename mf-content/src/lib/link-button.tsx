// A kit Button that is a link to a page of the site (the contract's usePageLink).
import type { MouseEvent } from 'react';
import { Button, type ButtonAsLinkProps } from '@omad/ui';
import { usePageLink } from '@omad/contract/remote';

type Props = Omit<ButtonAsLinkProps, 'href'> & {
  /** Locale-free path, e.g. '/gamehall'. */
  to: string;
};

export const LinkButton = ({ to, onClick, ...rest }: Props) => {
  const link = usePageLink()(to);
  return (
    <Button
      {...rest}
      href={link.href}
      onClick={(event: MouseEvent<HTMLAnchorElement>) => {
        onClick?.(event);
        link.onClick(event);
      }}
    />
  );
};
