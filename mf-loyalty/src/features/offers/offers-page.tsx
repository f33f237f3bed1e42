// /offers: the campaign offers as the player (or a guest, spec section 6) sees them, a page at a
// time (the CMS's offersOptions.pageSize) with "show more"; each card says the player's state
// and takes the offer. Players activate promo codes here; guests are invited to register with
// theirs. What it draws is offers-view.tsx's, which the first screen draws too.
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Events } from '@omad/contract';
import { usePageSeo, useRemoteProps, useSession } from '@omad/contract/remote';
import { LoadFailed } from '@omad/ui';
import { useOffersOptions } from '../../lib/offer-description';
import { useOfferFacts } from '../../lib/offer-facts';
import { useOfferList } from '../../lib/offer-reads';
import { PromoCodeForm } from '../../lib/promo-code-form';
import { useTakeOffer } from '../../lib/use-take-offer';
import { offersSeo } from './offers-seo';
import { OfferList, OffersView, shownOffers } from './offers-view';

export const OffersPage = () => {
  const { t } = useTranslation();
  const { bus } = useRemoteProps();
  const signedIn = useSession((state) => state.authenticated);
  const options = useOffersOptions();
  const factsOf = useOfferFacts();
  const { list, items, count, put } = useOfferList(options.pageSize);
  const { take, busyId } = useTakeOffer(options.keys, put);
  usePageSeo(offersSeo(t));

  const shown = shownOffers(items, signedIn, options).length;

  // After "show more", the first new offer takes the focus (keyboard and screen readers).
  const grid = useRef<HTMLUListElement>(null);
  const focusFrom = useRef<number | null>(null);
  useEffect(() => {
    const from = focusFrom.current;
    if (from === null || shown <= from) return;
    focusFrom.current = null;
    grid.current?.children.item(from)?.querySelector<HTMLElement>('h2 a')?.focus();
  }, [shown]);

  return (
    <OffersView promoCode={<PromoCodeForm options={options} />}>
      <OfferList
        offers={list.data ? items : null}
        count={count}
        failure={
          list.isError ? (
            <LoadFailed
              title={t('offers.failedTitle')}
              description={t('offers.failedText')}
              onRetry={() => void list.refetch()}
            />
          ) : null
        }
        options={options}
        factsOf={factsOf}
        signedIn={signedIn}
        busyId={busyId}
        gridRef={grid}
        onTake={take}
        onSignIn={() => bus.emit(Events.AuthOpen, { mode: 'login', source: 'offers' })}
        more={{
          loading: list.isFetchingNextPage,
          failed: list.isFetchNextPageError,
          onMore: () => {
            focusFrom.current = shown;
            void list.fetchNextPage();
          },
        }}
      />
    </OffersView>
  );
};
