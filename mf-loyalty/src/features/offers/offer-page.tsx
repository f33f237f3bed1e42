// /offers/:id: one offer in full (picture, title, texts, what it gives, its conditions with the
// payment methods it excludes, its terms) with the player's state and the take button. The
// platform has no read of one offer: it is found in the pages of getoffers; an id it does not
// list shows a not-found state with the way back.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { OfferAction } from '@omad/contract/api';
import { usePageSeo, useSession } from '@omad/contract/remote';
import { Badge, Container, EmptyState, LoadFailed, Skeleton } from '@omad/ui';
import { describeOffer, useOffersOptions } from '../../lib/offer-description';
import { useOfferFacts } from '../../lib/offer-facts';
import { OfferGives } from '../../lib/offer-gives';
import { useOneOffer } from '../../lib/offer-reads';
import { OfferState, OfferStateSkeleton } from '../../lib/offer-state';
import { useTakeOffer } from '../../lib/use-take-offer';
import { TileHead, TileHeadSkeleton } from '../../lib/tile';
import '../../lib/page.css';
import './offers.css';

/** The route's id as an offer id, or null when it cannot be one. */
const offerIdOf = (raw: string | undefined): number | null =>
  raw !== undefined && /^[1-9]\d{0,8}$/.test(raw) ? Number(raw) : null;

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
  const description = offer ? describeOffer(offer, options.keys) : null;
  usePageSeo(
    missing
      ? { title: t('offers.notFoundTitle'), noindex: true }
      : description
        ? {
            title: description.title,
            description: description.text || t('offers.seoDescription'),
            ...(description.image ? { image: description.image } : {}),
          }
        : null,
  );

  const back = (
    <Link className="omad-loyalty-link" to="/offers">
      {t('offers.allOffers')}
    </Link>
  );

  if (missing) {
    return (
      <Container className="omad-loyalty-page" data-testid="offer-missing">
        <EmptyState
          icon="search"
          headingLevel={2}
          title={t('offers.notFoundTitle')}
          description={t('offers.notFoundText')}
          action={back}
        />
      </Container>
    );
  }
  if (!offer && read.isError) {
    return (
      <Container className="omad-loyalty-page" data-testid="offer-page">
        {back}
        <LoadFailed
          title={t('offers.failedTitle')}
          description={t('offers.failedText')}
          onRetry={() => void read.refetch()}
        />
      </Container>
    );
  }
  if (!offer || !description) return <OfferPageSkeleton back={back} />;

  const facts = factsOf(offer, description, options);
  const deposit = offer.trigger.action === OfferAction.Deposit;
  const conditions = [...facts.conditions, ...(facts.endsAt ? [facts.endsAt] : [])];
  return (
    <Container className="omad-loyalty-page" data-testid="offer-page">
      {back}
      <TileHead
        titleId="offer-title"
        image={description.image}
        badges={
          <Badge tone={deposit ? 'brand' : 'accent'}>
            {t(deposit ? 'offers.kind.deposit' : 'offers.kind.take')}
          </Badge>
        }
        title={description.title}
        texts={description.text ? [description.text] : []}
      >
        <OfferGives gives={facts.gives} label={t('offer.label')} />
        <OfferState
          offer={offer}
          description={description}
          signedIn={signedIn}
          busy={busyId === offer.id}
          onTake={() => take(offer)}
        />
      </TileHead>
      {conditions.length > 0 ? (
        <section className="omad-tile-section" aria-labelledby="offer-conditions">
          <h2 id="offer-conditions">{t('offers.conditions')}</h2>
          <ul className="omad-offer-conditions" data-testid="offer-conditions">
            {conditions.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </section>
      ) : null}
      {description.terms.length > 0 ? (
        <section className="omad-tile-section" aria-labelledby="offer-terms">
          <h2 id="offer-terms">{t('offers.terms')}</h2>
          <ol className="omad-tile-terms" data-testid="offer-terms">
            {description.terms.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ol>
        </section>
      ) : null}
    </Container>
  );
};

/** The page's shape while the offer is found. */
const OfferPageSkeleton = ({ back }: Readonly<{ back: ReactNode }>) => (
  <Container className="omad-loyalty-page" data-testid="offer-page" aria-busy="true">
    {back}
    <TileHeadSkeleton>
      <Skeleton variant="text" width="50%" />
      <OfferStateSkeleton />
    </TileHeadSkeleton>
    <Skeleton variant="block" height={160} />
  </Container>
);
