// The bonus a deposit offer promises, granted when the deposit is paid (in the transaction that
// credits it, domain/cashier.ts settleDeposit): a `new` casino bonus of the deposit times the
// offer's percent, up to its most bonus, with a wagering requirement of the offer's multiplier
// times the bonus, to be activated within ACTIVATE_WITHIN_DAYS. The deposit uses the player's
// take of the offer (offer-takes.ts): a once-only offer another deposit used grants nothing.
// Its source is the deposit, so one deposit grants at most one bonus, whatever replays.
import type { Queryable } from '../db/db';
import { depositOffer } from '../seed/offers';
import { DAY_MS, grantBonus } from './bonuses';
import type { BonusRow } from './bonuses';
import { centsOf, decimalOf } from './money';
import { ACTIVATE_WITHIN_DAYS } from './offer-rules';
import { recordGrants, markTakeUsed } from './offer-takes';

/** What the grant reads of a paid deposit (a CashierTransaction). */
interface PaidDeposit {
  readonly id: number;
  readonly account_id: number;
  readonly amount: string;
  readonly currency: string;
  readonly campaign_offer_id: number | null;
}

/** The deposit's offer bonus: amount and wagering requirement; undefined when none is due. */
export const offerBonusOf = (
  deposit: Omit<PaidDeposit, 'id' | 'account_id'>,
): { amount: string; wagerRequired: string } | undefined => {
  const offer =
    deposit.campaign_offer_id === null ? undefined : depositOffer(deposit.campaign_offer_id);
  const bounds = offer?.bounds[deposit.currency];
  if (!offer || !bounds) return undefined;
  const earned = (centsOf(deposit.amount) * BigInt(offer.bonusPercent)) / 100n;
  const cap = centsOf(bounds.maxBonus);
  const amount = earned < cap ? earned : cap;
  if (amount <= 0n) return undefined;
  return {
    amount: decimalOf(amount),
    wagerRequired: decimalOf(amount * BigInt(offer.wagerMultiplier)),
  };
};

/**
 * Grants the paid deposit's offer bonus and marks the offer used; undefined when there is none,
 * it was granted, or the once-only offer was used by another deposit. The caller holds the
 * balances lock.
 */
export const grantDepositBonus = async (
  tx: Queryable,
  deposit: PaidDeposit,
  at: number,
): Promise<BonusRow | undefined> => {
  const offer =
    deposit.campaign_offer_id === null ? undefined : depositOffer(deposit.campaign_offer_id);
  const bonus = offerBonusOf(deposit);
  if (!offer || !bonus) return undefined;
  const takeId = await markTakeUsed(tx, deposit, offer, at);
  if (takeId === undefined) return undefined;
  const granted = await grantBonus(tx, {
    accountId: deposit.account_id,
    kind: 'casino',
    titles: { uz: offer.texts.uz.title, ru: offer.texts.ru.title },
    amount: bonus.amount,
    currency: deposit.currency,
    wagerRequired: bonus.wagerRequired,
    validDays: offer.validDays,
    activateBy: at + ACTIVATE_WITHIN_DAYS * DAY_MS,
    source: `deposit:${deposit.id}`,
    at,
  });
  if (granted) await recordGrants(tx, takeId, [`bonus:${granted.id}`]);
  return granted;
};
