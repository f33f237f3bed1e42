// A catalogue offer as the contract's OfferSchema has it, for one player (or a guest): trigger
// with whether they may take it and why not, the description keys the cashier and the CMS's
// offersOptions read (title, text / short_description, img_desktop, button_text, terms) in the
// call's locale and an amount's currency, promotions, is_taken and ends_at.
import { OfferAction } from '@omad/contract/api';
import type { Locale } from '../config';
import type { Queryable } from '../db/db';
import { offerImageUrl } from '../media/offer-art';
import { stakesFor } from '../game-frames/slot-paytable';
import { OFFERS } from '../seed/offers';
import { normalizeDecimal } from './money';
import { currenciesOf, isListed, unmetOf } from './offer-rules';
import type { CatalogueOffer, Standing } from './offer-rules';
import { offerTerms } from './offer-terms';

/** The names of the games free-spin offers are on, by sysname. */
export type OfferGames = ReadonlyMap<string, string>;

export const offerGamesOf = async (db: Queryable): Promise<OfferGames> => {
  const sysnames = OFFERS.flatMap((offer) =>
    offer.action === 'take' && offer.grant.kind === 'freespins' ? [offer.grant.sysname] : [],
  );
  const rows = await db.query<{ sysname: string; name: string }>(
    'select sysname, name from games where sysname = any($1::text[])',
    [sysnames],
  );
  return new Map(rows.map((row) => [row.sysname, row.name]));
};

/** The offers shown to the player at `at`, in the catalogue's order. */
export const listedOffers = (standing: Standing, at: number): CatalogueOffer[] =>
  OFFERS.filter((offer) => isListed(offer, standing, at));

/** What the offer gives and the description's figures of it, in `currency`. */
const givenBy = (offer: CatalogueOffer, currency: string, games: OfferGames) => {
  if (offer.action === 'deposit') {
    const bounds = offer.bounds[currency];
    return {
      promotions: [{ type: 'deposit_bonus', percent: offer.bonusPercent }],
      figures: {
        bonus_percent: offer.bonusPercent,
        min_deposit: bounds?.minDeposit ?? null,
        max_bonus: bounds?.maxBonus ?? null,
        wager_multiplier: offer.wagerMultiplier,
      },
    };
  }
  const { grant } = offer;
  if (grant.kind === 'freespins') {
    const game = { sysname: grant.sysname, name: games.get(grant.sysname) ?? grant.sysname };
    return {
      promotions: [{ type: 'freespins', count: grant.count, game }],
      figures: {
        freespins_count: grant.count,
        freespin_bet: stakesFor(currency).bets[0] ?? null,
      },
    };
  }
  const amount = normalizeDecimal(grant.amounts[currency] ?? '0');
  return {
    promotions: [{ type: 'bonus', amount: { amount, currency } }],
    figures: { bonus_amount: amount, wager_multiplier: grant.wagerMultiplier },
  };
};

/** The offer as `standing`'s player sees it, in `locale`. */
export const offerView = (
  offer: CatalogueOffer,
  standing: Standing,
  locale: Locale,
  games: OfferGames,
) => {
  const unmet = unmetOf(offer, standing);
  // Amounts in the player's currency; an offer not made in it shows its own first currency's.
  const currencies = currenciesOf(offer);
  const currency = currencies.includes(standing.currency)
    ? standing.currency
    : (currencies[0] ?? standing.currency);
  const texts = offer.texts[locale];
  const { promotions, figures } = givenBy(offer, currency, games);
  const spinsOn = offer.action === 'take' && offer.grant.kind === 'freespins' ? offer.grant : null;
  const gameName = spinsOn ? (games.get(spinsOn.sysname) ?? spinsOn.sysname) : '';
  return {
    id: offer.id,
    trigger: {
      action: offer.action === 'deposit' ? OfferAction.Deposit : OfferAction.Take,
      params: { exclude_methods: offer.action === 'deposit' ? [...offer.excludeMethods] : [] },
      user_satisfies_params: unmet.length === 0,
      unmet,
    },
    description: {
      title: texts.title,
      text: texts.text,
      short_description: texts.text,
      button_text: texts.button,
      img_desktop: offerImageUrl(offer.id, locale),
      terms: offerTerms(offer, currency, locale, gameName),
      currency,
      ...figures,
    },
    promotions,
    is_taken: standing.signedIn && standing.taken.has(offer.id),
    ends_at: offer.endsAt === null ? null : new Date(offer.endsAt).toISOString(),
  };
};
