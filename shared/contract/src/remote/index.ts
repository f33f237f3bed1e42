export { createRemoteApp } from './create-remote-app';
export type {
  RemoteAppOptions,
  RemoteLifecycles,
  RemoteResources,
  Translation,
} from './create-remote-app';
export { useRemoteProps, useSession } from './context';
export { PlaceholderPage, PlaceholderRoutes } from './placeholder-page';
export { useForm } from './use-form';
export { platformFormErrors } from './form-errors';
export type { FieldCodeTexts, PlatformErrorTexts } from './form-errors';
export { usePageSeo } from './use-page-seo';
export { lazyComponent, lazyPage } from './lazy-page';
export { PageLoading, pageRoutes } from './page-routes';
export type { PageRoutes } from './page-routes';
export { definePages, firstScreensOf } from '../pages/define-pages';
export type { LazyPage } from './lazy-page';
export { firstScreenTranslators } from './first-screen-texts';
export type { FieldBinding, FieldErrors, FormApi, FormValue, FormValues } from './use-form';
export { useCurrencySymbols, useValidationMessages } from './use-cms';
export { cmsKey, cmsQuery, useCms } from './cms-queries';
export type { CmsReader } from './cms-queries';
export { usePageLink } from './use-page-link';
export {
  createQueryClient,
  invalidatePlatform,
  mergeById,
  pagedQuery,
  pagedRows,
  platformKey,
  platformQuery,
} from './platform-queries';
export type { PlatformMethod } from './platform-queries';
export { useFormatMoney } from './use-format-money';
export type { FormatMoney } from './use-format-money';
export {
  planForm,
  initialValues,
  submission,
  offeredCurrencies,
  validatorTypeOf,
} from './cms-form';
export type { Choice, Currency, FormPlan, PlannedField } from './cms-form';
export { CmsFormField, maskInput } from './cms-form-field';
export type { PageLinkProps } from './use-page-link';
export { useRefreshBalance } from './use-refresh-balance';
export { acceptedOrigins, useFrameMessages } from './use-frame-messages';
export type { FrameMessageHandlers } from './use-frame-messages';
export { askConfirm } from './ask-confirm';
export type { ConfirmQuestion } from './ask-confirm';
export {
  BonusCard,
  CashbackCard,
  RewardStatus,
  REWARDS_TEXTS,
  rewardFailure,
  rewardTitle,
  useActiveBonusId,
  useBonusActions,
  useCashbackActions,
  useRewardsTranslation,
} from './rewards';
export type { BonusKind } from './rewards';
export {
  FALLBACK_PROMO_ERROR,
  activatePromoCode,
  promoErrorCode,
  promoErrorText,
} from './promo-code';
export type { CmsErrorTexts, PromoOutcome } from './promo-code';
