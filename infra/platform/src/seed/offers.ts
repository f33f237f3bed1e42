// The deposit offers the cashier lets a player take with a deposit (campaigns.getoffers; the
// deposit's campaign_offer_id). A catalogue in code, like the payment methods: a welcome offer
// for a first deposit, a reload offer for card deposits and a weekend offer for large ones.
// A paid deposit made with an offer grants its bonus (domain/deposit-bonus.ts): the deposit
// times bonusPercent, up to maxBonus, to be staked wagerMultiplier times within validDays of
// its activation.
import type { Locale } from '../config';

export interface DepositOffer {
  readonly id: number;
  /** Methods the offer does not apply to (spec section 3: params.exclude_methods). */
  readonly excludeMethods: readonly string[];
  /** Only a player with no paid deposit yet qualifies. */
  readonly firstDepositOnly: boolean;
  readonly bonusPercent: number;
  /** The bonus must be staked this many times its amount before it becomes real money. */
  readonly wagerMultiplier: number;
  /** Days to meet the wagering requirement once the bonus is activated. */
  readonly validDays: number;
  /** Per currency: least deposit and most bonus, decimal strings. */
  readonly bounds: Readonly<Record<string, { minDeposit: string; maxBonus: string }>>;
  readonly texts: Readonly<Record<Locale, { title: string; text: string }>>;
}

export const DEPOSIT_OFFERS: readonly DepositOffer[] = [
  {
    id: 201,
    excludeMethods: [],
    firstDepositOnly: true,
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
      },
      ru: {
        title: '100% на первый депозит',
        text: 'Удвоим ваше первое пополнение.',
      },
    },
  },
  {
    id: 202,
    excludeMethods: ['payme', 'click'],
    firstDepositOnly: false,
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
      },
      ru: {
        title: '25% на пополнение картой',
        text: 'Бонус к каждому пополнению картой Uzcard, Humo, Visa или Mastercard.',
      },
    },
  },
  {
    id: 203,
    excludeMethods: [],
    firstDepositOnly: false,
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
      },
      ru: {
        title: '50% на крупный депозит',
        text: 'Половина суммы бонусом к пополнениям от 500 000 сум.',
      },
    },
  },
];

export const depositOffer = (id: number): DepositOffer | undefined =>
  DEPOSIT_OFFERS.find((offer) => offer.id === id);
