// home-page: the content blocks under the home banners, a Strapi dynamic zone whose entries
// name their component in `__component`. The FAQ block shows the questions of settings-seo,
// so the FAQ structured data the head carries matches what the page shows.
import { media, type SeedEntry } from '../model';
import { localizedSingle, type Translate } from './localize';
import { settingsSeo } from './settings-seo';

const tiles = (t: Translate): SeedEntry => ({
  __component: 'home.tiles',
  title: t("Bo'limlar", 'Разделы'),
  tiles: [
    {
      label: t("O'yinlar zali", 'Игровой зал'),
      description: t('3000 dan ortiq slot va jonli kazino', 'Более 3000 слотов и live-казино'),
      url: '/gamehall',
      image: media('home-tile-gamehall.svg'),
    },
    {
      label: t('Sport tikish', 'Ставки на спорт'),
      description: t(
        'Futbol, tennis, kibersport va boshqalar',
        'Футбол, теннис, киберспорт и другое',
      ),
      url: '/betting',
      image: media('home-tile-betting.svg'),
    },
    {
      label: t('Takliflar', 'Предложения'),
      description: t('Bonuslar va promo-kodlar', 'Бонусы и промокоды'),
      url: '/offers',
      image: media('home-tile-offers.svg'),
    },
    {
      label: t('Sodiqlik dasturi', 'Программа лояльности'),
      description: t(
        "Ballar to'plang va sovg'alarga almashtiring",
        'Копите баллы и меняйте на подарки',
      ),
      url: '/loyalty',
      image: media('home-tile-loyalty.svg'),
    },
  ],
});

const features = (t: Translate): SeedEntry => ({
  __component: 'home.features',
  title: t('Nega aynan Omad?', 'Почему Omad?'),
  items: [
    {
      title: t("Tez to'lovlar", 'Быстрые платежи'),
      text: t(
        "Uzcard, Humo, Payme va Click orqali hisobni bir necha soniyada to'ldiring.",
        'Пополняйте счёт через Uzcard, Humo, Payme и Click за несколько секунд.',
      ),
      icon: media('feature-payments.svg'),
    },
    {
      title: t('Kecha-kunduz yordam', 'Поддержка 24/7'),
      text: t(
        "O'zbek va rus tillarida har qanday savolga javob beramiz.",
        'Ответим на любой вопрос на узбекском и русском языках.',
      ),
      icon: media('feature-support.svg'),
    },
    {
      title: t('Saxiy bonuslar', 'Щедрые бонусы'),
      text: t(
        'Xush kelibsiz bonusi, haftalik keshbek va sodiqlik ballari.',
        'Приветственный бонус, еженедельный кешбэк и баллы лояльности.',
      ),
      icon: media('feature-bonus.svg'),
    },
    {
      title: t("Halol o'yin", 'Честная игра'),
      text: t(
        "Faqat litsenziyaga ega provayderlarning sertifikatlangan o'yinlari.",
        'Только сертифицированные игры лицензированных провайдеров.',
      ),
      icon: media('feature-fair.svg'),
    },
  ],
});

const about = (t: Translate): SeedEntry => ({
  __component: 'home.rich-text',
  title: t('Omad onlayn kazinosi', 'Онлайн-казино Omad'),
  content: t(
    `<p>Omad — O'zbekiston o'yinchilari uchun onlayn kazino va bukmeker. <a href="/gamehall">O'yinlar zalida</a> mashhur provayderlarning slotlari, ruletka, blekjek va jonli dilerlar bilan o'yinlar sizni kutmoqda, <a href="/betting">sport bo'limida</a> esa har kuni mingdan ortiq tadbirga tikish mumkin.</p>
<p>O'yin dam olish uchun. Limitlarni o'rnating va <a href="/responsible-gaming-info">mas'uliyatli o'yin</a> qoidalariga amal qiling.</p>`,
    `<p>Omad — онлайн-казино и букмекер для игроков из Узбекистана. В <a href="/gamehall">игровом зале</a> вас ждут слоты популярных провайдеров, рулетка, блэкджек и игры с живыми дилерами, а в <a href="/betting">разделе спорта</a> каждый день можно делать ставки на тысячу с лишним событий.</p>
<p>Игра — это отдых. Устанавливайте лимиты и соблюдайте правила <a href="/responsible-gaming-info">ответственной игры</a>.</p>`,
  ),
});

export const homePage = localizedSingle((t, locale) => ({
  blocks: [
    tiles(t),
    features(t),
    about(t),
    {
      __component: 'home.faq',
      title: t("Ko'p beriladigan savollar", 'Частые вопросы'),
      items: settingsSeo[locale].faq ?? [],
    },
  ],
}));
