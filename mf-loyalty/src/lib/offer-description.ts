// An offer's description read the way the CMS says (common.offersOptions: which keys hold the
// title, text, image and button; how many offers a page shows; whether guests see deposit
// offers), with the platform's defaults until the CMS answers or when it is down. The figures
// and terms are the platform's own keys.
import { useMemo } from 'react';
import type { Offer } from '@omad/contract/api';
import type { Common } from '@omad/contract/cms';
import { useCms } from '@omad/contract/remote';

export type DescriptionKeys = Common['offersOptions']['descriptionKeys'];

export const DEFAULT_DESCRIPTION_KEYS: DescriptionKeys = {
  title: 'title',
  text: 'short_description',
  image: 'img_desktop',
  buttonTitle: 'button_text',
};

/** Offers a page shows at a time while the CMS has not said. */
export const DEFAULT_PAGE_SIZE = 10;

export type OffersOptions = Readonly<{
  pageSize: number;
  keys: DescriptionKeys;
  /** Whether guests see deposit offers (spec section 6: they do unless the CMS says not). */
  guestsSeeDeposits: boolean;
  /** Payment method names by sysname ('payme' → 'Payme'), from the CMS's payment logos. */
  methodNames: ReadonlyMap<string, string>;
}>;

/** The options the CMS's `common` gives (null: not read yet, or down). */
export const offersOptionsOf = (common: Common | null): OffersOptions => ({
  pageSize: Math.max(1, Math.floor(common?.offersOptions.pageSize ?? DEFAULT_PAGE_SIZE)),
  keys: common?.offersOptions.descriptionKeys ?? DEFAULT_DESCRIPTION_KEYS,
  guestsSeeDeposits: common?.offersOptions.isShownToGuests ?? true,
  methodNames: new Map(
    (common?.paymentMethodInfo ?? []).map((method) => [method.name.toLowerCase(), method.name]),
  ),
});

/** The options as the page reads them: `common` through the content client's getCommon. */
export const useOffersOptions = (): OffersOptions => {
  const common = useCms('getCommon');
  return useMemo(() => offersOptionsOf(common), [common]);
};

/** What an offer says of itself, in the page's language. */
export type OfferDescription = Readonly<{
  title: string;
  text: string;
  image: string | null;
  buttonTitle: string | null;
  /** The terms, one rule a line. */
  terms: readonly string[];
  /** The currency of the figures below. */
  currency: string | null;
  minDeposit: string | null;
  maxBonus: string | null;
  wagerMultiplier: number | null;
  /** The loyalty level the offer opens at, when it names one. */
  minLevel: number | null;
}>;

const textAt = (description: Offer['description'], key: string): string | null => {
  const value = description[key];
  if (typeof value === 'number') return String(value);
  return typeof value === 'string' && value.trim() !== '' ? value : null;
};

const numberAt = (description: Offer['description'], key: string): number | null => {
  const value = description[key];
  const parsed = typeof value === 'string' ? Number(value) : value;
  return typeof parsed === 'number' && Number.isFinite(parsed) ? parsed : null;
};

/** Plain text split into its non-empty lines (terms, a promotion's body). */
export const linesOf = (text: string | null | undefined): string[] =>
  (text ?? '')
    .split(/\n+/)
    .map((line) => line.trim())
    .filter(Boolean);

export const describeOffer = (offer: Offer, keys: DescriptionKeys): OfferDescription => {
  const { description } = offer;
  return {
    title: textAt(description, keys.title) ?? '',
    text: textAt(description, keys.text) ?? '',
    image: textAt(description, keys.image),
    buttonTitle: textAt(description, keys.buttonTitle),
    terms: linesOf(textAt(description, 'terms')),
    currency: textAt(description, 'currency'),
    minDeposit: textAt(description, 'min_deposit'),
    maxBonus: textAt(description, 'max_bonus'),
    wagerMultiplier: numberAt(description, 'wager_multiplier'),
    minLevel: numberAt(description, 'min_level'),
  };
};
