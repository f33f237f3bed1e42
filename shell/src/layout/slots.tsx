// Layout slots filled by remote widgets. Each slot reserves its final size with a
// skeleton so nothing shifts when the widget arrives, and fails on its own.
import { useMemo } from 'react';
import type { RouteInfo, SlotName } from '@omad/contract';
import { RemoteRegion } from '../remotes/remote-region';
import { CoreNav } from './core-nav';
import { useHostProps } from '../remotes/use-host-props';
import { useShell } from '../shell-context';
import { NEAR_VIEW_SLOTS, SLOT_OWNERS } from './slot-owners';
import { SLOT_SKELETONS } from './slot-skeletons';

const HEADLESS_SLOTS: readonly SlotName[] = ['site-services', 'account-services', 'account-hints'];

type Props = Readonly<{
  slot: SlotName;
  route: RouteInfo;
  className?: string;
  onMounted?: () => void;
}>;

/** The navigation slots fall back to the shell's own links to the core sections. */
const coreNavFallback = (slot: SlotName, app: string) => {
  if (slot === 'header-nav') {
    return (retry: () => void) => <CoreNav app={app} variant="header" onRetry={retry} />;
  }
  if (slot === 'bottom-menu') {
    return (retry: () => void) => <CoreNav app={app} variant="bottom" onRetry={retry} />;
  }
  return undefined;
};

export const Slot = ({ slot, route, className, onMounted }: Props) => {
  const owner = SLOT_OWNERS[slot];
  const props = useHostProps(owner.app, route, slot);
  const skeleton = useMemo(() => SLOT_SKELETONS[slot], [slot]);
  const { services } = useShell();
  return (
    <RemoteRegion
      app={owner.app}
      expose={owner.expose}
      props={props}
      skeleton={skeleton}
      className={className ?? `omad-slot omad-slot--${slot}`}
      onMounted={onMounted}
      // A failed hints strip is no loss worth a fallback box in the page's flow.
      headless={HEADLESS_SLOTS.includes(slot)}
      renderFallback={coreNavFallback(slot, owner.app)}
      whenNear={NEAR_VIEW_SLOTS.includes(slot) ? services.firstScreen.done : undefined}
    />
  );
};
