// Which remote fills which layout slot, and which slots a layout mounts on its first render
// (ownership in docs/architecture.md). Plain data, so the edge can tell from a page's path
// which remote modules it will load (routing/routes-file.ts, published as routes.json).
import type { LayoutName, RemoteApp, SlotName } from '@omad/contract';

export type SlotOwner = Readonly<{ app: RemoteApp; expose: string }>;

export const SLOT_OWNERS: Readonly<Record<SlotName, SlotOwner>> = {
  'header-nav': { app: 'mf-content', expose: './header-nav' },
  'header-account': { app: 'mf-auth', expose: './header-account' },
  footer: { app: 'mf-content', expose: './footer' },
  sidebar: { app: 'mf-content', expose: './sidebar' },
  'bottom-menu': { app: 'mf-content', expose: './bottom-menu' },
  'header-search': { app: 'mf-gamehall', expose: './header-search' },
  'home-games': { app: 'mf-gamehall', expose: './home-games' },
  'home-jackpots': { app: 'mf-gamehall', expose: './home-jackpots' },
  'home-winners': { app: 'mf-gamehall', expose: './home-winners' },
  'profile-loyalty': { app: 'mf-loyalty', expose: './profile-loyalty' },
  'site-services': { app: 'mf-content', expose: './site-services' },
  'account-services': { app: 'mf-profile', expose: './account-services' },
  'account-hints': { app: 'mf-auth', expose: './account-hints' },
};

/**
 * The slots whose widget loads once it comes near the viewport (below the fold on a page's
 * load, most of the time): their skeletons hold their place until then.
 */
export const NEAR_VIEW_SLOTS: readonly SlotName[] = ['footer', 'home-jackpots', 'home-winners'];

/**
 * The slots each layout mounts at once (layout-frame.tsx, shell-root.tsx): the footer, drawn
 * too, loads when near the viewport (NEAR_VIEW_SLOTS), and the sidebar
 * lives in the menu drawer and mounts only when the drawer opens.
 */
export const FIRST_RENDER_SLOTS: Readonly<Record<LayoutName, readonly SlotName[]>> = {
  default: ['header-nav', 'header-search', 'header-account', 'bottom-menu', 'site-services'],
  game: ['header-nav', 'header-search', 'header-account', 'site-services'],
  empty: ['site-services'],
  'svg-sprite': ['site-services'],
};
