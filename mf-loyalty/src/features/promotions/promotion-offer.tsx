// The campaign offer a promotion is taken through, on the promotion's page: what it gives, the
// player's state with it and the take button, and the way to its own page (its full terms).
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSession } from '@omad/contract/remote';
import { LoadFailed } from '@omad/ui';
import { describeOffer, type OffersOptions } from '../../lib/offer-description';
import { useOfferFacts } from '../../lib/offer-facts';
import { OfferGives } from '../../lib/offer-gives';
import { useOneOffer } from '../../lib/offer-reads';
import { OfferState } from '../../lib/offer-state';
import { useTakeOffer } from '../../lib/use-take-offer';
import { PromotionOfferBox, PromotionOfferLoading } from './promotion-offer-box';

export const PromotionOffer = ({
  offerId,
  options,
}: Readonly<{ offerId: number; options: OffersOptions }>) => {
  const { t } = useTranslation();
  const signedIn = useSession((state) => state.authenticated);
  const factsOf = useOfferFacts();
  const { read, put } = useOneOffer(offerId);
  const { take, busyId } = useTakeOffer(options.keys, put);
  const offer = read.data;

  let content;
  if (offer === null) {
    content = <p className="omad-promotion-offer__note">{t('promotions.offerUnavailable')}</p>;
  } else if (offer) {
    const description = describeOffer(offer, options.keys);
    const facts = factsOf(offer, description, options);
    content = (
      <div className="omad-promotion-offer__body">
        <p className="omad-promotion-offer__title">{description.title}</p>
        <OfferGives gives={facts.gives} label={t('offer.label')} />
        {facts.conditions.length > 0 ? (
          <ul className="omad-offer-conditions">
            {facts.conditions.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        ) : null}
        <OfferState
          offer={offer}
          description={description}
          signedIn={signedIn}
          busy={busyId === offer.id}
          onTake={() => take(offer)}
        />
        <Link className="omad-loyalty-link" to={`/offers/${offer.id}`}>
          {t('promotions.offerDetails')}
        </Link>
      </div>
    );
  } else if (read.isError) {
    content = (
      <div className="omad-promotion-offer__body">
        <LoadFailed title={t('promotions.offerFailed')} onRetry={() => void read.refetch()} />
      </div>
    );
  } else {
    content = <PromotionOfferLoading />;
  }

  return <PromotionOfferBox>{content}</PromotionOfferBox>;
};
