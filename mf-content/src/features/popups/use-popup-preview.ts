// The popup preview of spec section 2: a URL with #popup-preview and ?popup=<sysname>
// opens that popup even while it is unpublished (popups.get with preview). The shell
// announces it on the bus, but on a page's first load that happens before this widget is
// mounted, so the location is read too; one URL opens its preview once.
import { useCallback, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Events } from '@omad/contract';
import { useRemoteProps } from '@omad/contract/remote';
import { openPopup } from './open-popup';

type UrlParts = Readonly<{ pathname: string; search: string; hash: string }>;

/** The sysname a URL asks to preview, or null. */
export const previewSysnameOf = ({ search, hash }: UrlParts): string | null =>
  hash === '#popup-preview' ? new URLSearchParams(search).get('popup') || null : null;

const keyOf = ({ pathname, search, hash }: UrlParts) => `${pathname}${search}${hash}`;

export const usePopupPreview = (): void => {
  const host = useRemoteProps();
  const { t } = useTranslation('content');
  const { api, bus, location } = host;
  const latestHost = useRef(host);
  latestHost.current = host;
  const previewed = useRef(new Set<string>());

  const preview = useCallback(
    (sysname: string, url: UrlParts) => {
      const key = keyOf(url);
      if (previewed.current.has(key)) return;
      previewed.current.add(key);
      api.popups
        .get({ sysname, preview: true })
        .then(({ items }) => {
          const popup = items[0];
          if (popup) openPopup(latestHost.current, popup);
          else
            latestHost.current.toast({
              kind: 'error',
              message: t('services.popups.previewMissing', { sysname }),
            });
        })
        .catch((error: unknown) => console.error('[mf-content] popup preview failed', error));
    },
    [api, t],
  );

  useEffect(() => {
    const sysname = previewSysnameOf(location);
    if (sysname) preview(sysname, location);
  }, [location, preview]);

  useEffect(() => {
    const onPreview = ({ sysname }: { sysname: string }) => preview(sysname, window.location);
    bus.on(Events.PopupPreview, onPreview);
    return () => bus.off(Events.PopupPreview, onPreview);
  }, [bus, preview]);
};
