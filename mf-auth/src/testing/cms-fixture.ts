// Test fixture: the other CMS single types the auth features read (cashier currencies and
// the registration hint, site toggles, social services), in the shape of the seed.
import type { AuthConfig, CashierConfig, SiteConfig } from '@omad/contract/cms';

export const cashierConfig: CashierConfig = {
  currencies: [
    { code: 'UZS', symbol: "so'm" },
    { code: 'USD', symbol: '$' },
    { code: 'RUB', symbol: '₽' },
  ],
  depositAmounts: [],
  defaultDepositButtonState: 'enabled',
  depositView: 'container',
  withdrawalCancelEnabled: true,
  depositButtonLabel: "To'ldirish",
  depositButtonIcon: null,
  registrationHint: {
    isEnabled: true,
    title: 'Birinchi depozitga bonus',
    text: "Hisobingizni 2 soat ichida to'ldiring.",
    buttonTitle: "To'ldirish",
  },
};

export const siteConfig = (confirmEmailPopup: boolean): SiteConfig => ({
  siteName: 'Omad',
  features: {
    twoFactor: true,
    identityVerificationProvider: 'none',
    responsibleGaming: true,
    betHistory: true,
    loyalty: true,
    characters: true,
    confirmEmailPopup,
  },
  balanceRefresh: {
    intervalMs: 10_000,
    clickDelayMs: 1_000,
    stopAfterMs: 300_000,
    isIntervalRefreshEnabled: false,
    isClickRefreshEnabled: false,
    isTurnOffEnabled: true,
  },
  hints: { registrationHintMs: 7_200_000, confirmHintMs: 432_000_000 },
  notifications: { toastDurationMs: 5_000, notificationDurationMs: 5_000, soundVolume: 0.5 },
  maintenance: null,
  withdrawalErrorLinks: null,
});

export const authConfig: AuthConfig = {
  socialServices: [
    { service: 'google', label: 'Google orqali kirish', icon: null },
    { service: 'telegram', label: 'Telegram orqali kirish', icon: null },
  ],
  authBanner: {
    isExist: false,
    label: '',
    value: '',
    addition: '',
    image_360_520: null,
    image_735_240: null,
  },
  menuBanner: {
    isExist: false,
    subtitle: '',
    title: '',
    buttonTitle: '',
    buttonSlug: null,
    image: null,
    publicSubtitle: '',
    publicTitle: '',
    publicButtonTitle: '',
    publicImage: null,
  },
  backUrlAllowList: ['https://omad.uz', 'https://t.me'],
};
