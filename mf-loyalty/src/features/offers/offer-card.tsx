// An offer in the list: its picture, kind and end, title (the link to its page), short text,
// what it gives, and the player's state with it. It reads nothing, so a first screen draws it.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Badge, Skeleton } from '@omad/ui';
import { describeOffer } from '../../lib/offer-description';
import { OfferGives } from '../../lib/offer-gives';
import { OfferState, OfferStateSkeleton } from '../../lib/offer-state';
import { Tile, TileSkeleton } from '../../lib/tile';
import { OfferKindBadge, type OfferShownProps } from './offer-kind';

export const OfferCard = ({ offer, options, factsOf, signedIn, busy, onTake }: OfferShownProps) => {
  const { t } = useTranslation();
  const description = describeOffer(offer, options.keys);
  const facts = factsOf(offer, description, options);
  const titleId = `offer-${offer.id}-title`;
  return (
    <Tile
      testId={`offer-${offer.id}`}
      titleId={titleId}
      image={description.image}
      badges={
        <>
          <OfferKindBadge offer={offer} />
          {facts.endsAt ? <Badge tone="neutral">{facts.endsAt}</Badge> : null}
        </>
      }
      title={description.title}
      to={`/offers/${offer.id}`}
      text={description.text || null}
    >
      <OfferGives gives={facts.gives} label={t('offer.label')} />
      <div className="omad-tile__foot">
        <OfferState
          offer={offer}
          description={description}
          signedIn={signedIn}
          busy={busy}
          onTake={onTake}
        />
        <Link
          className="omad-loyalty-link omad-tile__more"
          to={`/offers/${offer.id}`}
          aria-label={t('offers.detailsOf', { title: description.title })}
        >
          {t('offers.details')}
        </Link>
      </div>
    </Tile>
  );
};

/** A card's shape while the offers load (the same height, no jump). */
export const OfferCardSkeleton = () => (
  <TileSkeleton>
    <Skeleton variant="text" width="60%" />
    <OfferStateSkeleton />
  </TileSkeleton>
);
