// An offer's facts in words: what its promotions give ("100% bonus up to 2,000,000 so'm",
// "20 free spins · game"), its conditions (least deposit, wagering, the payment methods it
// does not apply to) and when it ends. The page words them with its texts and money format
// (useOfferFacts); a first screen with the same texts and money as the page first writes it.
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { Offer, Promotion } from '@omad/contract/api';
import { formatDate, isDecimal } from '@omad/contract/format';
import { useFormatMoney, type FormatMoney } from '@omad/contract/remote';
import type { OfferDescription, OffersOptions } from './offer-description';
import { pointsTextOf } from './points';

export type OfferFacts = Readonly<{
  gives: readonly string[];
  conditions: readonly string[];
  /** "Until dd.mm.yyyy", or null when it does not end. */
  endsAt: string | null;
}>;

/** Words an offer's facts. */
export type FactsOf = (
  offer: Offer,
  description: OfferDescription,
  options: Pick<OffersOptions, 'methodNames'>,
) => OfferFacts;

/** The facts in the language of `t`, amounts written by `formatMoney`. */
export const offerFactsWith = (t: TFunction, formatMoney: FormatMoney): FactsOf => {
  const pointsText = pointsTextOf(t);

  const money = (amount: string | null, currency: string | null) =>
    amount !== null && currency !== null && isDecimal(amount)
      ? formatMoney({ amount, currency })
      : null;

  const given = (promotion: Promotion, description: OfferDescription): string | null => {
    switch (promotion.type) {
      case 'deposit_bonus': {
        if (promotion.percent === null) return null;
        const max = money(description.maxBonus, description.currency);
        return max === null
          ? t('offer.gives.deposit', { percent: promotion.percent })
          : t('offer.gives.depositUpTo', { percent: promotion.percent, max });
      }
      case 'bonus':
        return promotion.amount
          ? t('offer.gives.bonus', { amount: formatMoney(promotion.amount) })
          : null;
      case 'freespins': {
        if (promotion.count === null) return null;
        return promotion.game
          ? t('offer.gives.spinsOn', {
              count: promotion.count,
              game: promotion.game.name,
            })
          : t('offer.gives.spins', { count: promotion.count });
      }
      case 'points':
        return promotion.count === null ? null : pointsText(promotion.count);
      default:
        return null;
    }
  };

  return (offer, description, options) => {
    const minDeposit = money(description.minDeposit, description.currency);
    const excluded = offer.trigger.params.exclude_methods.map(
      (sysname) => options.methodNames.get(sysname.toLowerCase()) ?? sysname,
    );
    const endsAt = offer.ends_at ? formatDate(offer.ends_at) : '';
    return {
      gives: offer.promotions
        .map((promotion) => given(promotion, description))
        .filter((text): text is string => text !== null),
      conditions: [
        minDeposit === null ? null : t('offer.minDeposit', { amount: minDeposit }),
        description.wagerMultiplier === null
          ? null
          : t('offer.wager', { times: description.wagerMultiplier }),
        excluded.length === 0 ? null : t('offer.excluded', { methods: excluded.join(', ') }),
      ].filter((text): text is string => text !== null),
      endsAt: endsAt === '' ? null : t('offer.endsAt', { date: endsAt }),
    };
  };
};

/** The facts in the page's language and money format (the CMS's currency symbols). */
export const useOfferFacts = (): FactsOf => {
  const { t } = useTranslation();
  const formatMoney = useFormatMoney();
  return useMemo(() => offerFactsWith(t, formatMoney), [t, formatMoney]);
};
