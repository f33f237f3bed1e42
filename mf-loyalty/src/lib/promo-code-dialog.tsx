// The body of the promo-code-activated dialog (spec section 2): what the code opened and the way
// to it. It renders in the shell's dialog host, outside this remote's providers, so it takes its
// texts ready-made.
import type { RemoteProps } from '@omad/contract';
import { Button } from '@omad/ui';
import { DialogLink } from './dialog-link';

export const PromoCodeActivatedBody = ({
  host,
  close,
  text,
  image,
  offerTitle,
  gives,
  note,
  link,
  closeLabel,
}: Readonly<{
  host: Pick<RemoteProps, 'navigator' | 'localizePath'>;
  close: () => void;
  text: string;
  image: string | null;
  /** The opened offer's title; null when the answer named no listed offer. */
  offerTitle: string | null;
  gives: readonly string[];
  /** A line on what happens next (a deposit offer: kept for the next deposit). */
  note: string | null;
  link: Readonly<{ to: string; label: string }>;
  closeLabel: string;
}>) => (
  <div className="omad-promo-dialog" data-testid="promo-code-activated">
    {image ? (
      <img className="omad-promo-dialog__image" src={image} alt="" width={360} height={180} />
    ) : null}
    <p>{text}</p>
    {offerTitle ? <p className="omad-promo-dialog__title">{offerTitle}</p> : null}
    {gives.length > 0 ? (
      <ul className="omad-promo-dialog__gives">
        {gives.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    ) : null}
    {note ? <p className="omad-promo-dialog__note">{note}</p> : null}
    <div className="omad-promo-dialog__actions">
      <Button variant="secondary" onClick={close}>
        {closeLabel}
      </Button>
      <DialogLink
        host={host}
        to={link.to}
        close={close}
        className="omad-loyalty-link omad-loyalty-link--strong"
      >
        {link.label}
      </DialogLink>
    </div>
  </div>
);
