// createApi: the one platform client the shell builds and hands to every remote in its
// props; each namespace is a group of typed methods over the same `call`.
import type * as v from 'valibot';
import { accountApi } from './account';
import { authApi, verificationApi } from './auth';
import { bettingBonusesApi, bonusesApi, cashbacksApi, freespinsApi } from './bonuses';
import { campaignsApi, popupsApi } from './campaigns';
import { cashierApi } from './cashier';
import { createCaller } from './client';
import type { ApiClientOptions, Caller, CallOptions } from './client';
import { gamesApi, jackpotsApi, leaderboardApi, tournamentsApi } from './games';
import { loyaltyApi } from './loyalty';
import { API_METHODS } from './methods';
import type { ApiMethodName, MethodCallOptions, MethodCaller } from './methods';
import { responsibleGamingApi } from './responsible-gaming';
import { bannersApi, eventsApi, metadataApi, storageApi } from './site';
import { chatApi, supportApi } from './support';

/** A caller for the table's methods that sends each with the verb API_METHODS gives it. */
export const withListedVerbs = (call: Caller): MethodCaller => {
  function methodCall<M extends ApiMethodName, S extends v.GenericSchema>(
    method: M,
    options: MethodCallOptions<M> & { readonly schema: S },
  ): Promise<v.InferOutput<S>>;
  function methodCall<M extends ApiMethodName>(
    method: M,
    options?: MethodCallOptions<M>,
  ): Promise<unknown>;
  function methodCall(method: ApiMethodName, options: CallOptions = {}): Promise<unknown> {
    return call(method, { ...options, post: API_METHODS[method] === 'POST' });
  }
  return methodCall;
};

/** Builds the platform client; `call` reaches any method, the namespaces are typed. */
export const createApi = (options: ApiClientOptions) => {
  const call = createCaller(options);
  const methodCall = withListedVerbs(call);
  return {
    /** The escape hatch: any method, with explicit params, body, verb and schema. */
    call,
    account: accountApi(methodCall),
    auth: authApi(methodCall),
    banners: bannersApi(methodCall),
    bettingBonuses: bettingBonusesApi(methodCall),
    bonuses: bonusesApi(methodCall),
    campaigns: campaignsApi(methodCall),
    cashbacks: cashbacksApi(methodCall),
    cashier: cashierApi(methodCall),
    freespins: freespinsApi(methodCall),
    chat: chatApi(methodCall),
    games: gamesApi(methodCall),
    jackpots: jackpotsApi(methodCall),
    leaderboard: leaderboardApi(methodCall),
    loyalty: loyaltyApi(methodCall),
    metadata: metadataApi(methodCall),
    popups: popupsApi(methodCall),
    responsibleGaming: responsibleGamingApi(methodCall),
    storage: storageApi(methodCall),
    verification: verificationApi(methodCall),
    support: supportApi(methodCall),
    tournaments: tournamentsApi(methodCall),
    events: eventsApi(methodCall),
  };
};

/** The platform client every remote receives. */
export type Api = ReturnType<typeof createApi>;
