// common: what every page frame shows (menus, footer, payment and social logos, rating
// sites, flags), plus custom code, the confirm hint, offer options and locale detection.
import { media } from '../model';
import { footerLinkGroups, headerMenu, mobileBottomMenu, sidebarMenu } from './common-menus';
import { SUPPORT_EMAIL, SUPPORT_PHONE, SUPPORT_TELEGRAM, localizedSingle } from './localize';

const PAYMENT_METHODS = ['Uzcard', 'Humo', 'Visa', 'Mastercard', 'Payme', 'Click'];

const SOCIAL = [
  { name: 'Telegram', url: SUPPORT_TELEGRAM },
  { name: 'Instagram', url: 'https://www.instagram.com/omad.uz' },
  { name: 'Facebook', url: 'https://www.facebook.com/omad.uz' },
  { name: 'YouTube', url: 'https://www.youtube.com/@omad_uz' },
];

// A script that counts its runs on <html data-custom-…>: the page shows each entry ran, and
// ran once however the visitor moves around.
const countRuns = (attribute: string) =>
  `<script>(function () { var root = document.documentElement; root.dataset.${attribute} = String(Number(root.dataset.${attribute} || 0) + 1); })();</script>`;

// mf-content injects the enabled entries at their position, in this order, once per page
// load. The local seed has a harmless marker per position and two disabled ones that must
// never run; editors put analytics and such here. An entry that fails (a syntax error) is
// logged and the ones after it still run: mf-content/e2e/site-services.spec.ts adds one to
// what this content answers, so the seed's pages log no error.
const CUSTOM_CODE = [
  {
    isEnabled: true,
    position: 'head',
    code: `<meta name="omad-custom-code" content="head">${countRuns('customHead')}`,
  },
  {
    isEnabled: true,
    position: 'bodyStart',
    code: `<div hidden data-custom-code="bodyStart"></div>${countRuns('customBodyStart')}`,
  },
  {
    isEnabled: true,
    position: 'bodyEnd',
    code: `<div hidden data-custom-code="bodyEnd"></div>${countRuns('customBodyEnd')}`,
  },
  { isEnabled: false, position: 'head', code: countRuns('customDisabled') },
  {
    isEnabled: false,
    position: 'head',
    code: '<script async src="https://www.googletagmanager.com/gtm.js?id=GTM-OMAD000"></script>',
  },
];

export const common = localizedSingle((t) => ({
  headerMenu: headerMenu(t),
  sidebarMenu: sidebarMenu(t),
  mobileBottomMenu: mobileBottomMenu(t),
  footerLinkGroups: footerLinkGroups(t),
  footerLegalText: t(
    "Omad — faqat 18 yoshdan katta shaxslar uchun mo'ljallangan o'yin platformasi. Qimor o'yinlari qaramlikka olib kelishi mumkin: mas'uliyat bilan o'ynang va faqat yo'qotishga tayyor bo'lgan mablag'ni tiking. © 2025 Omad. Barcha huquqlar himoyalangan.",
    'Omad — игровая платформа только для лиц старше 18 лет. Азартные игры могут вызывать зависимость: играйте ответственно и ставьте только те деньги, которые готовы потерять. © 2025 Omad. Все права защищены.',
  ),
  paymentMethodInfo: PAYMENT_METHODS.map((name) => ({
    name,
    logo: media(`pay-${name.toLowerCase()}.svg`),
  })),
  socialItems: SOCIAL.map(({ name, url }) => ({
    name,
    url,
    icon: media(`social-${name.toLowerCase()}.svg`),
  })),
  customCode: CUSTOM_CODE,
  ratingSites: [
    { name: 'Casino Guru', url: 'https://casino.guru', logo: media('rating-casino-guru.svg') },
    {
      name: 'AskGamblers',
      url: 'https://www.askgamblers.com',
      logo: media('rating-askgamblers.svg'),
    },
  ],
  countryFlags: [
    { code: 'uz', icon: media('flag-uz.svg') },
    { code: 'ru', icon: media('flag-ru.svg') },
  ],
  confirmHint: {
    title: t('Kontaktingizni tasdiqlang', 'Подтвердите контакт'),
    text: t(
      'Hisobingiz xavfsizligi va yutuqlarni yechib olish uchun elektron pochta yoki telefon raqamingizni tasdiqlang.',
      'Подтвердите почту или телефон, чтобы защитить аккаунт и выводить выигрыши.',
    ),
    buttonTitle: t('Tasdiqlash', 'Подтвердить'),
  },
  offersOptions: {
    pageSize: 10,
    isShownToGuests: true,
    // Offer descriptions are free-form objects; these say which of their keys to show.
    descriptionKeys: {
      title: 'title',
      text: 'short_description',
      image: 'img_desktop',
      buttonTitle: 'button_text',
    },
  },
  // 'platform' lets a signed-in player's account locale win; 'cookie' follows the URL and cookie.
  localeDetectionStrategy: 'cookie',
  supportContacts: {
    phone: SUPPORT_PHONE,
    email: SUPPORT_EMAIL,
    telegram: SUPPORT_TELEGRAM,
    workingHours: t('Har kuni, kecha-kunduz', 'Ежедневно, круглосуточно'),
  },
}));
