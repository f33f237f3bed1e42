// Where the player stands with an offer, the one thing its card says: a guest is asked to sign
// in; a taken offer says so (one waiting for its deposit, or one taken and used: a take offer
// is used the moment it is granted); an offer whose conditions are unmet says why, in the platform's
// order (Offer.trigger.unmet, most important first); otherwise the player may take it.
import { OfferUnmet, type Offer } from '@omad/contract/api';

export type Qualification =
  | Readonly<{ kind: 'guest' }>
  /** `used`: taken and done with (granted, or its deposit made), not waiting for a deposit. */
  | Readonly<{ kind: 'taken'; used: boolean }>
  /** `reasons`: OfferUnmet codes in the platform's order; empty when it named none. */
  | Readonly<{ kind: 'unmet'; reasons: readonly string[] }>
  | Readonly<{ kind: 'qualifies' }>;

export const qualification = (
  offer: Pick<Offer, 'trigger' | 'is_taken'>,
  signedIn: boolean,
): Qualification => {
  if (!signedIn) return { kind: 'guest' };
  if (offer.is_taken) return { kind: 'taken', used: false };
  // A list read before sign-in still says sign_in; it is read again for the player.
  const reasons = offer.trigger.unmet.filter((code) => code !== OfferUnmet.SignIn);
  if (reasons.includes(OfferUnmet.AlreadyTaken)) return { kind: 'taken', used: true };
  if (!offer.trigger.user_satisfies_params || reasons.length > 0) {
    return { kind: 'unmet', reasons: [...new Set(reasons)] };
  }
  return { kind: 'qualifies' };
};
