// The method table of spec section 7: every platform method, spelled as on the wire, with
// its HTTP verb. The client's namespaces and the reference platform both register from it,
// so a misspelt name or a verb one side chose on its own fails typecheck.
import type * as v from 'valibot';
import type { FormFields, QueryParams } from './wire';

/** The HTTP verbs of the platform wire. */
export type ApiVerb = 'GET' | 'POST';

/**
 * Each method with its HTTP verb: GET unless the spec notes POST. A GET method sends its
 * fields in the query string; a POST method in a form-data body, and the platform refuses
 * it over GET.
 */
export const API_METHODS = {
  'account.addcontact': 'POST',
  'account.changefakename': 'POST',
  'account.changelocale': 'POST',
  'account.changepassword': 'POST',
  'account.changeSubscription': 'POST',
  'account.changeTwoFactorAuth': 'POST',
  'account.confirmContact': 'POST',
  'account.confirmTwoFactorAuth': 'POST',
  'account.getContactPhoneSettings': 'GET',
  'account.getNotifications': 'GET',
  'account.getcurrencyrates': 'GET',
  'account.getDepositLimit': 'GET',
  'account.getInfo': 'GET',
  'account.getBalance': 'GET',
  'account.getPersonalDataFields': 'GET',
  'account.getprofileinfo': 'GET',
  'account.getSessions': 'GET',
  'account.closeOtherSessions': 'POST',
  'account.readNotifications': 'POST',
  'account.saveProfileInfo': 'POST',
  'account.sendconfirmationtocontact': 'POST',
  'account.setUserOnVerification': 'POST',
  'account.setCurrency': 'POST',
  'account.unsubscribe': 'POST',
  'auth.login': 'POST',
  'auth.logout': 'GET',
  'auth.restore': 'POST',
  'auth.checkRestoreToken': 'GET',
  'auth.resetPassword': 'POST',
  'auth.register': 'POST',
  'banners.get': 'GET',
  'bettingBonuses.activate': 'POST',
  'bettingBonuses.get': 'GET',
  'bettingBonuses.remove': 'POST',
  'bonuses.activate': 'POST',
  'bonuses.deactivate': 'POST',
  'bonuses.get': 'GET',
  'bonuses.remove': 'POST',
  'campaigns.activateOffer': 'POST',
  'campaigns.checkPromocode': 'POST',
  'campaigns.getoffers': 'GET',
  'campaigns.takepromotions': 'POST',
  'cashbacks.get': 'GET',
  'cashbacks.payout': 'POST',
  'cashbacks.remove': 'POST',
  'cashier.cancelwithdrawal': 'POST',
  'cashier.getbanks': 'GET',
  'cashier.getdepositinfo': 'GET',
  'cashier.getdepositsettings': 'GET',
  'cashier.gethistory': 'GET',
  'cashier.getwithdrawsettings': 'GET',
  'cashier.makedeposit': 'POST',
  'cashier.makewithdrawal': 'POST',
  'freespins.get': 'GET',
  'chat.storeChatEvent': 'POST',
  'games.get': 'GET',
  'games.getLikes': 'GET',
  'games.addLike': 'POST',
  'games.removeLike': 'POST',
  'games.getCategories': 'GET',
  'games.getProviders': 'GET',
  'games.getHistory': 'GET',
  'games.gethistoryexportrequest': 'GET',
  'games.createhistoryexportrequest': 'POST',
  'jackpots.get': 'GET',
  'jackpots.getWinners': 'GET',
  'leaderboard.get': 'GET',
  'loyalty.buyproduct': 'POST',
  'loyalty.getcharacters': 'GET',
  'loyalty.getinfo': 'GET',
  'loyalty.getnotifications': 'GET',
  'loyalty.getproducts': 'GET',
  'loyalty.setcharacter': 'POST',
  'loyalty.getPrograms': 'GET',
  'loyalty.getProgram': 'GET',
  'metadata.get': 'GET',
  'metadata.getgeneralinfo': 'GET',
  'popups.get': 'GET',
  'responsibleGaming.get': 'GET',
  'responsibleGaming.getSessionSummary': 'GET',
  'responsibleGaming.setDepositLimit': 'POST',
  'responsibleGaming.cancelLimitChange': 'POST',
  'responsibleGaming.setRealityCheck': 'POST',
  'responsibleGaming.exclude': 'POST',
  'storage.get': 'GET',
  'storage.getKeys': 'GET',
  'storage.set': 'POST',
  'verification.createApplicant': 'POST',
  'verification.getAccessToken': 'POST',
  'support.getsettings': 'GET',
  'support.sendFeedback': 'POST',
  'tournaments.get': 'GET',
  'tournaments.participate': 'POST',
  'events.handle': 'GET',
} as const satisfies Readonly<Record<string, ApiVerb>>;

/** A platform method name, e.g. `account.getInfo`. */
export type ApiMethodName = keyof typeof API_METHODS;

/** The verb the table gives method `M`. */
export type VerbOf<M extends ApiMethodName> = (typeof API_METHODS)[M];

/** The methods the table sends with POST. */
export type PostMethodName = {
  [M in ApiMethodName]: VerbOf<M> extends 'POST' ? M : never;
}[ApiMethodName];

/**
 * What a namespace function may send: query params to a GET method, form fields to a POST
 * one. The verb itself is never an option; it comes from the table.
 */
export type MethodCallOptions<M extends ApiMethodName> = (M extends PostMethodName
  ? Readonly<{ body?: FormFields; params?: never }>
  : Readonly<{ params?: QueryParams; body?: never }>) &
  Readonly<{ schema?: v.GenericSchema }>;

/** The caller the namespace modules use: only the table's methods, each with its verb. */
export interface MethodCaller {
  <M extends ApiMethodName, S extends v.GenericSchema>(
    method: M,
    options: MethodCallOptions<M> & { readonly schema: S },
  ): Promise<v.InferOutput<S>>;
  <M extends ApiMethodName>(method: M, options?: MethodCallOptions<M>): Promise<unknown>;
}

/** The `offset`/`count` pair of list methods. */
export type PageParams = Readonly<{
  /** Items to skip. */
  offset?: number;
  /** Items to return. */
  count?: number;
}>;

/** One page of a list answer (`data.items` plus the total count). */
export type Page<T> = Readonly<{ items: T[]; count: number }>;
