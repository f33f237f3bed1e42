// /offers/:id: one offer in full (picture, title, texts, what it gives, its conditions with the
// payment methods it excludes, its terms) with the player's state and the take button. The
// platform has no read of one offer: it is found in the pages of getoffers; an id it does not
// list shows a not-found state with the way back. What it draws is offer-view.tsx's, which the
// first screen draws too.
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { usePageSeo, useSession } from '@omad/contract/remote';
import { Container, LoadFailed } from '@omad/ui';
import { describeOffer, useOffersOptions } from '../../lib/offer-description';
import { useOfferFacts } from '../../lib/offer-facts';
import { offerIdOf, useOneOffer } from '../../lib/offer-reads';
import { useTakeOffer } from '../../lib/use-take-offer';
import { offerMissingSeo, offerSeo } from './offers-seo';
import { BackToOffers, OfferMissing, OfferPageSkeleton, OfferView } from './offer-view';

export const OfferPage = () => {
  const { t } = useTranslation();
  const { id } = useParams();
  const signedIn = useSession((state) => state.authenticated);
  const options = useOffersOptions();
  const factsOf = useOfferFacts();
  const offerId = offerIdOf(id);
  const { read, put } = useOneOffer(offerId);
  const { take, busyId } = useTakeOffer(options.keys, put);
  const offer = read.data ?? null;
  // An id that cannot be an offer, or one the platform does not list.
  const missing = offerId === null || read.data === null;
  usePageSeo(
    missing ? offerMissingSeo(t) : offer ? offerSeo(t, describeOffer(offer, options.keys)) : null,
  );

  if (missing) return <OfferMissing />;
  if (!offer && read.isError) {
    return (
      <Container className="omad-loyalty-page" data-testid="offer-page">
        <BackToOffers />
        <LoadFailed
          title={t('offers.failedTitle')}
          description={t('offers.failedText')}
          onRetry={() => void read.refetch()}
        />
      </Container>
    );
  }
  if (!offer) return <OfferPageSkeleton />;
  return (
    <OfferView
      offer={offer}
      options={options}
      factsOf={factsOf}
      signedIn={signedIn}
      busy={busyId === offer.id}
      onTake={() => take(offer)}
    />
  );
};
