// What each layout slot shows while its widget loads: the widget's final size, so nothing
// shifts when it arrives. Used by the slots and by the shell's first frame.
import type { ReactElement } from 'react';
import { Skeleton } from '@omad/ui';
import type { SlotName } from '@omad/contract';

export const SLOT_SKELETONS: Readonly<Record<SlotName, ReactElement | null>> = {
  'header-nav': <Skeleton variant="text" width="60%" height={20} />,
  'header-account': <Skeleton variant="block" width={180} height={40} />,
  footer: <Skeleton variant="block" width="100%" height={320} />,
  sidebar: <Skeleton variant="block" width="100%" height={400} />,
  'bottom-menu': <Skeleton variant="block" width="100%" height={56} />,
  'site-services': null,
};
