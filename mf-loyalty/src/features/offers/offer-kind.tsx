// What an offer's card in the list and its page share: the props that show one offer (it and
// the player's state with it) and the badge of its kind (made on a deposit, or taken).
import { useTranslation } from 'react-i18next';
import { OfferAction, type Offer } from '@omad/contract/api';
import { Badge } from '@omad/ui';
import type { OffersOptions } from '../../lib/offer-description';
import type { FactsOf } from '../../lib/offer-facts';

/** One offer as a card or a page shows it; they read nothing, so a first screen draws them. */
export type OfferShownProps = Readonly<{
  offer: Offer;
  options: OffersOptions;
  /** Words its facts (the page's useOfferFacts, or a first screen's). */
  factsOf: FactsOf;
  signedIn: boolean;
  /** True while it is being taken. */
  busy: boolean;
  onTake: () => void;
}>;

/** Whether the offer comes with a deposit or is taken as it is. */
export const OfferKindBadge = ({ offer }: Readonly<{ offer: Offer }>) => {
  const { t } = useTranslation();
  const deposit = offer.trigger.action === OfferAction.Deposit;
  return (
    <Badge tone={deposit ? 'brand' : 'accent'}>
      {t(deposit ? 'offers.kind.deposit' : 'offers.kind.take')}
    </Badge>
  );
};
