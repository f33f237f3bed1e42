// Titles of the seeded catalogue written by hand: the well-known games players search for by
// name, and the localized names of a few local-flavoured games (their descriptions).
import type { GameSeed } from './games';

/**
 * Titles players look for by name (the CMS search suggestions name them). Each takes the
 * place of the best-ranked generated game of its provider and type, so the halls keep their
 * 2400 games and the title is among the popular ones.
 */
export const WELL_KNOWN: readonly (Pick<GameSeed, 'name' | 'provider' | 'type' | 'hasDemo'> & {
  readonly tags: readonly string[];
})[] = [
  { name: 'Book of Dead', provider: 'playngo', type: 'slot', hasDemo: true, tags: [] },
  { name: 'Crazy Time', provider: 'evolution', type: 'live', hasDemo: false, tags: [] },
  {
    name: 'Sweet Bonanza',
    provider: 'pragmatic',
    type: 'slot',
    hasDemo: true,
    tags: ['bonus_buy'],
  },
  {
    name: 'Gates of Olympus',
    provider: 'pragmatic',
    type: 'slot',
    hasDemo: true,
    tags: ['bonus_buy'],
  },
  { name: 'Aviator', provider: 'spribe', type: 'fast', hasDemo: true, tags: [] },
];

/** Localized names of a few local-flavoured games, by sysname; each also has a cover. */
export const LOCAL_NAMES: Readonly<Record<string, { uz: string; ru: string }>> = {
  samarkand_tashkent_roulette_royale: {
    uz: 'Toshkent ruletkasi Royale',
    ru: 'Ташкентская рулетка Royale',
  },
  netent_tashkent_roulette: { uz: 'Toshkent ruletkasi', ru: 'Ташкентская рулетка' },
  pragmatic_samarkand_tiger: { uz: "Samarqand yo'lbarsi", ru: 'Самаркандский тигр' },
  samarkand_samarkand_riches_deluxe: {
    uz: 'Samarqand boyliklari Deluxe',
    ru: 'Сокровища Самарканда Deluxe',
  },
  velvet_live_bukhara_sic_bo_gold: { uz: 'Buxoro Sic Bo Gold', ru: 'Бухарский Сик Бо Gold' },
};
