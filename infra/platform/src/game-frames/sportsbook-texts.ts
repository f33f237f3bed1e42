// The words of the simulated sportsbook frame in both languages of the site. The frame's
// script reads them from the page's data block, so one script serves both languages;
// "{name}" placeholders are replaced there.
import type { Locale } from '../config';
import type { Sport } from '../sportsbook/match-model';

export interface SportsbookTexts {
  readonly title: string;
  /** The simulation label: on top of the frame, never hidden. */
  readonly simulation: string;
  readonly badge: string;
  readonly events: string;
  readonly myBets: string;
  readonly allSports: string;
  readonly live: string;
  readonly sportFilter: string;
  readonly sports: Readonly<Record<Sport, string>>;
  readonly noEvents: string;
  readonly today: string;
  readonly tomorrow: string;
  /** A later day: "{day}" and "{month}" are replaced (browsers may lack Uzbek month names). */
  readonly date: string;
  readonly months: readonly string[];
  /** "{minute}" is replaced: how long a live match has run. */
  readonly minute: string;
  readonly timeZone: string;
  readonly markets: Readonly<{ result: string; total: string; handicap: string }>;
  readonly draw: string;
  readonly over: string;
  readonly under: string;
  /** "{team} wins". */
  readonly wins: string;
  readonly suspended: string;
  readonly oddsOf: string;
  readonly balance: string;
  readonly bonusBalance: string;
  readonly slip: string;
  readonly slipEmpty: string;
  readonly single: string;
  readonly accumulator: string;
  readonly totalOdds: string;
  readonly stake: string;
  /** "{min}" and "{max}" are replaced. */
  readonly stakeRange: string;
  readonly potentialWin: string;
  readonly funds: string;
  readonly fundsMain: string;
  readonly fundsBonus: string;
  readonly oddsChanges: string;
  readonly acceptNone: string;
  readonly acceptHigher: string;
  readonly acceptAny: string;
  readonly place: string;
  readonly placing: string;
  readonly acceptAndPlace: string;
  readonly retry: string;
  readonly remove: string;
  readonly clear: string;
  readonly tooManyLegs: string;
  /** "{id}" is replaced. */
  readonly placed: string;
  readonly oddsMoved: string;
  readonly closedLeg: string;
  readonly insufficient: string;
  readonly insufficientBonus: string;
  readonly deposit: string;
  readonly networkError: string;
  readonly sessionEnded: string;
  readonly restricted: string;
  readonly blocked: string;
  readonly refused: string;
  readonly signInToBet: string;
  readonly signIn: string;
  readonly open: string;
  readonly settled: string;
  readonly noBets: string;
  readonly loadingBets: string;
  readonly status: Readonly<{
    open: string;
    won: string;
    lost: string;
    void: string;
    cashed_out: string;
  }>;
  readonly payout: string;
  /** "{amount}" is replaced. */
  readonly cashout: string;
  readonly cashoutChanged: string;
  /** "{amount}" is replaced. */
  readonly cashedOut: string;
  readonly betNumber: string;
}

export const SPORTSBOOK_TEXTS: Readonly<Record<Locale, SportsbookTexts>> = {
  uz: {
    title: 'Omad Sport — simulyatsiya',
    simulation:
      "Simulyatsiya: sinov bukmekeri. O'yinlar, hisoblar va koeffitsiyentlarni platforma modellashtiradi — bu haqiqiy sport emas.",
    badge: 'Simulyatsiya',
    events: 'Tadbirlar',
    myBets: 'Mening stavkalarim',
    allSports: 'Hammasi',
    live: 'Jonli',
    sportFilter: 'Sport turi',
    sports: {
      football: 'Futbol',
      basketball: 'Basketbol',
      tennis: 'Tennis',
      esports: 'Kibersport',
    },
    noEvents: "Hozircha tadbirlar yo'q.",
    today: 'Bugun',
    tomorrow: 'Ertaga',
    date: '{day}-{month}',
    months: [
      'yanvar',
      'fevral',
      'mart',
      'aprel',
      'may',
      'iyun',
      'iyul',
      'avgust',
      'sentabr',
      'oktabr',
      'noyabr',
      'dekabr',
    ],
    minute: '{minute}′',
    timeZone: 'Vaqt: Toshkent (UTC+5)',
    markets: { result: 'Natija', total: 'Jami', handicap: 'Fora' },
    draw: 'Durang',
    over: "Ko'p",
    under: 'Kam',
    wins: "{team} g'alabasi",
    suspended: "Tikish to'xtatilgan",
    oddsOf: 'koeffitsiyent',
    balance: 'Balans',
    bonusBalance: 'Bonus',
    slip: 'Kupon',
    slipEmpty: "Koeffitsiyentni bosing — tanlovingiz shu yerda paydo bo'ladi.",
    single: 'Yakka',
    accumulator: 'Ekspress',
    totalOdds: 'Koeffitsiyent',
    stake: 'Tikish summasi',
    stakeRange: '{min} dan {max} gacha',
    potentialWin: 'Mumkin yutuq',
    funds: 'Qaysi hisobdan',
    fundsMain: 'Asosiy',
    fundsBonus: 'Bonus',
    oddsChanges: "Koeffitsiyent o'zgarsa",
    acceptNone: "So'rash",
    acceptHigher: 'Oshganini qabul qilish',
    acceptAny: 'Har qandayini qabul qilish',
    place: 'Stavka qilish',
    placing: 'Yuborilmoqda…',
    acceptAndPlace: "O'zgarishlarni qabul qilib, stavka qilish",
    retry: 'Qayta yuborish',
    remove: 'Olib tashlash',
    clear: 'Tozalash',
    tooManyLegs: "Ekspressda ko'pi bilan 10 ta tanlov bo'ladi.",
    placed: 'Stavka qabul qilindi (№{id}).',
    oddsMoved: "Koeffitsiyentlar o'zgardi. Yangilarini ko'rib chiqing.",
    closedLeg: "Belgilangan o'yinda tikishlar yopildi — uni kupondan olib tashlang.",
    insufficient: "Mablag' yetarli emas.",
    insufficientBonus: "Bonus hisobda mablag' yetarli emas.",
    deposit: "Hisobni to'ldirish",
    networkError:
      'Aloqa uzildi. «Qayta yuborish» xuddi shu stavkani yuboradi — pul ikki marta yechilmaydi.',
    sessionEnded: 'Sessiya tugadi. Sahifani yangilang.',
    restricted: "Sizda tanaffus yoki o'yindan chetlatish amalda — stavka qilib bo'lmaydi.",
    blocked: "Hisobingiz bloklangan — stavka qilib bo'lmaydi.",
    refused: 'Stavka qabul qilinmadi.',
    signInToBet: 'Stavka qilish uchun hisobingizga kiring.',
    signIn: 'Kirish',
    open: 'Ochiq',
    settled: 'Yakunlangan',
    noBets: "Stavkalar yo'q.",
    loadingBets: 'Yuklanmoqda…',
    status: {
      open: 'Kutilmoqda',
      won: 'Yutdi',
      lost: 'Yutqazdi',
      void: 'Qaytarildi',
      cashed_out: 'Sotildi',
    },
    payout: "To'lov",
    cashout: 'Sotish: {amount}',
    cashoutChanged: "Sotish narxi o'zgardi. Yangisini ko'rib chiqing.",
    cashedOut: 'Stavka {amount} ga sotildi.',
    betNumber: 'Stavka №',
  },
  ru: {
    title: 'Omad Sport — симуляция',
    simulation:
      'Симуляция: тестовый букмекер. Матчи, счёт и коэффициенты моделирует платформа — это не настоящий спорт.',
    badge: 'Симуляция',
    events: 'События',
    myBets: 'Мои ставки',
    allSports: 'Все',
    live: 'Лайв',
    sportFilter: 'Вид спорта',
    sports: {
      football: 'Футбол',
      basketball: 'Баскетбол',
      tennis: 'Теннис',
      esports: 'Киберспорт',
    },
    noEvents: 'Пока нет событий.',
    today: 'Сегодня',
    tomorrow: 'Завтра',
    date: '{day} {month}',
    months: [
      'января',
      'февраля',
      'марта',
      'апреля',
      'мая',
      'июня',
      'июля',
      'августа',
      'сентября',
      'октября',
      'ноября',
      'декабря',
    ],
    minute: '{minute}′',
    timeZone: 'Время: Ташкент (UTC+5)',
    markets: { result: 'Исход', total: 'Тотал', handicap: 'Фора' },
    draw: 'Ничья',
    over: 'Больше',
    under: 'Меньше',
    wins: 'Победа: {team}',
    suspended: 'Приём ставок приостановлен',
    oddsOf: 'коэффициент',
    balance: 'Баланс',
    bonusBalance: 'Бонус',
    slip: 'Купон',
    slipEmpty: 'Нажмите на коэффициент — выбор появится здесь.',
    single: 'Одиночная',
    accumulator: 'Экспресс',
    totalOdds: 'Коэффициент',
    stake: 'Сумма ставки',
    stakeRange: 'от {min} до {max}',
    potentialWin: 'Возможный выигрыш',
    funds: 'С какого счёта',
    fundsMain: 'Основной',
    fundsBonus: 'Бонусный',
    oddsChanges: 'Если коэффициент изменится',
    acceptNone: 'Спросить',
    acceptHigher: 'Принимать повышение',
    acceptAny: 'Принимать любые',
    place: 'Сделать ставку',
    placing: 'Отправляем…',
    acceptAndPlace: 'Принять изменения и поставить',
    retry: 'Повторить',
    remove: 'Убрать',
    clear: 'Очистить',
    tooManyLegs: 'В экспрессе не больше 10 событий.',
    placed: 'Ставка принята (№{id}).',
    oddsMoved: 'Коэффициенты изменились. Проверьте новые.',
    closedLeg: 'На отмеченное событие приём ставок закрыт — уберите его из купона.',
    insufficient: 'Недостаточно средств.',
    insufficientBonus: 'Недостаточно средств на бонусном счёте.',
    deposit: 'Пополнить счёт',
    networkError:
      'Связь прервалась. «Повторить» отправит эту же ставку — деньги не спишутся дважды.',
    sessionEnded: 'Сессия завершена. Обновите страницу.',
    restricted: 'У вас действует перерыв или самоисключение — ставки недоступны.',
    blocked: 'Аккаунт заблокирован — ставки недоступны.',
    refused: 'Ставка не принята.',
    signInToBet: 'Чтобы сделать ставку, войдите в аккаунт.',
    signIn: 'Войти',
    open: 'Открытые',
    settled: 'Рассчитанные',
    noBets: 'Ставок нет.',
    loadingBets: 'Загрузка…',
    status: {
      open: 'В игре',
      won: 'Выигрыш',
      lost: 'Проигрыш',
      void: 'Возврат',
      cashed_out: 'Продана',
    },
    payout: 'Выплата',
    cashout: 'Продать: {amount}',
    cashoutChanged: 'Сумма продажи изменилась. Проверьте новую.',
    cashedOut: 'Ставка продана за {amount}.',
    betNumber: 'Ставка №',
  },
};
