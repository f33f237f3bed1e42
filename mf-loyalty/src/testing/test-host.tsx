// Test support for this remote's component tests (not bundled: only tests import it): the
// contract's test host with mf-loyalty's texts, and the programme, standing, characters,
// products and offers as the platform answers them, and the CMS content the pages read.
import type {
  LoyaltyCharacter,
  LoyaltyInfo,
  LoyaltyLevel,
  LoyaltyProduct,
  LoyaltyProgram,
  Offer,
} from '@omad/contract/api';
import type { CmsPromotion } from '@omad/contract/cms';
import { answer, createTestRemote, formsConfigFixture } from '@omad/contract/testing';
import type { PlatformCall, TestRemoteOptions } from '@omad/contract/testing';
import { ru } from '../i18n/ru';
import { uz } from '../i18n/uz';

export { LocationProbe, StartAt, accountFixture, answer, refusal } from '@omad/contract/testing';
export type { PlatformCall } from '@omad/contract/testing';

type Options = Pick<
  TestRemoteOptions,
  'locale' | 'platform' | 'cms' | 'session' | 'location' | 'overrides' | 'fallback'
>;

export const createTestHost = (options: Options = {}) =>
  createTestRemote({
    ...options,
    remoteName: 'mf-loyalty',
    namespace: 'loyalty',
    resources: { uz, ru },
  });

/** The seeded programme's levels. */
export const levelsFixture: LoyaltyLevel[] = [
  { level: 1, name: 'Yangi boshlovchi', minValue: 0, maxValue: 200, benefits: ['Ballar'] },
  { level: 2, name: 'Bronza', minValue: 200, maxValue: 2000, benefits: ['25 aylantirish'] },
  { level: 3, name: 'Kumush', minValue: 2000, maxValue: 10000, benefits: ['Katta bonus'] },
  { level: 4, name: 'Oltin', minValue: 10000, maxValue: 50000, benefits: ["Sovg'alar"] },
  { level: 5, name: 'Brilliant', minValue: 50000, maxValue: null, benefits: ['Hammasi'] },
];

export const infoFixture = (overrides: Partial<LoyaltyInfo> = {}): LoyaltyInfo => ({
  id: 1,
  is_active: true,
  points: 150,
  points_value: { amount: '1500.00', currency: 'UZS' },
  character: null,
  levels: levelsFixture,
  level: 1,
  expCount: 150,
  pointsAlias: 'Omad ballari',
  program: 'omad-club',
  uid: 7,
  ...overrides,
});

export const programFixture = (overrides: Partial<LoyaltyProgram> = {}): LoyaltyProgram => ({
  sysname: 'omad-club',
  title: 'Omad Klub',
  description: 'Har bir tikish uchun ball.',
  image: null,
  is_default: true,
  levels: levelsFixture,
  earning: [
    { game_type: 'slot', stake: { amount: '1000.00', currency: 'UZS' } },
    { game_type: 'live', stake: { amount: '2000.00', currency: 'UZS' } },
  ],
  point_value: { amount: '10.00', currency: 'UZS' },
  ...overrides,
});

export const characterFixture = (id: number): LoyaltyCharacter => ({
  id,
  sysname: ['alpomish', 'barchinoy', 'afandi', 'humo'][id - 1] ?? `hero_${id}`,
  name: ['Alpomish', 'Barchinoy', 'Afandi', 'Humo'][id - 1] ?? `Hero ${id}`,
  description: `Character ${id}`,
  image: `/api/_media/character/${id}.svg`,
});

export const productFixture = (
  id: number,
  overrides: Partial<LoyaltyProduct> = {},
): LoyaltyProduct => ({
  id,
  kind: 'freespins',
  title: `Product ${id}`,
  description: `What product ${id} gives`,
  image: `/api/_media/loyalty-product/p${id}.svg`,
  price: id * 100,
  stock: null,
  min_level: 1,
  value: { amount: `${id * 1000}.00`, currency: 'UZS' },
  freespins: null,
  ...overrides,
});

/** A deposit offer as campaigns.getoffers lists it to a player who may take it. */
export const offerFixture = (id: number, overrides: Partial<Offer> = {}): Offer => ({
  id,
  trigger: {
    action: 'deposit',
    params: { exclude_methods: [] },
    user_satisfies_params: true,
    unmet: [],
  },
  description: {
    title: `Offer ${id}`,
    text: `Offer ${id} in short`,
    short_description: `Offer ${id} in short`,
    button_text: 'Depozit qilish',
    img_desktop: `/api/_media/offer/${id}.svg`,
    terms: `First rule of ${id}.\nSecond rule of ${id}.`,
    currency: 'UZS',
    bonus_percent: 100,
    min_deposit: '50000',
    max_bonus: '2000000',
    wager_multiplier: 30,
  },
  promotions: [{ type: 'deposit_bonus', percent: 100, amount: null, count: null, game: null }],
  is_taken: false,
  ends_at: null,
  ...overrides,
});

/** A take offer of free spins, as getoffers lists it to a player who may take it. */
export const spinsOfferFixture = (id: number, overrides: Partial<Offer> = {}): Offer =>
  offerFixture(id, {
    trigger: {
      action: 'take',
      params: { exclude_methods: [] },
      user_satisfies_params: true,
      unmet: [],
    },
    description: {
      title: `Spins ${id}`,
      short_description: `Spins ${id} in short`,
      button_text: 'Olish',
      img_desktop: `/api/_media/offer/${id}.svg`,
      terms: 'Spins last 7 days.',
      currency: 'UZS',
      freespins_count: 10,
    },
    promotions: [
      {
        type: 'freespins',
        percent: null,
        amount: null,
        count: 10,
        game: { sysname: 'pragmatic_sweet_bonanza', name: 'Sweet Bonanza' },
      },
    ],
    ...overrides,
  });

/** The same offer as a guest is shown it: every condition unmet but signing in. */
export const asGuest = (offer: Offer): Offer => ({
  ...offer,
  trigger: { ...offer.trigger, user_satisfies_params: false, unmet: ['sign_in'] },
  is_taken: false,
});

/** A page of getoffers from `offset`, `pageSize` at most (the platform's paging). */
export const offersPage = (offers: readonly Offer[], offset: number, pageSize = 100) => ({
  items: offers.slice(offset, offset + pageSize),
  count: offers.length,
});

/** CMS `common` with the given offers options (and the seed's payment method names). */
export const commonContent = (
  offersOptions: Partial<{
    pageSize: number;
    isShownToGuests: boolean;
    descriptionKeys: Record<'title' | 'text' | 'image' | 'buttonTitle', string>;
  }> = {},
) => ({
  footerLegalText: '18+',
  paymentMethodInfo: ['Uzcard', 'Humo', 'Visa', 'Mastercard', 'Payme', 'Click'].map((name) => ({
    name,
    logo: null,
  })),
  confirmHint: { title: 'Tasdiqlang', text: 'Kontaktingizni tasdiqlang', buttonTitle: 'OK' },
  offersOptions: {
    pageSize: 10,
    isShownToGuests: true,
    descriptionKeys: {
      title: 'title',
      text: 'short_description',
      image: 'img_desktop',
      buttonTitle: 'button_text',
    },
    ...offersOptions,
  },
  localeDetectionStrategy: 'cookie',
  supportContacts: {
    phone: '+998 71 200 00 00',
    email: 'support@omad.uz',
    telegram: 'https://t.me/omad_support',
    workingHours: 'Har kuni',
  },
});

/** CMS `forms-config` with the given API error texts (apiValidationErrors). */
export const formsContent = (apiValidationErrors: { code: string; message: string }[] = []) => ({
  ...formsConfigFixture(),
  apiValidationErrors,
});

/** A promotion as the CMS reader gives it (flattened). */
export const promotionFixture = (
  id: number,
  overrides: Partial<CmsPromotion> = {},
): CmsPromotion => ({
  id,
  slug: `promotion-${id}`,
  title: `Promotion ${id}`,
  summary: `What promotion ${id} is`,
  image: `/cms/uploads/promotion-${id}.svg`,
  body: `First paragraph of ${id}.\n\nSecond paragraph of ${id}.`,
  terms: `Rule one of ${id}.\nRule two of ${id}.`,
  offerId: null,
  url: null,
  buttonTitle: null,
  startsAt: '2025-01-15T00:00:00.000Z',
  finishedAt: null,
  position: id,
  ...overrides,
});

/** The dialog the remote opened last. */
export const lastDialog = (host: ReturnType<typeof createTestHost>) => {
  const dialog = host.dialogs.at(-1);
  if (!dialog) throw new Error('no dialog opened');
  return dialog;
};

/** getoffers over a list the test may change, paged as the platform pages. */
export const listing = (offers: () => readonly Offer[]) => (call: PlatformCall) =>
  answer(offersPage(offers(), Number(call.fields['offset'] ?? 0)));
