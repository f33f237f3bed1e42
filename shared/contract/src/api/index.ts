// @omad/contract/api: the platform API client, its error catalogue and the entities it
// answers with. Everything a remote may use is listed here by name.
export {
  ErrorType,
  isErrorType,
  FieldErrorCode,
  TwoFactorMessage,
  AuthMessage,
  PlatformError,
  isPlatformError,
} from './errors';
export type { ErrorTypeName, FieldErrorCodeName, PlatformErrorBody } from './errors';

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
  AcknowledgedSchema,
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
export { createFirstReads } from './first-reads';
export type { FirstRead, FirstReads } from './first-reads';
export type { ApiClientOptions, CallOptions, Caller } from './client';
export { buildFormData, toQuery } from './wire';
export type { FormFields, QueryParams } from './wire';
export { API_METHODS } from './methods';
export type { ApiMethodName, MethodCaller, Page, PageParams } from './methods';
export { createApi } from './create-api';
export type { Api } from './create-api';

export type { NewContact, UnsubscribeRequest } from './account';
export { VerificationTokenSchema } from './auth';
export type { LoginCredentials, MessengerRegistration, VerificationToken } from './auth';
export type { BonusQuery, CashbackQuery, FreespinQuery } from './bonuses';
export { PopupKind, PopupSchema, PopupListSchema } from './campaigns';
export type { PromoCodeActivation, PopupQuery, Popup, PopupList } from './campaigns';
export type { DepositRequest, HistoryType, HistoryQuery } from './cashier';
export type { GameType, GamesQuery, ProvidersQuery } from './games';
export { StoredValuesSchema } from './site';
export type { BannerQuery, PlatformEvent } from './site';
export { CHAT_KINDS, isChatKind, SupportSettingsSchema, FEEDBACK_LIMITS } from './support';
export type { ChatKind, SupportSettings, Feedback, ChatEvent } from './support';
