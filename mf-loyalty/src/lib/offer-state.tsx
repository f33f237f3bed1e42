// The player's state with an offer and what they can do about it, on the offer's card, its page
// and a promotion's page: a guest's "sign in to take"; a taken offer's badge (a deposit offer's
// with the way to the deposit); why it cannot be taken; or the button that takes it.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { OfferAction, OfferUnmet, type Offer } from '@omad/contract/api';
import { Badge, Button, Icon, Skeleton } from '@omad/ui';
import type { OfferDescription } from './offer-description';
import { qualification } from './qualification';
import './offer.css';

const KNOWN_UNMET: readonly string[] = [
  OfferUnmet.FirstDeposit,
  OfferUnmet.AlreadyTaken,
  OfferUnmet.Currency,
  OfferUnmet.PromoCode,
];

export const OfferState = ({
  offer,
  description,
  signedIn,
  busy,
  onTake,
}: Readonly<{
  offer: Offer;
  description: OfferDescription;
  signedIn: boolean;
  busy: boolean;
  onTake: () => void;
}>) => {
  const { t } = useTranslation();
  const verdict = qualification(offer, signedIn);
  const deposit = offer.trigger.action === OfferAction.Deposit;
  const noteId = `offer-${offer.id}-note`;

  const reasonText = (code: string): string => {
    if (code === OfferUnmet.Level) {
      return description.minLevel === null
        ? t('offer.unmet.level')
        : t('offer.unmet.levelNamed', { level: description.minLevel });
    }
    return KNOWN_UNMET.includes(code) ? t(`offer.unmet.${code}`) : t('offer.unmet.other');
  };

  switch (verdict.kind) {
    case 'guest':
      return (
        <div className="omad-offer-state" data-testid="offer-state" data-state="guest">
          <Button onClick={onTake} loading={busy}>
            {t('offer.signInToTake')}
          </Button>
        </div>
      );
    case 'taken':
      return (
        <div className="omad-offer-state" data-testid="offer-state" data-state="taken">
          <Badge tone="success" solid icon={<Icon name="check" size={14} />}>
            {t('offer.taken')}
          </Badge>
          {verdict.used ? (
            <p className="omad-offer-state__note">{t('offer.unmet.already_taken')}</p>
          ) : deposit ? (
            <>
              <p className="omad-offer-state__note">{t('offer.keptForDeposit')}</p>
              <Link className="omad-loyalty-link omad-loyalty-link--strong" to="/cashier/deposit">
                {description.buttonTitle ?? t('offer.toDeposit')}
              </Link>
            </>
          ) : null}
        </div>
      );
    case 'unmet': {
      // Two codes may read the same (unknown ones); the platform naming none still says why.
      const reasons = [...new Set(verdict.reasons.map(reasonText))];
      const texts = reasons.length > 0 ? reasons : [t('offer.unmet.other')];
      return (
        <div className="omad-offer-state" data-testid="offer-state" data-state="unmet">
          <p className="omad-offer-state__label">{t('offer.unmetLabel')}</p>
          <ul className="omad-offer-state__reasons">
            {texts.map((text) => (
              <li key={text}>{text}</li>
            ))}
          </ul>
        </div>
      );
    }
    case 'qualifies':
      return (
        <div className="omad-offer-state" data-testid="offer-state" data-state="qualifies">
          <Button onClick={onTake} loading={busy} aria-describedby={deposit ? noteId : undefined}>
            {deposit ? t('offer.choose') : (description.buttonTitle ?? t('offer.take'))}
          </Button>
          {deposit ? (
            <p className="omad-offer-state__note" id={noteId}>
              {t('offer.depositHint')}
            </p>
          ) : null}
        </div>
      );
  }
};

/** The state's room while the offer loads. */
export const OfferStateSkeleton = () => (
  <div className="omad-offer-state" aria-hidden="true">
    <Skeleton variant="block" width={160} height={44} />
  </div>
);
