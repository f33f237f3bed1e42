// Where a popup's button leads: a site path goes through the router in the current
// language, an http(s) address of another site opens in a new tab, anything else
// (javascript:, data:, a malformed link) gets no button at all.
import { externalAddress, sameOriginPath } from '@omad/contract';

export type PopupTarget =
  Readonly<{ kind: 'route'; path: string }> | Readonly<{ kind: 'external'; url: string }>;

export const popupTarget = (link: string, origin: string): PopupTarget | null => {
  const trimmed = link.trim();
  const path = sameOriginPath(trimmed, origin);
  if (path !== null) return { kind: 'route', path };
  const url = externalAddress(trimmed);
  return url === null ? null : { kind: 'external', url };
};
