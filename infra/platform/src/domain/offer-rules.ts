// What a campaign offer is (the catalogue, seed/offers.ts) and the pure rules of who is shown
// it and who may take it: an ended offer is shown to nobody, a promo code's offer only to the
// players who activated the code; the contract's OfferUnmet codes say why a shown offer cannot
// be taken. Reading a player's standing and taking offers: domain/offer-takes.ts.
import { OfferUnmet } from '@omad/contract/api';
import { CURRENCIES } from '../config';
import type { Locale } from '../config';

/** An offer's casino bonus waits this long (days) to be activated, then expires. */
export const ACTIVATE_WITHIN_DAYS = 14;

/** Who is shown an offer: everyone, or the players who activated its promo code. */
export type OfferAudience = 'public' | 'promo_code';

/** An offer's own texts; its terms are written from its rules (domain/offer-terms.ts). */
export interface OfferTexts {
  readonly title: string;
  /** One line under the title. */
  readonly text: string;
  /** The call to action. */
  readonly button: string;
}

interface OfferBase {
  readonly id: number;
  readonly audience: OfferAudience;
  /** Only a player with no paid deposit yet qualifies. */
  readonly firstDepositOnly: boolean;
  /** Once per player; otherwise it may be used again after each use. */
  readonly once: boolean;
  /** When it ends (ms); null: it does not. */
  readonly endsAt: number | null;
  readonly texts: Readonly<Record<Locale, OfferTexts>>;
}

/** Taken by a deposit made with it: the paid deposit grants a casino bonus (deposit-bonus.ts). */
export interface DepositOffer extends OfferBase {
  readonly action: 'deposit';
  /** Methods the offer does not apply to (spec section 3: params.exclude_methods). */
  readonly excludeMethods: readonly string[];
  readonly bonusPercent: number;
  /** The bonus must be staked this many times its amount before it becomes real money. */
  readonly wagerMultiplier: number;
  /** Days to meet the wagering requirement once the bonus is activated. */
  readonly validDays: number;
  /** Per currency it is offered in: least deposit and most bonus, decimal strings. */
  readonly bounds: Readonly<Record<string, { minDeposit: string; maxBonus: string }>>;
}

/** What a take offer grants. */
export type TakeGrant =
  | {
      readonly kind: 'freespins';
      readonly sysname: string;
      readonly count: number;
      /** Days the pack lasts; each spin stakes the currency's smallest bet. */
      readonly validDays: number;
    }
  | {
      readonly kind: 'bonus';
      /** Per currency it is offered in, a decimal string. */
      readonly amounts: Readonly<Record<string, string>>;
      readonly wagerMultiplier: number;
      /** Days to wager it once activated. */
      readonly validDays: number;
    };

/** Taken alone (campaigns.takepromotions): its grant is given at once, once per player. */
export interface TakeOffer extends OfferBase {
  readonly action: 'take';
  readonly once: true;
  readonly grant: TakeGrant;
}

export type CatalogueOffer = DepositOffer | TakeOffer;

/** The currencies an offer is offered in, in the catalogue's order. */
export const currenciesOf = (offer: CatalogueOffer): readonly string[] => {
  if (offer.action === 'deposit') return Object.keys(offer.bounds);
  return offer.grant.kind === 'bonus' ? Object.keys(offer.grant.amounts) : CURRENCIES;
};

/** What the platform knows of a player that decides their offers; signedIn false: a guest. */
export interface Standing {
  readonly signedIn: boolean;
  readonly currency: string;
  readonly hasPaidDeposit: boolean;
  /** Offers the player opened with a promo code. */
  readonly opened: ReadonlySet<number>;
  /** Offers taken and not used yet. */
  readonly taken: ReadonlySet<number>;
  /** Offers used at least once. */
  readonly used: ReadonlySet<number>;
}

export const guestStanding = (currency: string): Standing => ({
  signedIn: false,
  currency,
  hasPaidDeposit: false,
  opened: new Set(),
  taken: new Set(),
  used: new Set(),
});

/** Whether the offer is shown to this player at `at`: not ended, and public or opened. */
export const isListed = (offer: CatalogueOffer, standing: Standing, at: number): boolean =>
  (offer.endsAt === null || offer.endsAt > at) &&
  (offer.audience === 'public' || standing.opened.has(offer.id));

export type OfferUnmetCode = (typeof OfferUnmet)[keyof typeof OfferUnmet];

/** Why the player cannot take the offer now, most important first; [] when they can. */
export const unmetOf = (offer: CatalogueOffer, standing: Standing): OfferUnmetCode[] => {
  if (!standing.signedIn) return [OfferUnmet.SignIn];
  const unmet: OfferUnmetCode[] = [];
  if (offer.audience === 'promo_code' && !standing.opened.has(offer.id)) {
    unmet.push(OfferUnmet.PromoCode);
  }
  if (!currenciesOf(offer).includes(standing.currency)) unmet.push(OfferUnmet.Currency);
  if (offer.once && standing.used.has(offer.id)) unmet.push(OfferUnmet.AlreadyTaken);
  if (offer.firstDepositOnly && standing.hasPaidDeposit) unmet.push(OfferUnmet.FirstDeposit);
  return unmet;
};
