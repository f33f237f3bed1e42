// settings-seo: site-wide SEO defaults and structured data (spec section 3, SEO settings).
import { media } from '../model';
import {
  SITE_ORIGIN,
  SUPPORT_EMAIL,
  SUPPORT_PHONE,
  SUPPORT_TELEGRAM,
  localizedSingle,
} from './localize';

export const settingsSeo = localizedSingle((t, locale) => ({
  title: t('Omad — onlayn kazino va sport tikishlari', 'Omad — онлайн-казино и ставки на спорт'),
  description: t(
    "Omad: 3000 dan ortiq slotlar, jonli kazino va sport tikishlari. Uzcard, Humo, Payme va Click orqali tez to'lovlar, o'zbek va rus tillarida 24/7 yordam.",
    'Omad: более 3000 слотов, live-казино и ставки на спорт. Быстрые платежи через Uzcard, Humo, Payme и Click, поддержка 24/7 на узбекском и русском.',
  ),
  metaTags: [
    {
      name: 'keywords',
      content: t(
        'onlayn kazino, slotlar, sport tikishlari, jekpot, bonus, Omad',
        'онлайн-казино, слоты, ставки на спорт, джекпот, бонус, Omad',
      ),
    },
    { name: 'theme-color', content: '#0b3b2e' },
    { name: 'format-detection', content: 'telephone=no' },
  ],
  robots: [
    {
      userAgent: '*',
      allow: ['/'],
      // Rules are for locale-free paths. A disallow with a query wildcard makes matching pages
      // "noindex, follow" (spec section 9); the private areas get "noindex, nofollow".
      disallow: [
        '/profile',
        '/cashier',
        '/confirmation',
        '/unsubscribe',
        '/*?*track_id=',
        '/*?*sort=',
      ],
    },
  ],
  canonicalUrl: locale === 'uz' ? SITE_ORIGIN : `${SITE_ORIGIN}/ru`,
  openGraph: {
    type: 'website',
    siteName: 'Omad',
    ogLocale: t('uz_UZ', 'ru_RU'),
    title: t("Omad — omadingizni sinab ko'ring", 'Omad — испытайте удачу'),
    description: t(
      'Xush kelibsiz bonusi 100% gacha va har hafta keshbek.',
      'Приветственный бонус до 100% и еженедельный кешбэк.',
    ),
    image: media('omad-og.svg'),
  },
  faq: [
    {
      question: t("Qanday ro'yxatdan o'taman?", 'Как зарегистрироваться?'),
      answer: t(
        "«Ro'yxatdan o'tish» tugmasini bosing, telefon raqamingiz yoki elektron pochtangizni kiriting, parol o'ylab toping va valyutani tanlang. Bu bir daqiqadan kam vaqt oladi.",
        'Нажмите «Регистрация», укажите номер телефона или электронную почту, придумайте пароль и выберите валюту. Это займёт меньше минуты.',
      ),
    },
    {
      question: t("Hisobni qanday to'ldiraman?", 'Как пополнить счёт?'),
      answer: t(
        "Kassa bo'limida Uzcard, Humo, Visa, Mastercard, Payme yoki Click usulini tanlang. Pul odatda bir necha soniyada tushadi.",
        'В разделе «Касса» выберите Uzcard, Humo, Visa, Mastercard, Payme или Click. Деньги обычно зачисляются за несколько секунд.',
      ),
    },
    {
      question: t('Yutuqni qancha vaqtda yechib olaman?', 'Как быстро выводятся выигрыши?'),
      answer: t(
        "Tasdiqlangan hisoblar uchun so'rovlar 15 daqiqadan 24 soatgacha ko'rib chiqiladi.",
        'Для верифицированных счетов заявки обрабатываются от 15 минут до 24 часов.',
      ),
    },
  ],
  article: {
    headline: t('Omad kazinosi haqida', 'О казино Omad'),
    description: t(
      "Omad — O'zbekiston o'yinchilari uchun yaratilgan onlayn kazino va bukmeker.",
      'Omad — онлайн-казино и букмекер, созданные для игроков из Узбекистана.',
    ),
    image: media('omad-og.svg'),
    datePublished: '2025-01-15',
    dateModified: '2025-06-01',
  },
  organization: {
    name: 'Omad',
    url: SITE_ORIGIN,
    logo: media('omad-logo-dark.svg'),
    contactPoint: {
      telephone: SUPPORT_PHONE,
      email: SUPPORT_EMAIL,
      contactType: t("mijozlarni qo'llab-quvvatlash", 'служба поддержки'),
      areaServed: 'UZ',
      availableLanguage: ['uz', 'ru'],
    },
    sameAs: [
      SUPPORT_TELEGRAM,
      'https://www.instagram.com/omad.uz',
      'https://www.youtube.com/@omad_uz',
    ],
  },
  product: {
    name: t('Omad onlayn kazinosi', 'Онлайн-казино Omad'),
    image: media('omad-og.svg'),
    description: t(
      "Slotlar, jonli dilerlar, tezkor o'yinlar va sport tikishlari bitta hisobda.",
      'Слоты, живые дилеры, быстрые игры и ставки на спорт на одном счёте.',
    ),
    sku: 'omad-casino',
    brandName: 'Omad',
  },
}));
