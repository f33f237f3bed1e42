// A link inside a dialog body. Dialogs render in the shell's tree, outside this remote's
// router, so the link goes through the shell's navigator and closes the dialog first.
import type { ReactNode } from 'react';
import type { RemoteProps } from '@omad/contract';

export const DialogLink = ({
  host,
  to,
  close,
  children,
  className = 'omad-loyalty-link',
}: Readonly<{
  host: Pick<RemoteProps, 'navigator' | 'localizePath'>;
  /** A locale-free path. */
  to: string;
  close: () => void;
  children: ReactNode;
  className?: string;
}>) => {
  const href = host.localizePath(to);
  return (
    <a
      className={className}
      href={href}
      onClick={(event) => {
        event.preventDefault();
        close();
        host.navigator.push(href);
      }}
    >
      {children}
    </a>
  );
};
