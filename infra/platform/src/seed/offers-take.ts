// The take offers of the catalogue (seed/offers.ts): taken alone with campaigns.takepromotions
// (or by activating their promo code), they grant at once, once per player: free spins for a
// new player before the first deposit, a small casino bonus for so'm accounts, and the free
// spins of the single-use promo code ONCEONLY.
import type { TakeOffer } from '../domain/offer-rules';

const TAKE_BUTTON = { uz: 'Olish', ru: 'Получить' } as const;

/** The game of the promo code's spins: the first popular game with a demo, the e2e specs' own. */
const PROMO_SPINS_GAME = 'pixelfox_aero_rocket_rush';

export const TAKE_OFFERS: readonly TakeOffer[] = [
  {
    id: 103,
    action: 'take',
    audience: 'promo_code',
    firstDepositOnly: false,
    once: true,
    endsAt: null,
    grant: { kind: 'freespins', sysname: PROMO_SPINS_GAME, count: 20, validDays: 7 },
    texts: {
      uz: {
        title: 'ONCEONLY: 20 ta bepul aylantirish',
        text: "Aero Rocket Rush o'yinida 20 ta bepul aylantirish — promokod bilan bir marta.",
        button: TAKE_BUTTON.uz,
      },
      ru: {
        title: 'ONCEONLY: 20 бесплатных вращений',
        text: '20 бесплатных вращений в Aero Rocket Rush — один раз по промокоду.',
        button: TAKE_BUTTON.ru,
      },
    },
  },
  {
    id: 301,
    action: 'take',
    audience: 'public',
    firstDepositOnly: true,
    once: true,
    endsAt: null,
    grant: { kind: 'freespins', sysname: 'pragmatic_sweet_bonanza', count: 10, validDays: 7 },
    texts: {
      uz: {
        title: "Yangi o'yinchilarga 10 ta bepul aylantirish",
        text: "Birinchi depozitgacha Sweet Bonanza o'yinida 10 ta bepul aylantirishni oling.",
        button: TAKE_BUTTON.uz,
      },
      ru: {
        title: '10 бесплатных вращений новым игрокам',
        text: 'Получите 10 бесплатных вращений в Sweet Bonanza до первого депозита.',
        button: TAKE_BUTTON.ru,
      },
    },
  },
  {
    id: 302,
    action: 'take',
    audience: 'public',
    firstDepositOnly: false,
    once: true,
    // Midnight in Tashkent: the campaign runs through 31 December 2030.
    endsAt: Date.UTC(2030, 11, 31, 19),
    grant: { kind: 'bonus', amounts: { UZS: '20000' }, wagerMultiplier: 20, validDays: 7 },
    texts: {
      uz: {
        title: "20 000 so'm kazino bonusi",
        text: 'Bonusni oling va uni 20 barobar tiking — qolgani sizniki.',
        button: TAKE_BUTTON.uz,
      },
      ru: {
        title: 'Казино-бонус 20 000 сум',
        text: 'Заберите бонус и отыграйте его ×20 — остаток ваш.',
        button: TAKE_BUTTON.ru,
      },
    },
  },
];
