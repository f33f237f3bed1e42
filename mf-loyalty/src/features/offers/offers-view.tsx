// What /offers draws, without reading anything: the page's head, the promo-code field and the
// grid (skeletons while the offers are read), and the offers once read (a guest's note, the
// cards, "show more"). The page fills it from its reads; the first screen (first-screen.tsx)
// draws a guest's first render with it.
import type { ReactNode, Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { OfferAction, type Offer } from '@omad/contract/api';
import { Button, Container, EmptyState, Notice } from '@omad/ui';
import type { OffersOptions } from '../../lib/offer-description';
import type { FactsOf } from '../../lib/offer-facts';
import { PageHead } from '../../lib/page-head';
import { TileGrid, TileSkeletons } from '../../lib/tile-grid';
import { OfferCard, OfferCardSkeleton } from './offer-card';
import '../../lib/page.css';
import './offers.css';

export const OffersView = ({
  promoCode,
  children,
}: Readonly<{
  promoCode: ReactNode;
  /** The guest's note, the cards (or what stands for them) and "show more". */
  children: ReactNode;
}>) => {
  const { t } = useTranslation();
  return (
    <Container className="omad-loyalty-page" data-testid="offers-page">
      <PageHead title={t('offers.title')} lead={t('offers.lead')} />
      {promoCode}
      {children}
    </Container>
  );
};

/** The offers' grid: their cards, or skeletons while they are read (`busy`). */
export const OfferGrid = ({
  busy,
  ref,
  children,
}: Readonly<{ busy: boolean; ref?: Ref<HTMLUListElement>; children?: ReactNode }>) => {
  const { t } = useTranslation();
  return (
    <TileGrid ref={ref} label={t('offers.list')} busy={busy}>
      {busy ? <TileSkeletons Skeleton={OfferCardSkeleton} /> : children}
    </TileGrid>
  );
};

/** The offers read that are shown: a guest sees deposit offers unless the CMS says not. */
export const shownOffers = (
  offers: readonly Offer[],
  signedIn: boolean,
  options: OffersOptions,
): readonly Offer[] =>
  signedIn || options.guestsSeeDeposits
    ? offers
    : offers.filter((offer) => offer.trigger.action !== OfferAction.Deposit);

/** "Show more": the next page being read, its read having failed, the button's action. */
export type MoreOffers = Readonly<{ loading: boolean; failed: boolean; onMore: () => void }>;

/**
 * The offers: while they are read, the cards' skeletons (or what the page says of a failed
 * read); once read, a guest's note when deposit offers are hidden from them, the cards (or the
 * empty state), and "show more" while the platform has more. The grid stays one element from
 * its skeletons to its cards.
 */
export const OfferList = ({
  offers,
  count,
  failure,
  options,
  factsOf,
  signedIn,
  busyId,
  gridRef,
  onTake,
  onSignIn,
  more,
}: Readonly<{
  /** Every offer of the pages read, shown to the visitor or not; null while they are read. */
  offers: readonly Offer[] | null;
  /** How many offers the platform has in all. */
  count: number;
  /** What stands in the cards' place when their read failed; null while it has not. */
  failure: ReactNode;
  options: OffersOptions;
  factsOf: FactsOf;
  signedIn: boolean;
  /** The offer being taken now, if any. */
  busyId: number | null;
  gridRef?: Ref<HTMLUListElement>;
  onTake: (offer: Offer) => void;
  onSignIn: () => void;
  more: MoreOffers;
}>) => {
  const { t } = useTranslation();
  const shown = offers ? shownOffers(offers, signedIn, options) : null;
  return (
    <>
      {offers && shown && shown.length < offers.length ? (
        <p className="omad-offers__guest-note">
          <span>{t('offers.guestsOnlySignIn')}</span>
          <Button variant="link" onClick={onSignIn}>
            {t('offers.signIn')}
          </Button>
        </p>
      ) : null}
      {!shown && failure ? (
        failure
      ) : shown?.length === 0 ? (
        <EmptyState
          icon="gift"
          title={t('offers.emptyTitle')}
          description={t('offers.emptyText')}
        />
      ) : (
        <OfferGrid ref={gridRef} busy={!shown}>
          {shown?.map((offer) => (
            <li key={offer.id}>
              <OfferCard
                offer={offer}
                options={options}
                factsOf={factsOf}
                signedIn={signedIn}
                busy={busyId === offer.id}
                onTake={() => onTake(offer)}
              />
            </li>
          ))}
        </OfferGrid>
      )}
      {offers && offers.length < count ? (
        <div className="omad-offers__more" data-testid="offers-more">
          <p className="omad-offers__shown" aria-live="polite">
            {t('offers.shown', { shown: offers.length, count })}
          </p>
          {more.failed ? (
            <Notice tone="warning" role="alert">
              {t('offers.moreFailed')}
            </Notice>
          ) : null}
          <Button variant="secondary" loading={more.loading} onClick={more.onMore}>
            {t('offers.more')}
          </Button>
        </div>
      ) : null}
    </>
  );
};
