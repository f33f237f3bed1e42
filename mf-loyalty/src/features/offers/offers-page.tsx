// /offers: the campaign offers as the player (or a guest, spec section 6) sees them, a page at a
// time (the CMS's offersOptions.pageSize) with "show more"; each card says the player's state
// and takes the offer. Players activate promo codes here; guests are invited to register with
// theirs.
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Events } from '@omad/contract';
import { OfferAction } from '@omad/contract/api';
import { usePageSeo, useRemoteProps, useSession } from '@omad/contract/remote';
import { Button, EmptyState, LoadFailed, Notice } from '@omad/ui';
import { useOffersOptions } from '../../lib/offer-description';
import { useOfferList } from '../../lib/offer-reads';
import { PromoCodeForm } from '../../lib/promo-code-form';
import { useTakeOffer } from '../../lib/use-take-offer';
import { OfferCard } from './offer-card';
import { offersSeo } from './offers-seo';
import { OfferGrid, OffersView } from './offers-view';

export const OffersPage = () => {
  const { t } = useTranslation();
  const { bus } = useRemoteProps();
  const signedIn = useSession((state) => state.authenticated);
  const options = useOffersOptions();
  const { list, items, count, put } = useOfferList(options.pageSize);
  const { take, busyId } = useTakeOffer(options.keys, put);
  usePageSeo(offersSeo(t));

  const visible =
    signedIn || options.guestsSeeDeposits
      ? items
      : items.filter((offer) => offer.trigger.action !== OfferAction.Deposit);

  // After "show more", the first new offer takes the focus (keyboard and screen readers).
  const grid = useRef<HTMLUListElement>(null);
  const focusFrom = useRef<number | null>(null);
  useEffect(() => {
    const from = focusFrom.current;
    if (from === null || visible.length <= from) return;
    focusFrom.current = null;
    grid.current?.children.item(from)?.querySelector<HTMLElement>('h2 a')?.focus();
  }, [visible.length]);

  const ready = list.data !== undefined;

  return (
    <OffersView promoCode={<PromoCodeForm options={options} />}>
      {visible.length < items.length ? (
        <p className="omad-offers__guest-note">
          <span>{t('offers.guestsOnlySignIn')}</span>
          <Button
            variant="link"
            onClick={() => bus.emit(Events.AuthOpen, { mode: 'login', source: 'offers' })}
          >
            {t('offers.signIn')}
          </Button>
        </p>
      ) : null}
      {!ready && list.isError ? (
        <LoadFailed
          title={t('offers.failedTitle')}
          description={t('offers.failedText')}
          onRetry={() => void list.refetch()}
        />
      ) : ready && visible.length === 0 ? (
        <EmptyState
          icon="gift"
          title={t('offers.emptyTitle')}
          description={t('offers.emptyText')}
        />
      ) : (
        <OfferGrid ref={grid} busy={!ready}>
          {visible.map((offer) => (
            <li key={offer.id}>
              <OfferCard
                offer={offer}
                options={options}
                signedIn={signedIn}
                busy={busyId === offer.id}
                onTake={() => take(offer)}
              />
            </li>
          ))}
        </OfferGrid>
      )}
      {ready && items.length < count ? (
        <div className="omad-offers__more" data-testid="offers-more">
          <p className="omad-offers__shown" aria-live="polite">
            {t('offers.shown', { shown: items.length, count })}
          </p>
          {list.isFetchNextPageError ? (
            <Notice tone="warning" role="alert">
              {t('offers.moreFailed')}
            </Notice>
          ) : null}
          <Button
            variant="secondary"
            loading={list.isFetchingNextPage}
            onClick={() => {
              focusFrom.current = visible.length;
              void list.fetchNextPage();
            }}
          >
            {t('offers.more')}
          </Button>
        </div>
      ) : null}
    </OffersView>
  );
};
