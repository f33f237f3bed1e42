// The element a remote region is: its skeleton, fallback and the remote's own host share
// one grid cell (remote-region.css). Drawn by RemoteRegion, and by the first frame before
// the shell has loaded, so both look the same and nothing moves between them.
import type { ReactNode, Ref } from 'react';
import './remote-region.css';

export type RegionStatus = 'loading' | 'mounted' | 'failed';

type Props = Readonly<{
  app: string;
  expose: string;
  status: RegionStatus;
  className?: string;
  /** The skeleton, or the fallback. */
  children?: ReactNode;
  hostRef?: Ref<HTMLDivElement>;
}>;

export const RegionFrame = ({ app, expose, status, className, children, hostRef }: Props) => (
  <div
    className={['omad-remote-region', className].filter(Boolean).join(' ')}
    data-remote={app}
    data-expose={expose}
    data-status={status}
  >
    {children}
    <div ref={hostRef} className="omad-remote-region__host" hidden={status === 'failed'} />
  </div>
);
