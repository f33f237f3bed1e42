// Whether the player can buy a product now, and if not, the first reason (a sold-out product
// is sold out for everyone; then the level; then the points).
import type { LoyaltyProduct } from '@omad/contract/api';

export type Affordability =
  | Readonly<{ kind: 'sold-out' }>
  | Readonly<{ kind: 'guest' }>
  | Readonly<{ kind: 'level'; level: number }>
  | Readonly<{ kind: 'short'; missing: number }>
  | Readonly<{ kind: 'affordable' }>;

/** `player` is null for a guest (and while the standing loads). */
export const affordability = (
  product: Pick<LoyaltyProduct, 'price' | 'stock' | 'min_level'>,
  player: Readonly<{ points: number; level: number }> | null,
): Affordability => {
  if (product.stock !== null && product.stock <= 0) return { kind: 'sold-out' };
  if (!player) return { kind: 'guest' };
  if (player.level < product.min_level) return { kind: 'level', level: product.min_level };
  if (player.points < product.price)
    return { kind: 'short', missing: product.price - player.points };
  return { kind: 'affordable' };
};
