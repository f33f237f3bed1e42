// Texts of the game page, in the 'gamehall' namespace under 'gamePage'. The demo-mode
// button title and notice come from the CMS games-config; the ones here stand in for them.
import type { Translation } from '@omad/contract/remote';

export const uz = {
  seoTitle: "{{name}} — onlayn o'ynash",
  seoDescription:
    "{{name}} ({{provider}}) o'yinini Omad'da haqiqiy pulga yoki demo rejimida o'ynang.",
  seoDescriptionNoProvider: "{{name}} o'yinini Omad'da haqiqiy pulga yoki demo rejimida o'ynang.",
  frameTitle: "{{name}} o'yini",
  loading: "O'yin yuklanmoqda…",
  loadFailed: "O'yin ma'lumotlarini yuklab bo'lmadi",
  loadFailedText: "Internet aloqasini tekshiring va qayta urinib ko'ring.",
  startFailed: "O'yinni ishga tushirib bo'lmadi",
  startFailedText: "O'yin provayderi javob bermayapti. Birozdan so'ng qayta urinib ko'ring.",
  close: 'Yopish',
  mode: {
    label: "O'yin rejimi",
    real: 'Haqiqiy pul',
    demo: 'Demo',
  },
  demoNotice: "Siz demo rejimda o'ynayapsiz: tikishlar virtual pul bilan.",
  realNotice: "Haqiqiy pul bilan o'ynayapsiz: tikishlar asosiy balansingizdan olinadi.",
  favourite: 'Sevimli',
  fullscreen: {
    enter: "To'liq ekran",
    exit: "To'liq ekrandan chiqish",
  },
  guest: {
    title: "Haqiqiy pulga o'ynash",
    text: "{{name}} o'yinini haqiqiy pulga o'ynash uchun ro'yxatdan o'ting yoki hisobingizga kiring.",
    noDemoText:
      "{{name}} o'yinida demo rejim yo'q. O'ynash uchun ro'yxatdan o'ting yoki hisobingizga kiring.",
    register: "Ro'yxatdan o'tish",
    signIn: 'Kirish',
  },
  funds: {
    emptyTitle: "Hisobingizda mablag' yo'q",
    emptyText: "Haqiqiy pulga o'ynash uchun hisobingizni to'ldiring.",
    checking: 'Balans tekshirilmoqda…',
    insufficient: "Bu tikish uchun balans yetarli emas. Hisobingizni to'ldiring.",
    deposit: "Hisobni to'ldirish",
    playDemo: "Demo rejimda o'ynash",
  },
  info: {
    title: "O'yin haqida",
    provider: 'Provayder',
    type: 'Turi',
    rules: 'Qoidalar',
  },
  types: {
    casino: 'Kazino',
    slot: 'Slot',
    live: 'Jonli kazino',
    fast: "Tezkor o'yin",
    sportsbook: 'Sport tikishlari',
    other: "O'yin",
  },
  rules: {
    casino:
      "Stol o'yini: tikish miqdorini tanlang, tikishni qo'ying va raund natijasini kuting. Yutuq o'yin jadvalidagi koeffitsiyent bo'yicha hisoblanadi.",
    slot: "Tikish miqdorini tanlab barabanlarni aylantiring. Faol chiziqlarda bir xil belgilar tushsa, yutuq to'lov jadvali bo'yicha hisoblanadi.",
    live: "Jonli diler bilan o'yin: tikishlarni vaqt tugashidan oldin qo'ying, raund efirda o'tadi va natija darhol hisoblanadi.",
    fast: "Qisqa raundli o'yin: tikish qo'ying, raund bir necha soniyada tugaydi va yutuq darhol hisobingizga tushadi.",
    sportsbook:
      'Sport voqealariga tikish: natijani tanlang, summani kiriting va kuponni tasdiqlang.',
    other:
      "Tikish miqdorini tanlang va o'yin ichidagi qoidalarga amal qiling. To'liq qoidalar o'yin menyusida.",
  },
  similar: {
    title: "O'xshash o'yinlar",
  },
} as const;

export const ru: Translation<typeof uz> = {
  seoTitle: '{{name}} — играть онлайн',
  seoDescription: 'Играйте в {{name}} ({{provider}}) в Omad на реальные деньги или в демо-режиме.',
  seoDescriptionNoProvider: 'Играйте в {{name}} в Omad на реальные деньги или в демо-режиме.',
  frameTitle: 'Игра {{name}}',
  loading: 'Игра загружается…',
  loadFailed: 'Не удалось загрузить игру',
  loadFailedText: 'Проверьте подключение к интернету и попробуйте ещё раз.',
  startFailed: 'Не удалось запустить игру',
  startFailedText: 'Провайдер игры не отвечает. Попробуйте ещё раз чуть позже.',
  close: 'Закрыть',
  mode: {
    label: 'Режим игры',
    real: 'Реальные деньги',
    demo: 'Демо',
  },
  demoNotice: 'Вы играете в демо-режиме: ставки делаются виртуальными деньгами.',
  realNotice: 'Вы играете на реальные деньги: ставки списываются с основного баланса.',
  favourite: 'Избранное',
  fullscreen: {
    enter: 'Во весь экран',
    exit: 'Выйти из полноэкранного режима',
  },
  guest: {
    title: 'Игра на реальные деньги',
    text: 'Чтобы играть в {{name}} на реальные деньги, зарегистрируйтесь или войдите в аккаунт.',
    noDemoText:
      'У игры {{name}} нет демо-режима. Чтобы играть, зарегистрируйтесь или войдите в аккаунт.',
    register: 'Регистрация',
    signIn: 'Войти',
  },
  funds: {
    emptyTitle: 'На счёте нет средств',
    emptyText: 'Пополните счёт, чтобы играть на реальные деньги.',
    checking: 'Проверяем баланс…',
    insufficient: 'Для этой ставки не хватает средств. Пополните счёт.',
    deposit: 'Пополнить счёт',
    playDemo: 'Играть в демо',
  },
  info: {
    title: 'Об игре',
    provider: 'Провайдер',
    type: 'Тип',
    rules: 'Правила',
  },
  types: {
    casino: 'Казино',
    slot: 'Слот',
    live: 'Live-казино',
    fast: 'Быстрая игра',
    sportsbook: 'Ставки на спорт',
    other: 'Игра',
  },
  rules: {
    casino:
      'Настольная игра: выберите сумму ставки, сделайте ставку и дождитесь итога раунда. Выигрыш считается по коэффициенту из таблицы игры.',
    slot: 'Выберите сумму ставки и вращайте барабаны. Одинаковые символы на активных линиях приносят выигрыш по таблице выплат.',
    live: 'Игра с живым дилером: делайте ставки, пока идёт отсчёт, раунд проходит в эфире, итог начисляется сразу.',
    fast: 'Игра с короткими раундами: сделайте ставку — раунд длится несколько секунд, выигрыш сразу зачисляется на счёт.',
    sportsbook: 'Ставки на спортивные события: выберите исход, введите сумму и подтвердите купон.',
    other: 'Выберите сумму ставки и следуйте правилам внутри игры. Полные правила — в меню игры.',
  },
  similar: {
    title: 'Похожие игры',
  },
};
