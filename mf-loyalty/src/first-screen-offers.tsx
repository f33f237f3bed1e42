// The offers pages' first screens (first-screen.tsx dispatches to them), drawn from the first
// page of campaigns.getoffers and the CMS's common (how offers are described and listed), the
// reads both pages declare (pages.ts), as a guest's first render of the page.
import * as v from 'valibot';
import type { Locale } from '@omad/contract';
import { OfferSchema, pageOf } from '@omad/contract/api';
import { CommonSchema } from '@omad/contract/cms';
import type { FirstScreenDrawn } from '@omad/contract/first-screen';
import { FIRST_SCREEN_ABSENT, type FirstScreenInput } from '@omad/contract/pages';
import { OfferView } from './features/offers/offer-view';
import { offerSeo, offersSeo } from './features/offers/offers-seo';
import { OfferList, OffersView, shownOffers, type MoreOffers } from './features/offers/offers-view';
import { NOTHING, moneyOnTheEdge, translate } from './first-screen-drawing';
import { describeOffer, offersOptionsOf } from './lib/offer-description';
import { offerFactsWith } from './lib/offer-facts';
import { firstListOf, offerIdOf, offerIn } from './lib/offer-reads';
import { PromoCodeInvite } from './lib/promo-code-invite';

/** A getoffers page (the read from offset 0); null for anything else. */
const offersIn = (answer: unknown) => {
  const page = v.safeParse(pageOf(OfferSchema), answer);
  return page.success ? page.output : null;
};

/** How offers are described and listed, from the CMS's common as the page reads it. */
const offersOptionsIn = (answer: unknown) => {
  const common = v.safeParse(CommonSchema, answer);
  return offersOptionsOf(common.success ? common.output : null);
};

/** An offer's facts as the page first words them: in the page's language, money with codes. */
const offerFactsOnTheEdge = (locale: Locale) => offerFactsWith(translate(locale), moneyOnTheEdge);

/** "Show more" as the page first draws it: no page being read, none failed. */
const MORE_ON_THE_EDGE: MoreOffers = { loading: false, failed: false, onMore: NOTHING };

/**
 * /offers: its head and a guest's promo-code invitation over the offer cards a guest sees first,
 * when the first page read holds as many as the page shows (or every one); else over the cards'
 * skeletons, as the page draws them until it has read on (or when the edge read nothing).
 */
export const drawOffers = ({
  reads: [offers, common],
  locale,
}: FirstScreenInput): FirstScreenDrawn | null => {
  const page = offers === undefined ? undefined : offersIn(offers);
  if (page === null) return null;
  const options = offersOptionsIn(common);
  const listed = page ? firstListOf(page, options.pageSize) : null;
  const element = (
    <OffersView promoCode={<PromoCodeInvite onRegister={NOTHING} />}>
      <OfferList
        offers={listed?.items ?? null}
        count={listed?.count ?? 0}
        failure={null}
        options={options}
        factsOf={offerFactsOnTheEdge(locale)}
        signedIn={false}
        busyId={null}
        onTake={NOTHING}
        onSignIn={NOTHING}
        more={MORE_ON_THE_EDGE}
      />
    </OffersView>
  );
  const images = shownOffers(listed?.items ?? [], false, options).flatMap((offer) => {
    const { image } = describeOffer(offer, options.keys);
    return image ? [image] : [];
  });
  return { element, images, seo: offersSeo(translate(locale)) };
};

/**
 * /offers/:id: the offer of that id in the first page read, as a guest's first render draws
 * it; absent for an id that cannot be an offer's, or one that no page can hold (the page's
 * not-found state); null for one a later page may hold (the page reads on, the edge did not).
 */
export const drawOffer = ({
  reads: [offers, common],
  params,
  locale,
}: FirstScreenInput): FirstScreenDrawn | typeof FIRST_SCREEN_ABSENT | null => {
  const offerId = offerIdOf(params['id']);
  if (offerId === null) return FIRST_SCREEN_ABSENT;
  const page = offersIn(offers);
  if (!page) return null;
  const offer = offerIn(page, offerId, 0);
  if (offer === null) return FIRST_SCREEN_ABSENT;
  if (!offer) return null;
  const options = offersOptionsIn(common);
  const description = describeOffer(offer, options.keys);
  const element = (
    <OfferView
      offer={offer}
      options={options}
      factsOf={offerFactsOnTheEdge(locale)}
      signedIn={false}
      busy={false}
      onTake={NOTHING}
    />
  );
  const images = description.image ? [description.image] : [];
  return { element, images, seo: offerSeo(translate(locale), description) };
};
