// Opens a popup in the shell's dialog host (kind 'popup'); its button's site paths are
// followed through the shell's navigator in the current language.
import type { RemoteProps } from '@omad/contract';
import type { Popup } from '@omad/contract/api';
import { PopupBody } from './popup-body';
import { popupTarget } from './popup-target';

type Host = Pick<RemoteProps, 'openDialog' | 'navigator' | 'localizePath'>;

export const openPopup = (host: Host, popup: Popup, onClose?: () => void) => {
  const target = popup.button ? popupTarget(popup.button.link, window.location.origin) : null;
  return host.openDialog({
    kind: 'popup',
    title: popup.title,
    render: (close) => (
      <PopupBody
        popup={popup}
        target={target}
        close={close}
        go={(path) => host.navigator.push(host.localizePath(path))}
      />
    ),
    ...(onClose ? { onClose } : {}),
  });
};
