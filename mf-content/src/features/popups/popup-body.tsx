// The body of a popup (popups.get) in the shell's dialog: its image, its plain text (line
// breaks kept) and its button. It renders in the shell's tree, so it gets all it needs
// through props.
import { Button } from '@omad/ui';
import type { Popup } from '@omad/contract/api';
import type { PopupTarget } from './popup-target';
import './popups.css';

type Props = Readonly<{
  popup: Popup;
  target: PopupTarget | null;
  /** Follows a site path (the dialog closes first). */
  go: (path: string) => void;
  close: () => void;
}>;

export const PopupBody = ({ popup, target, go, close }: Props) => (
  <div className="omad-popup" data-testid="site-popup" data-sysname={popup.sysname}>
    {popup.image ? (
      <img className="omad-popup__image" src={popup.image} alt="" width={640} height={360} />
    ) : null}
    {popup.text ? <p className="omad-popup__text">{popup.text}</p> : null}
    {popup.button && target?.kind === 'route' ? (
      <Button
        fullWidth
        data-autofocus
        onClick={() => {
          close();
          go(target.path);
        }}
      >
        {popup.button.title}
      </Button>
    ) : null}
    {popup.button && target?.kind === 'external' ? (
      <Button fullWidth href={target.url} target="_blank" rel="noopener noreferrer" onClick={close}>
        {popup.button.title}
      </Button>
    ) : null}
  </div>
);
