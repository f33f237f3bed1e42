// Content owned by single features: the games hall (games-config), search (search-config),
// the loyalty programme (loyalty) and the home banners (banners).
import * as v from 'valibot';
import { flag, list, mediaUrl, optionalText, record } from './schema-kit';

/** How the games hall lays out its games (spec section 9, hall view types). */
export const HALL_VIEWS = ['grid', 'rows'] as const;
export type HallView = (typeof HALL_VIEWS)[number];

/** How one game tile looks (spec section 9, game item view types). */
export const GAME_ITEM_VIEWS = ['default', 'compact', 'wide'] as const;
export type GameItemView = (typeof GAME_ITEM_VIEWS)[number];

/** Full-screen option values of spec section 9. */
export const FULL_SCREEN_OPTIONS = ['all', 'messenger', 'product', 'none'] as const;
export type FullScreenOption = (typeof FULL_SCREEN_OPTIONS)[number];

/** `games-config`. */
export const GamesConfigSchema = record({
  /** Hall layout kind; an unknown value falls back to the grid. */
  hallView: v.fallback(v.picklist(HALL_VIEWS), 'grid'),
  /** Game tile kind; an unknown value falls back to the default tile. */
  itemView: v.fallback(v.picklist(GAME_ITEM_VIEWS), 'default'),
  /** Games per page of the hall. */
  pageSize: v.number(),
  /** Full-screen option: all, messenger, product or none. */
  fullScreenOption: v.picklist(FULL_SCREEN_OPTIONS),
  /** The games.get sysname that detects the sportsbook. */
  sportsbookSysname: v.string(),
  /** Game type tabs (all, casino, slot, live, fast) with labels. */
  gameTypes: list(record({ type: v.string(), label: v.string() })),
  /** Categories shown as hall filters. */
  categories: list(record({ slug: v.string(), label: v.string(), icon: mediaUrl })),
  /** Demo mode button and notice. */
  demoMode: record({ isEnabled: flag, buttonTitle: v.string(), notice: v.string() }),
  /** Short texts of the hall. */
  texts: record({
    playButton: v.string(),
    favouritesTitle: v.string(),
    favouritesEmpty: v.string(),
    loadMore: v.string(),
  }),
});
export type GamesConfig = v.InferOutput<typeof GamesConfigSchema>;

/** `search-config`. */
export const SearchConfigSchema = record({
  /** Characters typed before searching. */
  minQueryLength: v.number(),
  /** Pause after typing before a search call. */
  debounceMs: v.number(),
  maxResults: v.number(),
  placeholder: v.string(),
  emptyTitle: v.string(),
  emptyText: v.string(),
  popularTitle: v.string(),
  /** Suggested queries. */
  popularQueries: list(record({ query: v.string() })),
});
export type SearchConfig = v.InferOutput<typeof SearchConfigSchema>;

/** `loyalty`: texts and options of the loyalty programme. */
export const LoyaltyConfigSchema = record({
  title: v.string(),
  description: v.string(),
  /** What points are called ('Omad ballari'). */
  pointsAlias: v.string(),
  /** Where the chosen character is shown (spec section 9). */
  characterDisplayPlace: v.picklist(['profile', 'loyalty', 'both']),
  levels: list(record({ level: v.number(), name: v.string(), description: v.string() })),
  /** Shop texts; $$price$$ is filled in. */
  shop: record({
    title: v.string(),
    buyButton: v.string(),
    confirmText: v.string(),
    insufficientFundsText: v.string(),
  }),
  characters: record({ title: v.string(), changeConfirmText: v.string() }),
  faq: list(record({ question: v.string(), answer: v.string() })),
});
export type LoyaltyConfig = v.InferOutput<typeof LoyaltyConfigSchema>;

/** `banners`: a home slider banner of the current locale. */
export const CmsBannerSchema = record({
  id: v.number(),
  title: v.string(),
  subtitle: optionalText,
  buttonTitle: optionalText,
  /** Locale-free path the banner links to. */
  url: optionalText,
  /** Sort order, ascending. */
  position: v.number(),
  /** Shown only to guests. */
  isGuestOnly: flag,
  image: mediaUrl,
  startsAt: optionalText,
  /** ISO time after which the banner is hidden; null means no end. */
  finishedAt: optionalText,
  /** The page with the offer's terms. */
  termsPage: v.nullish(record({ slug: v.string(), title: v.string() }), null),
});
export type CmsBanner = v.InferOutput<typeof CmsBannerSchema>;
