// The one place this package reaches into the shared contract. The contract's public
// `@omad/contract/api` entry does not exist yet; when it does, only these lines change.
export { ErrorType, TwoFactorMessage } from '../../../shared/contract/src/api/errors';
export type { ErrorTypeName, PlatformErrorBody } from '../../../shared/contract/src/api/errors';
export {
  BalancesSchema,
  BannerSchema,
  GameCategorySchema,
  GameSchema,
  GeneralInfoSchema,
  ProviderSchema,
  UserAccountSchema,
  pageOf,
} from '../../../shared/contract/src/api/entities';
export type {
  Balances,
  Banner,
  Game,
  GameCategory,
  GeneralInfo,
  Provider,
  UserAccount,
} from '../../../shared/contract/src/api/entities';
