import { describe, expect, it } from 'vitest';
import { OfferUnmet } from '@omad/contract/api';
import { qualification } from './qualification';

const offer = (unmet: string[] = [], isTaken = false) => ({
  trigger: {
    action: 'deposit',
    params: { exclude_methods: [] },
    user_satisfies_params: unmet.length === 0,
    unmet,
  },
  is_taken: isTaken,
});

describe('qualification: the reason an offer card shows', () => {
  it('asks a guest to sign in, whatever the offer says', () => {
    expect(qualification(offer([OfferUnmet.SignIn]), false)).toEqual({ kind: 'guest' });
    expect(qualification(offer(), false)).toEqual({ kind: 'guest' });
  });

  it('says taken before anything else for a player', () => {
    expect(qualification(offer([], true), true)).toEqual({ kind: 'taken', used: false });
    expect(qualification(offer([OfferUnmet.FirstDeposit], true), true)).toEqual({
      kind: 'taken',
      used: false,
    });
  });

  it('says taken, and used, for an offer the player already took and used', () => {
    expect(qualification(offer([OfferUnmet.FirstDeposit, OfferUnmet.AlreadyTaken]), true)).toEqual({
      kind: 'taken',
      used: true,
    });
  });

  it('lists the unmet codes in the platform order, without repeats', () => {
    expect(
      qualification(
        offer([OfferUnmet.PromoCode, OfferUnmet.Currency, OfferUnmet.FirstDeposit]),
        true,
      ),
    ).toEqual({ kind: 'unmet', reasons: ['promo_code', 'currency', 'first_deposit'] });
    expect(qualification(offer(['level', 'level']), true)).toEqual({
      kind: 'unmet',
      reasons: ['level'],
    });
  });

  it('keeps an offer the platform refuses without naming why unmet, with no reason', () => {
    const unexplained = {
      ...offer(),
      trigger: { ...offer().trigger, user_satisfies_params: false },
    };
    expect(qualification(unexplained, true)).toEqual({ kind: 'unmet', reasons: [] });
    // A list read as a guest, before sign-in: sign_in is not a reason a player is shown.
    expect(qualification(offer([OfferUnmet.SignIn]), true)).toEqual({ kind: 'unmet', reasons: [] });
  });

  it('lets a player who meets the conditions take it', () => {
    expect(qualification(offer(), true)).toEqual({ kind: 'qualifies' });
  });
});
