// auth-config: social sign-in services, the banner of the auth dialog, the menu banner
// (spec section 3) and the allow-list a returning backUrl must match.
import { media } from '../model';
import { SITE_ORIGIN, localizedSingle } from './localize';

export const authConfig = localizedSingle((t) => ({
  socialServices: [
    {
      service: 'google',
      label: t('Google orqali kirish', 'Войти через Google'),
      icon: media('social-google.svg'),
    },
    {
      service: 'telegram',
      label: t('Telegram orqali kirish', 'Войти через Telegram'),
      icon: media('social-telegram.svg'),
    },
  ],
  authBanner: {
    isExist: true,
    label: t('Xush kelibsiz bonusi', 'Приветственный бонус'),
    value: '100%',
    addition: t(
      "5 000 000 so'mgacha + 100 ta bepul aylantirish",
      'до 5 000 000 сум + 100 фриспинов',
    ),
    image_360_520: media('auth-banner-360x520.svg'),
    image_735_240: media('auth-banner-735x240.svg'),
  },
  menuBanner: {
    isExist: true,
    subtitle: t('Har dushanba', 'Каждый понедельник'),
    title: t('10% gacha keshbek', 'Кешбэк до 10%'),
    buttonTitle: t('Batafsil', 'Подробнее'),
    // Locale-free path for signed-in players; empty sends them to the offers index.
    buttonSlug: '/promotions/weekly-cashback',
    image: media('menu-banner.svg'),
    publicSubtitle: t("Yangi o'yinchilar uchun", 'Для новых игроков'),
    publicTitle: t('100% bonus birinchi depozitga', '100% бонус на первый депозит'),
    publicButtonTitle: t("Ro'yxatdan o'tish", 'Зарегистрироваться'),
    publicImage: media('menu-banner-public.svg'),
  },
  // Origins a backUrl may point at after social sign-in; relative paths are always allowed.
  backUrlAllowList: [SITE_ORIGIN, 'https://www.omad.uz', 'https://t.me'],
}));
