// The bodies of the shop's insufficient-funds and buy dialogs. They render in the shell's
// dialog host, outside this remote's providers, so they take their texts ready-made.
import type { RemoteProps } from '@omad/contract';
import { Button } from '@omad/ui';
import { DialogLink } from '../../lib/dialog-link';

type Host = Pick<RemoteProps, 'navigator' | 'localizePath'>;

export const InsufficientBody = ({
  host,
  close,
  text,
  missing,
  toGames,
  closeLabel,
}: Readonly<{
  host: Host;
  close: () => void;
  text: string;
  missing: string;
  toGames: string;
  closeLabel: string;
}>) => (
  <div className="omad-shop-dialog" data-testid="shop-insufficient">
    <p>{text}</p>
    <p className="omad-shop-dialog__strong">{missing}</p>
    <div className="omad-shop-dialog__actions">
      <Button variant="secondary" onClick={close}>
        {closeLabel}
      </Button>
      <DialogLink
        host={host}
        to="/gamehall"
        close={close}
        className="omad-loyalty-link omad-loyalty-link--strong"
      >
        {toGames}
      </DialogLink>
    </div>
  </div>
);

export const BoughtBody = ({
  host,
  close,
  image,
  text,
  pointsLeft,
  link,
  closeLabel,
}: Readonly<{
  host: Host;
  close: () => void;
  image: string;
  text: string;
  pointsLeft: string;
  link: Readonly<{ to: string; label: string }> | null;
  closeLabel: string;
}>) => (
  <div className="omad-shop-dialog" data-testid="shop-bought">
    <img className="omad-shop-dialog__image" src={image} alt="" width={96} height={96} />
    <p>{text}</p>
    <p className="omad-shop-dialog__strong" data-testid="shop-points-left">
      {pointsLeft}
    </p>
    <div className="omad-shop-dialog__actions">
      <Button variant="secondary" onClick={close} data-autofocus>
        {closeLabel}
      </Button>
      {link ? (
        <DialogLink
          host={host}
          to={link.to}
          close={close}
          className="omad-loyalty-link omad-loyalty-link--strong"
        >
          {link.label}
        </DialogLink>
      ) : null}
    </div>
  </div>
);
