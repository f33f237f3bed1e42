// The platform's RPC methods by area, in the order the registry takes them (the contract's
// method table names and verbs them).
import type { MethodHandlers } from './http/rpc';
import { accountMethods } from './methods/account';
import { contactSettingsMethods } from './methods/account-contact-settings';
import { contactsMethods } from './methods/account-contacts';
import { notificationsMethods } from './methods/account-notifications';
import { profileMethods } from './methods/account-profile';
import { securityMethods } from './methods/account-security';
import { sessionsMethods } from './methods/account-sessions';
import { unsubscribeMethods } from './methods/account-unsubscribe';
import { walletMethods } from './methods/account-wallet';
import { authMethods } from './methods/auth';
import { bannersMethods } from './methods/banners';
import { bonusesMethods } from './methods/bonuses';
import { campaignsMethods } from './methods/campaigns';
import { offersMethods } from './methods/campaigns-offers';
import { cashbacksMethods } from './methods/cashbacks';
import { cashbacksListMethods } from './methods/cashbacks-list';
import { cashierMethods } from './methods/cashier';
import { depositMethods } from './methods/cashier-deposits';
import { chatMethods } from './methods/chat';
import { eventsMethods } from './methods/events';
import { gamesMethods } from './methods/games';
import { historyExportsMethods } from './methods/games-history-exports';
import { jackpotsMethods } from './methods/jackpots';
import { leaderboardMethods } from './methods/leaderboard';
import { loyaltyMethods } from './methods/loyalty';
import { metadataMethods } from './methods/metadata';
import { popupsMethods } from './methods/popups';
import { responsibleGamingMethods } from './methods/responsible-gaming';
import { storageMethods } from './methods/storage';
import { supportMethods } from './methods/support';
import { tournamentsMethods } from './methods/tournaments';
import { verificationMethods } from './methods/verification';

/**
 * Every area's RPC handlers; a new area of the API is one more file and one more line here.
 * Names and verbs come from the contract's method table (`API_METHODS`).
 */
export const METHOD_AREAS: readonly MethodHandlers[] = [
  authMethods,
  accountMethods,
  profileMethods,
  contactsMethods,
  campaignsMethods,
  eventsMethods,
  metadataMethods,
  gamesMethods,
  historyExportsMethods,
  bannersMethods,
  storageMethods,
  cashierMethods,
  depositMethods,
  walletMethods,
  offersMethods,
  cashbacksListMethods,
  bonusesMethods,
  cashbacksMethods,
  jackpotsMethods,
  tournamentsMethods,
  leaderboardMethods,
  popupsMethods,
  supportMethods,
  chatMethods,
  unsubscribeMethods,
  loyaltyMethods,
  contactSettingsMethods,
  securityMethods,
  sessionsMethods,
  notificationsMethods,
  responsibleGamingMethods,
  verificationMethods,
];
