// @omad/contract/api: the platform API client, its error catalogue, the entities it answers
// with and the method table the platform registers from. Listed by name; the wire's
// internals (query and form-data writers, the low-level caller) are not public.
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
  DecimalSchema,
  GameRoundModeSchema,
  GameRoundSchema,
  RoundFunds,
  RoundFundsSchema,
  RoundTotalsSchema,
  GameHistorySchema,
  HistoryExportStatus,
  HistoryExportSchema,
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
  DepositLimitPeriod,
  CashierStatus,
  isFinalStatus,
  RequisiteFieldSchema,
  PaymentMethodSchema,
  DepositSettingsSchema,
  WithdrawSettingsSchema,
  BankSchema,
  PaymentView,
  DepositStartSchema,
  CurrencyRatesSchema,
  NetDepositsSchema,
  CashierHistorySchema,
  BonusStatus,
  BonusSchema,
  CashbackStatus,
  CashbackSchema,
  FreespinPackSchema,
  LoyaltyInfoSchema,
  LoyaltyTrigger,
  LoyaltyNotificationSchema,
  OfferSchema,
  AcknowledgedSchema,
  PersonalDataFieldSchema,
  PersonalDataFieldsSchema,
  PhoneCountrySchema,
  ContactPhoneSettingsSchema,
  AccountSessionSchema,
  TwoFactorChangeSchema,
  VerificationStatus,
  VerificationApplicantSchema,
  VerificationAccessSchema,
  VerificationFrameMessage,
  LimitPeriod,
  DepositLimitRuleSchema,
  ExclusionPeriod,
  TIMEOUT_PERIODS,
  SELF_EXCLUSION_PERIODS,
  ExclusionSchema,
  REALITY_CHECK_MINUTES,
  ResponsibleGamingSchema,
  SessionSummarySchema,
  AccountNotificationSchema,
  AccountNotificationPageSchema,
  CompetitionGameSchema,
  JackpotSchema,
  WinKind,
  WinSchema,
  TournamentStatus,
  TournamentRule,
  TournamentPrizeSchema,
  TournamentSchema,
  LeaderboardRowSchema,
  LeaderboardSchema,
} from './entities';
export type {
  Money,
  Balances,
  UserAccount,
  GeneralInfo,
  Game,
  GameRound,
  GameRoundMode,
  RoundFundsKind,
  RoundTotals,
  GameHistory,
  HistoryExport,
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
  CashierStatusName,
  CashierTransaction,
  RequisiteField,
  PaymentMethod,
  DepositSettings,
  WithdrawSettings,
  Bank,
  PaymentViewName,
  DepositStart,
  CurrencyRates,
  NetDeposits,
  CashierHistory,
  Bonus,
  Cashback,
  FreespinPack,
  LoyaltyInfo,
  LoyaltyNotification,
  Offer,
  PersonalDataField,
  PersonalDataFields,
  PhoneCountry,
  ContactPhoneSettings,
  AccountSession,
  TwoFactorChange,
  VerificationStatusName,
  VerificationApplicant,
  VerificationAccess,
  LimitPeriodName,
  DepositLimitRule,
  ExclusionPeriodName,
  Exclusion,
  ResponsibleGaming,
  SessionSummary,
  AccountNotification,
  AccountNotificationPage,
  CompetitionGame,
  Jackpot,
  Win,
  TournamentStatusValue,
  TournamentRuleValue,
  TournamentPrize,
  Tournament,
  LeaderboardRow,
  Leaderboard,
} from './entities';

// The client: the shell builds it, every remote gets it in its props, the edge makes its
// page reads with it. How it writes the wire (query, form data, verbs) stays inside.
export { createApi } from './create-api';
export type { Api } from './create-api';
export type { ApiClientOptions } from './client';
export { createFirstReads } from './first-reads';
export type { FirstRead, FirstReads } from './first-reads';
export type { Page, PageParams } from './methods';

// The method table and API version the client sends with, for the platform that answers.
export { API_METHODS } from './methods';
export type { ApiMethodName } from './methods';
export { API_VERSION } from './client';

export type { NewContact, PasswordChange, UnsubscribeRequest } from './account';
export { VerificationTokenSchema } from './auth';
export type { LoginCredentials, MessengerRegistration, VerificationToken } from './auth';
export type { BonusQuery, CashbackQuery, FreespinQuery } from './bonuses';
export { PopupKind, PopupSchema, PopupListSchema } from './campaigns';
export type { PromoCodeActivation, PopupQuery, Popup, PopupList } from './campaigns';
export { newIdempotencyKey } from './cashier';
export type { DepositRequest, WithdrawalRequest, HistoryType, HistoryQuery } from './cashier';
export { GAME_TYPES, GameFrameMessage, gameFrameMessageOf, HISTORY_EXPORT_MAX_DAYS } from './games';
export type {
  GameType,
  GamesQuery,
  GameHistoryQuery,
  HistoryExportPeriod,
  ProvidersQuery,
  WinnersQuery,
  TournamentsQuery,
  LeaderboardQuery,
} from './games';
export { StoredValuesSchema } from './site';
export type { BannerQuery, PlatformEvent } from './site';
export { CHAT_KINDS, isChatKind, SupportSettingsSchema, FEEDBACK_LIMITS } from './support';
export type { ChatKind, SupportSettings, Feedback, ChatEvent } from './support';
