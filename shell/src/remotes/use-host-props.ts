// Builds the RemoteProps handed to a remote or widget from the shell's services and the
// current location; stable between renders unless location, locale or route change.
import { createElement, useContext, useMemo } from 'react';
import { useLocation, UNSAFE_NavigationContext } from 'react-router';
import {
  CONTRACT_VERSION,
  basenameOf,
  localizePath,
  type Locale,
  type RemoteProps,
  type RouteInfo,
  type SlotName,
} from '@omad/contract';
import { HostLocationContext, SlotRendererContext } from '../layout/slot-renderer';
import { ShellContext, useShell } from '../shell-context';

export const useHostProps = (
  remoteName: string,
  route: RouteInfo,
  slot?: SlotName,
): RemoteProps => {
  const shell = useShell();
  const routerLocation = useLocation();
  const location = useContext(HostLocationContext) ?? routerLocation;
  const { navigator } = useContext(UNSAFE_NavigationContext);
  const renderSlotIn = useContext(SlotRendererContext);
  const locale = shell.locale;
  return useMemo(
    (): RemoteProps => ({
      contractVersion: CONTRACT_VERSION,
      remoteName,
      location,
      navigator,
      route,
      locale,
      basename: basenameOf(locale),
      localizePath: (path: string, target: Locale = locale) => localizePath(path, target),
      switchLocale: shell.switchLocale,
      session: shell.services.session,
      api: shell.services.api,
      queryClient: shell.services.queryClient,
      cms: shell.services.cms,
      bus: shell.services.bus,
      i18n: shell.services.i18n,
      openDialog: shell.services.overlays.openDialog,
      toast: shell.services.overlays.toast,
      seo: shell.services.head.seo,
      // The slot renders in the remote's own React root, so it takes the shell's context along.
      renderSlot: (nested: SlotName) =>
        renderSlotIn
          ? createElement(
              ShellContext.Provider,
              { value: shell },
              createElement(
                HostLocationContext.Provider,
                { value: location },
                renderSlotIn(nested, route),
              ),
            )
          : null,
      ...(slot ? { slot } : {}),
    }),
    [remoteName, location, navigator, route, locale, shell, slot, renderSlotIn],
  );
};
