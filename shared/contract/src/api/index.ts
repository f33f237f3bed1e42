// @omad/contract/api: the platform API client, its error catalogue and the entities it
// answers with. Everything a remote may use is listed here by name.
export { ErrorType, isErrorType, TwoFactorMessage, PlatformError, isPlatformError } from './errors';
export type { ErrorTypeName, PlatformErrorBody } from './errors';

export {
  MoneySchema,
  BalancesSchema,
  UserAccountSchema,
  GeneralInfoSchema,
  GameDescriptionSchema,
  GameSchema,
  pageOf,
  GameCategorySchema,
  ProviderSchema,
  BannerSchema,
  AuthResultSchema,
  ContactSchema,
  ProfileDocumentSchema,
  ProfileSchema,
  DepositSchema,
  DepositLimitSchema,
  DepositInfoSchema,
  HistoryItemSchema,
  CashbackStatus,
  CashbackSchema,
  FreespinPackSchema,
  LoyaltyInfoSchema,
  LoyaltyTrigger,
  LoyaltyNotificationSchema,
  OfferSchema,
} from './entities';
export type {
  Money,
  Balances,
  UserAccount,
  GeneralInfo,
  Game,
  GameCategory,
  Provider,
  Banner,
  AuthResult,
  Contact,
  Profile,
  Deposit,
  DepositLimit,
  DepositInfo,
  HistoryItem,
  Cashback,
  FreespinPack,
  LoyaltyInfo,
  LoyaltyNotification,
  Offer,
} from './entities';

export { API_VERSION, detectFrame } from './client';
export type { ApiClientOptions, CallOptions, Caller } from './client';
export { buildFormData, toQuery } from './wire';
export type { FormFields, QueryParams } from './wire';
export { API_METHODS } from './methods';
export type { ApiMethodName, MethodCaller, Page, PageParams } from './methods';
export { createApi } from './create-api';
export type { Api } from './create-api';

export type { NewContact } from './account';
export { VerificationTokenSchema } from './auth';
export type { LoginCredentials, MessengerRegistration, VerificationToken } from './auth';
export type { BonusQuery, CashbackQuery, FreespinQuery } from './bonuses';
export type { PromoCodeActivation, PopupQuery } from './campaigns';
export type { DepositRequest, HistoryType, HistoryQuery } from './cashier';
export type { GameType, GamesQuery, ProvidersQuery } from './games';
export { StoredValuesSchema } from './site';
export type { BannerQuery, ChatEvent, PlatformEvent } from './site';
