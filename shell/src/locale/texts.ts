// The shell's own texts (namespace 'shell'). Remotes bring their own namespaces.
// System-page texts follow spec section 2: header, description and button keys, each
// omitted from the page when it has no translation.
import type { Translation } from '@omad/contract/remote';

export const uz = {
  skipToContent: "Asosiy mazmunga o'tish",
  menu: { title: 'Menyu', open: 'Menyuni ochish', close: 'Menyuni yopish', home: 'Bosh sahifa' },
  locale: { label: 'Til', uz: "O'zbekcha", ru: 'Русский' },
  remote: {
    loading: 'Yuklanmoqda…',
    failed: {
      title: "Bu bo'lim hozircha ishlamayapti",
      description: "Sahifaning qolgan qismi ishlayapti. Birozdan so'ng qayta urinib ko'ring.",
    },
  },
  placeholder: {
    badge: 'Vaqtinchalik sahifa',
    description:
      "Bu sahifani {{remote}} jamoasi tayyorlamoqda. Hozircha faqat marshrut ko'rsatilgan.",
    route: 'Marshrut',
  },
  system: {
    notFound: {
      header: 'Sahifa topilmadi',
      description: "Siz qidirgan sahifa mavjud emas yoki ko'chirilgan.",
      button: 'Bosh sahifaga',
    },
    forbidden: {
      header: 'Kirish taqiqlangan',
      description: "Bu sahifani ko'rish uchun ruxsatingiz yo'q.",
      button: 'Bosh sahifaga',
    },
    maintenance: {
      header: 'Texnik ishlar olib borilmoqda',
      description:
        "Sayt vaqtincha ishlamayapti. Tez orada qaytamiz — birozdan so'ng sahifani yangilang.",
      button: 'Sahifani yangilash',
    },
    userBlocked: {
      header: 'Hisobingiz bloklangan',
      description: "Batafsil ma'lumot uchun qo'llab-quvvatlash xizmatiga murojaat qiling.",
      button: "Qo'llab-quvvatlash",
    },
    legacy: {
      header: 'Bu sahifa endi mavjud emas',
      description: "Kerakli bo'limni menyudan tanlang.",
    },
  },
  inactivity: {
    title: 'Siz hali shu yerdamisiz?',
    description: 'Faollik bo‘lmagani uchun {{seconds}} soniyadan keyin hisobdan chiqasiz.',
    stay: 'Davom etish',
    signOut: 'Chiqish',
  },
  update: {
    available: 'Saytning yangi versiyasi tayyor.',
    reload: 'Yangilash',
  },
  dialog: { close: 'Yopish' },
  remoteOverrides: { title: 'Sinov almashtirishlari', reset: 'Tiklash' },
  coreNav: {
    label: "Asosiy bo'limlar",
    gamehall: "O'yinlar zali",
    betting: 'Sport',
    promotions: 'Aksiyalar',
    retryTitle: 'Menyuni qayta yuklash',
  },
} as const;

export const ru: Translation<typeof uz> = {
  skipToContent: 'Перейти к содержимому',
  menu: { title: 'Меню', open: 'Открыть меню', close: 'Закрыть меню', home: 'Главная' },
  locale: { label: 'Язык', uz: "O'zbekcha", ru: 'Русский' },
  remote: {
    loading: 'Загрузка…',
    failed: {
      title: 'Этот раздел временно недоступен',
      description: 'Остальная часть страницы работает. Попробуйте ещё раз чуть позже.',
    },
  },
  placeholder: {
    badge: 'Временная страница',
    description: 'Эту страницу готовит команда {{remote}}. Пока показан только маршрут.',
    route: 'Маршрут',
  },
  system: {
    notFound: {
      header: 'Страница не найдена',
      description: 'Страница, которую вы ищете, не существует или была перемещена.',
      button: 'На главную',
    },
    forbidden: {
      header: 'Доступ запрещён',
      description: 'У вас нет прав для просмотра этой страницы.',
      button: 'На главную',
    },
    maintenance: {
      header: 'Ведутся технические работы',
      description: 'Сайт временно недоступен. Мы скоро вернёмся — обновите страницу чуть позже.',
      button: 'Обновить страницу',
    },
    userBlocked: {
      header: 'Ваш аккаунт заблокирован',
      description: 'За подробностями обратитесь в службу поддержки.',
      button: 'Поддержка',
    },
    legacy: {
      header: 'Эта страница больше не существует',
      description: 'Выберите нужный раздел в меню.',
    },
  },
  inactivity: {
    title: 'Вы ещё здесь?',
    description: 'Из-за отсутствия активности вы выйдете из аккаунта через {{seconds}} с.',
    stay: 'Продолжить',
    signOut: 'Выйти',
  },
  update: {
    available: 'Готова новая версия сайта.',
    reload: 'Обновить',
  },
  dialog: { close: 'Закрыть' },
  remoteOverrides: { title: 'Тестовые подмены', reset: 'Сбросить' },
  coreNav: {
    label: 'Основные разделы',
    gamehall: 'Игровой зал',
    betting: 'Спорт',
    promotions: 'Акции',
    retryTitle: 'Загрузить меню заново',
  },
};
