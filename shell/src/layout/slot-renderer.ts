// How a remote's page renders a layout slot inside itself (RemoteProps.renderSlot): the layout
// provides the renderer, the host props hand it to the remote. A context, so the props
// builder needs no import of the slots (which build host props themselves).
import { createContext, type ReactNode } from 'react';
import type { Location } from 'react-router';
import type { RouteInfo, SlotName } from '@omad/contract';

export type SlotRenderer = (slot: SlotName, route: RouteInfo) => ReactNode;

export const SlotRendererContext = createContext<SlotRenderer | null>(null);

/**
 * The shell's location for a slot rendered inside a remote's page: the remote's router
 * answers useLocation() without the locale prefix, which the nested widget must not get.
 */
export const HostLocationContext = createContext<Location | null>(null);
