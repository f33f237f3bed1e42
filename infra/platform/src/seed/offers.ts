// The campaign offers (campaigns.getoffers), a catalogue in code like the payment methods; what
// an offer is and its rules: domain/offer-rules.ts. Deposit offers here: a welcome offer for a
// first deposit, a reload offer for card deposits and one for large deposits, all public, and
// the offers of the seeded promo codes (seed/promo-codes.ts); take offers in offers-take.ts.
// A paid deposit made with an offer grants its bonus (domain/deposit-bonus.ts): the deposit
// times bonusPercent, up to maxBonus, to be staked wagerMultiplier times within validDays of
// its activation.
import type { CatalogueOffer, DepositOffer } from '../domain/offer-rules';
import { TAKE_OFFERS } from './offers-take';

const DEPOSIT_BUTTON = { uz: 'Depozit qilish', ru: 'Пополнить' } as const;

/** The offers of promo codes, listed only to the players who activated the code. */
const PROMO_DEPOSIT_OFFERS: readonly DepositOffer[] = [
  {
    id: 100,
    action: 'deposit',
    audience: 'promo_code',
    firstDepositOnly: false,
    once: true,
    // The 2024 campaign of OLDCODE: ended with its code.
    endsAt: Date.UTC(2024, 11, 31, 23, 59, 59),
    excludeMethods: [],
    bonusPercent: 20,
    wagerMultiplier: 20,
    validDays: 7,
    bounds: {
      UZS: { minDeposit: '50000', maxBonus: '500000' },
      USD: { minDeposit: '5', maxBonus: '50' },
      RUB: { minDeposit: '500', maxBonus: '4000' },
    },
    texts: {
      uz: {
        title: 'OLDCODE: depozitga 20%',
        text: "2024-yil aksiyasi: to'ldirishga 20% bonus.",
        button: DEPOSIT_BUTTON.uz,
      },
      ru: {
        title: 'OLDCODE: 20% на депозит',
        text: 'Акция 2024 года: 20% бонусом к пополнению.',
        button: DEPOSIT_BUTTON.ru,
      },
    },
  },
  {
    id: 101,
    action: 'deposit',
    audience: 'promo_code',
    firstDepositOnly: true,
    once: true,
    endsAt: null,
    excludeMethods: [],
    bonusPercent: 100,
    wagerMultiplier: 20,
    validDays: 7,
    bounds: {
      UZS: { minDeposit: '20000', maxBonus: '1000000' },
      USD: { minDeposit: '2', maxBonus: '100' },
      RUB: { minDeposit: '200', maxBonus: '7500' },
    },
    texts: {
      uz: {
        title: 'WELCOME100: birinchi depozitga 100%',
        text: "Promokod bo'yicha birinchi to'ldirishingizni ikki baravar oshiramiz.",
        button: DEPOSIT_BUTTON.uz,
      },
      ru: {
        title: 'WELCOME100: 100% на первый депозит',
        text: 'По промокоду удвоим ваше первое пополнение.',
        button: DEPOSIT_BUTTON.ru,
      },
    },
  },
  {
    id: 102,
    action: 'deposit',
    audience: 'promo_code',
    firstDepositOnly: false,
    once: true,
    endsAt: null,
    excludeMethods: [],
    bonusPercent: 50,
    wagerMultiplier: 25,
    validDays: 7,
    bounds: {
      UZS: { minDeposit: '100000', maxBonus: '1500000' },
      USD: { minDeposit: '10', maxBonus: '150' },
      RUB: { minDeposit: '1000', maxBonus: '12000' },
    },
    texts: {
      uz: {
        title: 'OMAD50: depozitga 50%',
        text: "Promokod bo'yicha navbatdagi to'ldirishingizga yarim bonus.",
        button: DEPOSIT_BUTTON.uz,
      },
      ru: {
        title: 'OMAD50: 50% на депозит',
        text: 'По промокоду — половина суммы бонусом к пополнению.',
        button: DEPOSIT_BUTTON.ru,
      },
    },
  },
];

const PUBLIC_DEPOSIT_OFFERS: readonly DepositOffer[] = [
  {
    id: 201,
    action: 'deposit',
    audience: 'public',
    firstDepositOnly: true,
    // Its bonus is for the first paid deposit, even when two deposits were asked with it.
    once: true,
    endsAt: null,
    excludeMethods: [],
    bonusPercent: 100,
    wagerMultiplier: 30,
    validDays: 7,
    bounds: {
      UZS: { minDeposit: '50000', maxBonus: '2000000' },
      USD: { minDeposit: '5', maxBonus: '200' },
      RUB: { minDeposit: '500', maxBonus: '15000' },
    },
    texts: {
      uz: {
        title: 'Birinchi depozitga 100%',
        text: "Birinchi to'ldirishingizni ikki baravar oshiramiz.",
        button: DEPOSIT_BUTTON.uz,
      },
      ru: {
        title: '100% на первый депозит',
        text: 'Удвоим ваше первое пополнение.',
        button: DEPOSIT_BUTTON.ru,
      },
    },
  },
  {
    id: 202,
    action: 'deposit',
    audience: 'public',
    firstDepositOnly: false,
    once: false,
    endsAt: null,
    excludeMethods: ['payme', 'click'],
    bonusPercent: 25,
    wagerMultiplier: 20,
    validDays: 7,
    bounds: {
      UZS: { minDeposit: '100000', maxBonus: '1000000' },
      USD: { minDeposit: '10', maxBonus: '100' },
      RUB: { minDeposit: '1000', maxBonus: '7500' },
    },
    texts: {
      uz: {
        title: "Karta orqali to'ldirishga 25%",
        text: "Uzcard, Humo, Visa yoki Mastercard bilan har bir to'ldirishga bonus.",
        button: DEPOSIT_BUTTON.uz,
      },
      ru: {
        title: '25% на пополнение картой',
        text: 'Бонус к каждому пополнению картой Uzcard, Humo, Visa или Mastercard.',
        button: DEPOSIT_BUTTON.ru,
      },
    },
  },
  {
    id: 203,
    action: 'deposit',
    audience: 'public',
    firstDepositOnly: false,
    once: false,
    endsAt: null,
    excludeMethods: [],
    bonusPercent: 50,
    wagerMultiplier: 25,
    validDays: 10,
    bounds: {
      UZS: { minDeposit: '500000', maxBonus: '3000000' },
      USD: { minDeposit: '50', maxBonus: '300' },
      RUB: { minDeposit: '5000', maxBonus: '25000' },
    },
    texts: {
      uz: {
        title: 'Katta depozitga 50%',
        text: "500 000 so'mdan boshlab to'ldirishlarga yarim bonus.",
        button: DEPOSIT_BUTTON.uz,
      },
      ru: {
        title: '50% на крупный депозит',
        text: 'Половина суммы бонусом к пополнениям от 500 000 сум.',
        button: DEPOSIT_BUTTON.ru,
      },
    },
  },
];

/** Every offer in the order getoffers lists them: a player's promo-code offers first. */
export const OFFERS: readonly CatalogueOffer[] = [
  ...PROMO_DEPOSIT_OFFERS,
  ...TAKE_OFFERS.filter((offer) => offer.audience === 'promo_code'),
  ...PUBLIC_DEPOSIT_OFFERS,
  ...TAKE_OFFERS.filter((offer) => offer.audience === 'public'),
];

export const catalogueOffer = (id: number): CatalogueOffer | undefined =>
  OFFERS.find((offer) => offer.id === id);

export const depositOffer = (id: number): DepositOffer | undefined => {
  const offer = catalogueOffer(id);
  return offer?.action === 'deposit' ? offer : undefined;
};
