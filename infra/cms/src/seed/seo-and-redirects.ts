// Collection types for SEO by host (domain-seos) and by path (page-seos: locale-free paths
// and route patterns like '/game/{name}'), and the redirects the shell applies (from_url to
// to_url; external ones leave the site).
import type { SeedEntry } from '../model';
import { localizedCollection, type Translate } from './localize';

const domainSeo = (host: string, title: string, description: string): SeedEntry => ({
  host,
  title,
  description,
});

export const domainSeos = localizedCollection((t) => [
  ...['omad.uz', 'www.omad.uz', 'omad.com'].map((host) =>
    domainSeo(
      host,
      t('Omad — onlayn kazino va sport tikishlari', 'Omad — онлайн-казино и ставки на спорт'),
      t(
        "Slotlar, jonli kazino, jekpotlar va sport tikishlari. Uzcard, Humo, Payme va Click orqali tez to'lovlar.",
        'Слоты, live-казино, джекпоты и ставки на спорт. Быстрые платежи через Uzcard, Humo, Payme и Click.',
      ),
    ),
  ),
  // The hosts a developer's stack and the browser tests run on: their own titles show that
  // the head picks the domain SEO of the host it is served from.
  ...['127.0.0.1', 'localhost'].map((host) =>
    domainSeo(
      host,
      t('Omad — slotlar, jonli kazino va tikishlar', 'Omad — слоты, live-казино и ставки'),
      t(
        "Omad'ning sinov nusxasi: o'yinlar, to'lovlar va yordam haqiqiy saytdagidek ishlaydi.",
        'Тестовая копия Omad: игры, платежи и поддержка работают как на настоящем сайте.',
      ),
    ),
  ),
]);

const pageSeo = (url: string, title: string, description: string, keywords: string): SeedEntry => ({
  url,
  title,
  description,
  keywords,
});

const pageSeoEntries = (t: Translate): SeedEntry[] => [
  pageSeo(
    '/',
    t('Omad — onlayn kazino va sport tikishlari', 'Omad — онлайн-казино и ставки на спорт'),
    t(
      "3000 dan ortiq o'yin, xush kelibsiz bonusi va har hafta keshbek.",
      'Более 3000 игр, приветственный бонус и еженедельный кешбэк.',
    ),
    t('onlayn kazino, slotlar, bonus', 'онлайн-казино, слоты, бонус'),
  ),
  pageSeo(
    '/gamehall',
    t("O'yinlar zali — slotlar va jonli kazino | Omad", 'Игровой зал — слоты и live-казино | Omad'),
    t(
      "Pragmatic Play, Evolution, Play'n GO va boshqa provayderlarning o'yinlari.",
      'Игры Pragmatic Play, Evolution, Play’n GO и других провайдеров.',
    ),
    t('slotlar, jonli kazino, ruletka', 'слоты, live-казино, рулетка'),
  ),
  pageSeo(
    '/betting',
    t(
      'Sport tikishlari — futbol, tennis, kibersport | Omad',
      'Ставки на спорт — футбол, теннис, киберспорт | Omad',
    ),
    t(
      'Yuqori koeffitsiyentlar va jonli tikishlar.',
      'Высокие коэффициенты и ставки в режиме live.',
    ),
    t('sport tikishlari, futbol, koeffitsiyent', 'ставки на спорт, футбол, коэффициенты'),
  ),
  pageSeo(
    '/promotions',
    t('Aksiyalar va bonuslar | Omad', 'Акции и бонусы | Omad'),
    t(
      'Xush kelibsiz bonusi, keshbek va bepul aylantirishlar.',
      'Приветственный бонус, кешбэк и фриспины.',
    ),
    t('bonus, aksiya, bepul aylantirish', 'бонус, акция, фриспины'),
  ),
  pageSeo(
    '/loyalty',
    t('Sodiqlik dasturi | Omad', 'Программа лояльности | Omad'),
    t(
      "Ballar to'plang va ularni sovg'alarga almashtiring.",
      'Копите баллы и обменивайте их на подарки.',
    ),
    t('sodiqlik, ballar, keshbek', 'лояльность, баллы, кешбэк'),
  ),
  pageSeo(
    '/tournaments',
    t('Turnirlar | Omad', 'Турниры | Omad'),
    t(
      'Slot turnirlarida qatnashing va sovrinlar yuting.',
      'Участвуйте в турнирах по слотам и выигрывайте призы.',
    ),
    t('turnir, sovrin fondi', 'турнир, призовой фонд'),
  ),
  pageSeo(
    '/jackpots',
    t('Jekpotlar | Omad', 'Джекпоты | Omad'),
    t(
      "O'sib boruvchi jekpotlar har kuni o'ynaladi.",
      'Прогрессивные джекпоты разыгрываются каждый день.',
    ),
    t('jekpot, yutuq', 'джекпот, выигрыш'),
  ),
  pageSeo(
    '/providers',
    t("O'yin provayderlari | Omad", 'Провайдеры игр | Omad'),
    t(
      "Pragmatic Play, Evolution, Play'n GO va boshqa provayderlarning barcha o'yinlari bir joyda.",
      'Все игры Pragmatic Play, Evolution, Play’n GO и других провайдеров в одном месте.',
    ),
    t('provayderlar, slot ishlab chiqaruvchilar', 'провайдеры, производители слотов'),
  ),
  pageSeo(
    '/winners',
    t("G'oliblar | Omad", 'Победители | Omad'),
    t(
      "Omad o'yinchilarining so'nggi katta yutuqlari, jonli efirda.",
      'Последние крупные выигрыши игроков Omad в реальном времени.',
    ),
    t("g'oliblar, yutuqlar", 'победители, выигрыши'),
  ),
  pageSeo(
    '/offers',
    t('Bonus takliflari | Omad', 'Бонусные предложения | Omad'),
    t(
      "Depozit bonuslari, bepul aylantirishlar va promokodlar: taklifni tanlang va o'ynang.",
      'Бонусы на депозит, фриспины и промокоды: выберите предложение и играйте.',
    ),
    t('bonus taklifi, promokod', 'бонусное предложение, промокод'),
  ),
  pageSeo(
    '/support',
    t("Qo'llab-quvvatlash | Omad", 'Поддержка | Omad'),
    t(
      "Onlayn chat, aloqa ma'lumotlari va murojaat shakli: savolingizga tez javob beramiz.",
      'Онлайн-чат, контакты и форма обращения: быстро ответим на ваш вопрос.',
    ),
    t("yordam, qo'llab-quvvatlash", 'помощь, поддержка'),
  ),
  pageSeo(
    '/about',
    t('Biz haqimizda', 'О нас'),
    t(
      "Omad jamoasi, bizning tamoyillarimiz va o'yinchilar bilan aloqa usullari.",
      'Команда Omad, наши принципы и способы связи с игроками.',
    ),
    t('Omad haqida, kompaniya, aloqa', 'об Omad, компания, контакты'),
  ),
  pageSeo(
    '/terms',
    t('Qoidalar va shartlar', 'Правила и условия'),
    t(
      'Omad saytidan foydalanish qoidalari: depozitlar, yutuqlarni yechish va bonuslar.',
      'Правила пользования сайтом Omad: депозиты, вывод выигрышей и бонусы.',
    ),
    t('qoidalar, shartlar, bonus shartlari', 'правила, условия, условия бонусов'),
  ),
  pageSeo(
    '/game/{name}',
    t("{name} — onlayn o'ynash | Omad", '{name} — играть онлайн | Omad'),
    t(
      "{name} o'yinini real pulga yoki demo rejimda o'ynang.",
      'Играйте в {name} на деньги или в демо-режиме.',
    ),
    t("slot, onlayn o'yin", 'слот, онлайн-игра'),
  ),
  pageSeo(
    '/cashier/deposit/{name}',
    t("{name} orqali to'ldirish | Omad", 'Пополнение через {name} | Omad'),
    t(
      "Hisobni {name} orqali bir necha soniyada to'ldiring.",
      'Пополните счёт через {name} за несколько секунд.',
    ),
    t("depozit, to'lov", 'депозит, платёж'),
  ),
];

export const pageSeos = localizedCollection((t) => pageSeoEntries(t));

// Redirects are paths, so both locales carry the same list (every type is localized in Strapi).
export const redirects = localizedCollection(() => [
  { from_url: '/old-promo', to_url: '/promotions', external: false },
  { from_url: '/casino', to_url: '/gamehall', external: false },
  { from_url: '/sport', to_url: '/betting', external: false },
  { from_url: '/bonus', to_url: '/offers', external: false },
  { from_url: '/telegram', to_url: 'https://t.me/omad_support', external: true },
]);
