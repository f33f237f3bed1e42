// The words of the simulated slot frames in both languages of the site (the sportsbook's are in
// sportsbook-texts.ts).
import type { Locale } from '../config';
import type { SlotSymbol } from './slot-paytable';

/** The simulated slot every other game runs as (slot-page.ts). */
export interface SlotTexts {
  /** The simulation label: on top of every game frame, never hidden. */
  readonly simulation: string;
  /** The label in one word, for the page title. */
  readonly simulationShort: string;
  readonly balance: string;
  readonly demoBalance: string;
  /** The meter while rounds stake bonus money (or a free spin's win goes to it). */
  readonly bonusBalance: string;
  /** While a pack of free spins is left; "{count}" is replaced. */
  readonly freespins: string;
  readonly bet: string;
  readonly spin: string;
  readonly spinning: string;
  /** The spin button while an unanswered spin waits to be sent again. */
  readonly retry: string;
  readonly reels: string;
  readonly lastResult: string;
  readonly firstSpin: string;
  /** "{amount}" is replaced. */
  readonly won: string;
  readonly lost: string;
  readonly insufficientReal: string;
  readonly insufficientDemo: string;
  readonly networkError: string;
  readonly sessionEnded: string;
  readonly refused: string;
  readonly signInNeeded: string;
  readonly accountBlocked: string;
  /** A time-out or self-exclusion in force: no real-money play. */
  readonly restricted: string;
  readonly paytable: string;
  readonly paytableNote: string;
  readonly anyOther: string;
  readonly symbols: Readonly<Record<SlotSymbol, string>>;
}

export interface FrameTexts {
  readonly playMode: string;
  readonly demoMode: string;
  readonly slot: SlotTexts;
}

export const FRAME_TEXTS: Readonly<Record<Locale, FrameTexts>> = {
  uz: {
    playMode: "Pulga o'yin",
    demoMode: 'Demo rejim',
    slot: {
      simulation:
        "Simulyatsiya: sinov o'yin provayderi. Bu haqiqiy o'yin emas — natijani platforma tasodifiy tanlaydi.",
      simulationShort: 'Simulyatsiya',
      balance: 'Balans',
      demoBalance: 'Demo balans',
      bonusBalance: 'Bonus balans',
      freespins: 'Bepul aylantirish: {count}',
      bet: 'Tikish',
      spin: 'Aylantirish',
      spinning: 'Aylanmoqda…',
      retry: 'Qayta yuborish',
      reels: 'Barabanlar',
      lastResult: 'Oxirgi natija',
      firstSpin: 'Tikishni tanlang va aylantiring',
      won: 'Yutuq: {amount}',
      lost: "Bu safar yutuq yo'q",
      insufficientReal: "Mablag' yetarli emas. Hisobni to'ldiring yoki kichikroq tikish tanlang.",
      insufficientDemo:
        "Demo pul yetarli emas. Kichikroq tikish tanlang yoki o'yinni qayta oching.",
      networkError:
        'Aloqa uzildi. «Qayta yuborish» xuddi shu aylantirishni yuboradi — pul ikki marta yechilmaydi.',
      sessionEnded: "O'yin sessiyasi tugadi. O'yinni qayta oching.",
      refused: 'Tikish qabul qilinmadi.',
      signInNeeded: "Pulga o'ynash uchun hisobingizga kiring.",
      accountBlocked: "Hisobingiz bloklangan — o'yin mavjud emas.",
      restricted:
        "Siz o'zingizga tanaffus yoki o'yindan chetlatish belgilagansiz — pulga o'ynash mumkin emas. Demo rejim ochiq.",
      paytable: "To'lovlar",
      paytableNote: "Uchta bir xil belgi yoki boshida ikkita olcha yutadi. O'rtacha qaytim — 96 %.",
      anyOther: 'boshqa',
      symbols: {
        cherry: 'olcha',
        lemon: 'limon',
        bell: "qo'ng'iroq",
        star: 'yulduz',
        diamond: 'olmos',
        seven: 'yetti',
      },
    },
  },
  ru: {
    playMode: 'Игра на деньги',
    demoMode: 'Демо-режим',
    slot: {
      simulation:
        'Симуляция: тестовый игровой провайдер. Это не настоящая игра — результат случайно выбирает платформа.',
      simulationShort: 'Симуляция',
      balance: 'Баланс',
      demoBalance: 'Демо-баланс',
      bonusBalance: 'Бонусный баланс',
      freespins: 'Бесплатные вращения: {count}',
      bet: 'Ставка',
      spin: 'Крутить',
      spinning: 'Крутится…',
      retry: 'Повторить',
      reels: 'Барабаны',
      lastResult: 'Последний результат',
      firstSpin: 'Выберите ставку и крутите',
      won: 'Выигрыш: {amount}',
      lost: 'В этот раз без выигрыша',
      insufficientReal: 'Недостаточно средств. Пополните счёт или выберите ставку меньше.',
      insufficientDemo: 'Недостаточно демо-денег. Выберите ставку меньше или откройте игру заново.',
      networkError:
        'Связь прервалась. «Повторить» отправит этот же спин — деньги не спишутся дважды.',
      sessionEnded: 'Игровая сессия завершена. Откройте игру заново.',
      refused: 'Ставка не принята.',
      signInNeeded: 'Чтобы играть на деньги, войдите в аккаунт.',
      accountBlocked: 'Аккаунт заблокирован — игра недоступна.',
      restricted:
        'У вас действует перерыв или самоисключение — игра на деньги недоступна. Демо-режим открыт.',
      paytable: 'Выплаты',
      paytableNote:
        'Выигрывают три одинаковых символа или две вишни в начале. Средний возврат — 96 %.',
      anyOther: 'другой',
      symbols: {
        cherry: 'вишня',
        lemon: 'лимон',
        bell: 'колокольчик',
        star: 'звезда',
        diamond: 'бриллиант',
        seven: 'семёрка',
      },
    },
  },
};
