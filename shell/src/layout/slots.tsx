// Layout slots filled by remote widgets. Each slot reserves its final size with a
// skeleton so nothing shifts when the widget arrives, and fails on its own.
import { useMemo, type ReactElement } from 'react';
import { Skeleton } from '@omad/ui';
import type { RouteInfo, SlotName } from '@omad/contract';
import { RemoteRegion } from '../remotes/remote-region';
import { useHostProps } from '../remotes/use-host-props';

/** Which remote fills which slot (ownership in docs/architecture.md). */
const SLOT_OWNERS: Readonly<Record<SlotName, { app: string; expose: string }>> = {
  'header-nav': { app: 'mf-content', expose: './header-nav' },
  'header-account': { app: 'mf-auth', expose: './header-account' },
  footer: { app: 'mf-content', expose: './footer' },
  sidebar: { app: 'mf-content', expose: './sidebar' },
  'bottom-menu': { app: 'mf-content', expose: './bottom-menu' },
  'site-services': { app: 'mf-content', expose: './site-services' },
};

const SKELETONS: Readonly<Record<SlotName, ReactElement | null>> = {
  'header-nav': <Skeleton variant="text" width="60%" height={20} />,
  'header-account': <Skeleton variant="block" width={180} height={40} />,
  footer: <Skeleton variant="block" width="100%" height={320} />,
  sidebar: <Skeleton variant="block" width="100%" height={400} />,
  'bottom-menu': <Skeleton variant="block" width="100%" height={56} />,
  'site-services': null,
};

type Props = Readonly<{
  slot: SlotName;
  route: RouteInfo;
  className?: string;
  onMounted?: () => void;
}>;

export const Slot = ({ slot, route, className, onMounted }: Props) => {
  const owner = SLOT_OWNERS[slot];
  const props = useHostProps(owner.app, route, slot);
  const skeleton = useMemo(() => SKELETONS[slot], [slot]);
  return (
    <RemoteRegion
      app={owner.app}
      expose={owner.expose}
      props={props}
      skeleton={skeleton}
      className={className ?? `omad-slot omad-slot--${slot}`}
      onMounted={onMounted}
      headless={slot === 'site-services'}
    />
  );
};
