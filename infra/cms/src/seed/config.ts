// config: the site config read by the shell at start, with the feature toggles of spec
// section 6 and the timing constants of spec section 9 that editors may tune.
import { localizedSingle } from './localize';

export const config = localizedSingle((t) => ({
  siteName: 'Omad',
  features: {
    twoFactor: true,
    // 'sumsub' turns identity verification on; 'none' hides it.
    identityVerificationProvider: 'sumsub',
    responsibleGaming: true,
    betHistory: true,
    loyalty: true,
    characters: true,
    confirmEmailPopup: true,
  },
  balanceRefresh: {
    intervalMs: 10_000,
    clickDelayMs: 1_000,
    stopAfterMs: 300_000,
    isIntervalRefreshEnabled: false,
    isClickRefreshEnabled: false,
    isTurnOffEnabled: true,
  },
  hints: {
    registrationHintMs: 7_200_000,
    confirmHintMs: 432_000_000,
  },
  notifications: {
    toastDurationMs: 5_000,
    notificationDurationMs: 5_000,
    soundVolume: 0.5,
  },
  maintenance: {
    isEnabled: false,
    title: t('Texnik ishlar olib borilmoqda', 'Идут технические работы'),
    text: t(
      "Saytni yaxshilayapmiz. Tez orada qaytamiz — hisobingiz va mablag'laringiz xavfsiz.",
      'Мы улучшаем сайт и скоро вернёмся — ваш счёт и средства в безопасности.',
    ),
  },
  // Buttons on withdrawal errors that need a confirmed contact or identity check (spec section 8).
  withdrawalErrorLinks: {
    confirmContactUrl: '/profile/settings',
    confirmContactLabel: t('Kontaktni tasdiqlash', 'Подтвердить контакт'),
    verificationUrl: '/profile/verification',
    verificationLabel: t('Shaxsni tasdiqlash', 'Пройти верификацию'),
    profileUrl: '/profile/settings',
    profileLabel: t("Profilni to'ldirish", 'Заполнить профиль'),
  },
}));
