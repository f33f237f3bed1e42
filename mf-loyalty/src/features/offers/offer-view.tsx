// What /offers/:id draws, without reading anything: an offer in full (the way back, picture,
// kind, title, text, what it gives, the player's state with it, its conditions and terms), the
// not-found state, and the page's shape while the offer is found. The page gives it its reads
// and the take; the first screen (first-screen.tsx) a guest's first render of a listed offer.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Container, EmptyState, Skeleton } from '@omad/ui';
import { describeOffer } from '../../lib/offer-description';
import { OfferGives } from '../../lib/offer-gives';
import { OfferState, OfferStateSkeleton } from '../../lib/offer-state';
import { TileHead, TileHeadSkeleton } from '../../lib/tile';
import { OfferKindBadge, type OfferShownProps } from './offer-kind';
import '../../lib/page.css';
import './offers.css';

export const BackToOffers = () => {
  const { t } = useTranslation();
  return (
    <Link className="omad-loyalty-link" to="/offers">
      {t('offers.allOffers')}
    </Link>
  );
};

/** One of an offer's lists under its head: its conditions, its terms. */
const OfferSection = ({
  id,
  title,
  children,
}: Readonly<{ id: string; title: string; children: ReactNode }>) => (
  <section className="omad-tile-section" aria-labelledby={id}>
    <h2 id={id}>{title}</h2>
    {children}
  </section>
);

export const OfferView = ({ offer, options, factsOf, signedIn, busy, onTake }: OfferShownProps) => {
  const { t } = useTranslation();
  const description = describeOffer(offer, options.keys);
  const facts = factsOf(offer, description, options);
  const conditions = [...facts.conditions, ...(facts.endsAt ? [facts.endsAt] : [])];
  return (
    <Container className="omad-loyalty-page" data-testid="offer-page">
      <BackToOffers />
      <TileHead
        titleId="offer-title"
        image={description.image}
        badges={<OfferKindBadge offer={offer} />}
        title={description.title}
        texts={description.text ? [description.text] : []}
      >
        <OfferGives gives={facts.gives} label={t('offer.label')} />
        <OfferState
          offer={offer}
          description={description}
          signedIn={signedIn}
          busy={busy}
          onTake={onTake}
        />
      </TileHead>
      {conditions.length > 0 ? (
        <OfferSection id="offer-conditions" title={t('offers.conditions')}>
          <ul className="omad-offer-conditions" data-testid="offer-conditions">
            {conditions.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </OfferSection>
      ) : null}
      {description.terms.length > 0 ? (
        <OfferSection id="offer-terms" title={t('offers.terms')}>
          <ol className="omad-tile-terms" data-testid="offer-terms">
            {description.terms.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ol>
        </OfferSection>
      ) : null}
    </Container>
  );
};

/** An id that cannot be an offer, or one the platform does not list. */
export const OfferMissing = () => {
  const { t } = useTranslation();
  return (
    <Container className="omad-loyalty-page" data-testid="offer-missing">
      <EmptyState
        icon="search"
        headingLevel={2}
        title={t('offers.notFoundTitle')}
        description={t('offers.notFoundText')}
        action={<BackToOffers />}
      />
    </Container>
  );
};

/** The page's shape while the offer is found. */
export const OfferPageSkeleton = () => (
  <Container className="omad-loyalty-page" data-testid="offer-page" aria-busy="true">
    <BackToOffers />
    <TileHeadSkeleton>
      <Skeleton variant="text" width="50%" />
      <OfferStateSkeleton />
    </TileHeadSkeleton>
    <Skeleton variant="block" height={160} />
  </Container>
);
