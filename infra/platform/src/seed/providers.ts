// Seeded game categories and providers: localized category names, provider capabilities.

export interface CategorySeed {
  readonly id: number;
  readonly sysname: string;
  readonly uz: string;
  readonly ru: string;
  readonly position: number;
}

export const categories: readonly CategorySeed[] = [
  { id: 1, sysname: 'popular', uz: 'Ommabop', ru: 'Популярные', position: 1 },
  { id: 2, sysname: 'new', uz: 'Yangi', ru: 'Новые', position: 2 },
  { id: 3, sysname: 'slots', uz: 'Slotlar', ru: 'Слоты', position: 3 },
  { id: 4, sysname: 'live', uz: 'Jonli kazino', ru: 'Живое казино', position: 5 },
  { id: 5, sysname: 'table', uz: "Stol o'yinlari", ru: 'Настольные игры', position: 6 },
  { id: 6, sysname: 'fast', uz: "Tezkor o'yinlar", ru: 'Быстрые игры', position: 4 },
  { id: 7, sysname: 'jackpot', uz: 'Jekpotlar', ru: 'Джекпоты', position: 7 },
  { id: 8, sysname: 'megaways', uz: 'Megaways', ru: 'Megaways', position: 8 },
  { id: 9, sysname: 'bonus_buy', uz: 'Bonus xaridi', ru: 'Покупка бонуса', position: 9 },
];

/** The game types of the catalogue (spec section 9) plus the sportsbook. */
export type GameType = 'slot' | 'casino' | 'live' | 'fast' | 'sportsbook';

export interface ProviderSeed {
  readonly sysname: string;
  readonly name: string;
  readonly types: readonly GameType[];
  readonly hasFreespins: boolean;
}

export const providers: readonly ProviderSeed[] = [
  {
    sysname: 'pragmatic',
    name: 'Pragmatic Play',
    types: ['slot', 'live', 'casino'],
    hasFreespins: true,
  },
  { sysname: 'evolution', name: 'Evolution', types: ['live'], hasFreespins: false },
  { sysname: 'netent', name: 'NetEnt', types: ['slot', 'casino'], hasFreespins: true },
  { sysname: 'playngo', name: "Play'n GO", types: ['slot', 'casino'], hasFreespins: true },
  { sysname: 'spribe', name: 'Spribe', types: ['fast'], hasFreespins: false },
  { sysname: 'silkroad', name: 'Silk Road Studio', types: ['slot'], hasFreespins: true },
  { sysname: 'samarkand', name: 'Samarkand Games', types: ['slot', 'casino'], hasFreespins: true },
  { sysname: 'turan_live', name: 'Turan Live', types: ['live'], hasFreespins: false },
  { sysname: 'pixelfox', name: 'PixelFox', types: ['slot', 'fast'], hasFreespins: false },
  { sysname: 'bluestone', name: 'Bluestone Gaming', types: ['slot'], hasFreespins: true },
  { sysname: 'redlantern', name: 'Red Lantern', types: ['slot', 'casino'], hasFreespins: true },
  { sysname: 'aurora', name: 'Aurora Interactive', types: ['slot'], hasFreespins: false },
  { sysname: 'velvet_live', name: 'Velvet Live', types: ['live', 'casino'], hasFreespins: false },
  { sysname: 'rocketlab', name: 'Rocket Lab Games', types: ['fast'], hasFreespins: false },
  { sysname: 'caravan', name: 'Caravan Gaming', types: ['slot', 'fast'], hasFreespins: true },
  { sysname: 'omad_sport', name: 'Omad Sport', types: ['sportsbook'], hasFreespins: false },
];
