// A seeded pseudo-random generator (mulberry32): seed data must be the same on every start.

export interface Random {
  /** A float in [0, 1). */
  next(): number;
  /** An item of a non-empty list. */
  pick<T>(items: readonly T[]): T;
  /** True with probability `p`. */
  chance(p: number): boolean;
}

export const seededRandom = (seed: number): Random => {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    pick: <T>(items: readonly T[]): T => {
      const item = items[Math.floor(next() * items.length)];
      if (item === undefined) throw new Error('pick from an empty list');
      return item;
    },
    chance: (p) => next() < p,
  };
};

/** A whole number in [0, limit). */
export const below = (random: Random, limit: number): number => Math.floor(random.next() * limit);

/** The items in a seeded random order (Fisher-Yates). */
export const shuffled = <T>(items: readonly T[], random: Random): T[] => {
  const order = [...items];
  for (let index = order.length - 1; index > 0; index -= 1) {
    const other = below(random, index + 1);
    [order[index], order[other]] = [order[other] as T, order[index] as T];
  }
  return order;
};

/** A stable 32-bit hash of a string (FNV-1a), for colours and seeds derived from names. */
export const hashOf = (text: string): number => {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
};
