// Where the storefront runs, for the games-config full-screen option (spec section 9):
//   all       the full-screen button everywhere;
//   messenger only inside the messenger mini-app (its launch data in the hash, or the
//             messenger's web view bridge; remembered for the tab once seen);
//   product   only inside the operator's own app: an installed PWA (display-mode
//             standalone, iOS home-screen mode) or an Android web view;
//   none      never.
import { safeSessionStorage, type SafeStorage } from '@omad/contract';
import type { FullScreenOption } from '@omad/contract/cms';

export type LaunchContext = Readonly<{ messenger: boolean; product: boolean }>;

const MESSENGER_KEY = 'omad:gamehall:messenger-launch';

type Host = Readonly<{
  hash: string;
  userAgent: string;
  standalone: boolean;
  /** The messenger's native web view exposes a bridge object on window. */
  messengerBridge: boolean;
}>;

const hostOf = (win: Window): Host => {
  const nav = win.navigator as Navigator & { standalone?: boolean };
  const bridged = win as Window & { TelegramWebviewProxy?: unknown };
  return {
    hash: win.location.hash,
    userAgent: nav.userAgent,
    standalone:
      nav.standalone === true ||
      (typeof win.matchMedia === 'function' &&
        win.matchMedia('(display-mode: standalone)').matches),
    messengerBridge: bridged.TelegramWebviewProxy !== undefined,
  };
};

export const launchContextOf = (
  host: Host,
  storage: SafeStorage = safeSessionStorage,
): LaunchContext => {
  const launched = host.hash.includes('tgWebAppData') || host.messengerBridge;
  if (launched) storage.setItem(MESSENGER_KEY, '1');
  const messenger = launched || storage.getItem(MESSENGER_KEY) === '1';
  // Android web views mark themselves with "; wv)" in the user agent.
  const product = host.standalone || /;\s*wv\)/.test(host.userAgent);
  return { messenger, product };
};

export const currentLaunchContext = (): LaunchContext =>
  typeof window === 'undefined'
    ? { messenger: false, product: false }
    : launchContextOf(hostOf(window));

export const fullscreenAllowed = (option: FullScreenOption, context: LaunchContext): boolean => {
  switch (option) {
    case 'all':
      return true;
    case 'messenger':
      return context.messenger;
    case 'product':
      return context.product;
    case 'none':
      return false;
  }
};
