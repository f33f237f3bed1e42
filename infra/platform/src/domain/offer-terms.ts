// An offer's terms (description.terms), written from the rules the platform enforces for it
// (domain/offer-rules.ts, offer-takes.ts, deposit-bonus.ts), so the text cannot drift from the
// behaviour: one sentence per rule, in Latin-script Uzbek or Russian, in the player's currency.
import { CURRENCIES } from '../config';
import type { Locale } from '../config';
import { paymentMethod } from '../seed/payment-methods';
import { seedPromoCodes } from '../seed/promo-codes';
import { stakesFor } from '../game-frames/slot-paytable';
import { ACTIVATE_WITHIN_DAYS, currenciesOf } from './offer-rules';
import type { CatalogueOffer, DepositOffer, TakeGrant } from './offer-rules';
import { centsOf } from './money';

const UNITS: Readonly<Record<string, Readonly<Record<Locale, string>>>> = {
  UZS: { uz: "so'm", ru: 'сум' },
  RUB: { uz: 'rubl', ru: 'руб.' },
  USD: { uz: 'USD', ru: 'USD' },
};

/** Accounts in a currency, as "only for accounts in ..." says it. */
const ACCOUNTS_IN: Readonly<Record<string, Readonly<Record<Locale, string>>>> = {
  UZS: { uz: "so'mdagi", ru: 'сумах' },
  RUB: { uz: 'rubldagi', ru: 'рублях' },
  USD: { uz: 'dollardagi', ru: 'долларах' },
};

/** '2000000' → "2 000 000 so'm"; cents only when there are any ('0,20 USD'). */
export const moneyText = (amount: string, currency: string, locale: Locale): string => {
  const cents = centsOf(amount);
  const whole = (cents / 100n).toString().replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
  const fraction = cents % 100n === 0n ? '' : `,${(cents % 100n).toString().padStart(2, '0')}`;
  return `${whole}${fraction} ${UNITS[currency]?.[locale] ?? currency}`;
};

/** The Russian form of a count: 1 вращение, 2 вращения, 5 вращений. */
const ruPlural = (count: number, [one, few, many]: readonly [string, string, string]): string => {
  const tens = count % 100;
  const units = count % 10;
  if (tens >= 11 && tens <= 14) return many;
  if (units === 1) return one;
  return units >= 2 && units <= 4 ? few : many;
};

const ruDays = (days: number): string => `${days} ${ruPlural(days, ['день', 'дня', 'дней'])}`;

/** The last Tashkent day (UTC+5) before `endsAt`, dd.mm.yyyy. */
const lastDayOf = (endsAt: number): string => {
  const day = new Date(endsAt - 1 + 5 * 3_600_000);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${pad(day.getUTCDate())}.${pad(day.getUTCMonth() + 1)}.${day.getUTCFullYear()}`;
};

const join = (items: readonly string[], locale: Locale): string =>
  items.length < 2
    ? (items[0] ?? '')
    : `${items.slice(0, -1).join(', ')} ${locale === 'uz' ? 'va' : 'и'} ${items.at(-1)}`;

/** What a casino bonus asks once granted: activation, wagering, release, forfeit. */
const bonusLife = (wager: number, validDays: number, locale: Locale): string[] =>
  locale === 'uz'
    ? [
        `Bonusni ${ACTIVATE_WITHIN_DAYS} kun ichida faollashtiring; shundan so'ng uni ${validDays} kun ichida ${wager} barobar tikish kerak, keyin qolgan bonus puli asosiy balansga o'tadi.`,
        "Bonus faol bo'lganda pul yechish uning qolgan mablag'ini bekor qiladi.",
      ]
    : [
        `Активируйте бонус в течение ${ruDays(ACTIVATE_WITHIN_DAYS)}; затем его нужно отыграть ×${wager} за ${ruDays(validDays)}, после чего оставшиеся бонусные деньги переходят на основной баланс.`,
        'Вывод средств при активном бонусе аннулирует его оставшиеся деньги.',
      ];

const depositTerms = (offer: DepositOffer, currency: string, locale: Locale): string[] => {
  const bounds = offer.bounds[currency];
  const excluded = offer.excludeMethods.map((sysname) => paymentMethod(sysname)?.name ?? sysname);
  const uz = locale === 'uz';
  return [
    ...(bounds
      ? [
          uz
            ? `Bonus — depozitning ${offer.bonusPercent} foizi, ko'pi bilan ${moneyText(bounds.maxBonus, currency, locale)}.`
            : `Бонус — ${offer.bonusPercent} % от суммы депозита, не более ${moneyText(bounds.maxBonus, currency, locale)}.`,
          uz
            ? `Eng kam depozit: ${moneyText(bounds.minDeposit, currency, locale)}.`
            : `Минимальный депозит: ${moneyText(bounds.minDeposit, currency, locale)}.`,
        ]
      : []),
    ...(excluded.length > 0
      ? [
          uz
            ? `${join(excluded, locale)} orqali to'ldirishlarga taalluqli emas.`
            : `Не действует для пополнений через ${join(excluded, locale)}.`,
        ]
      : []),
    uz
      ? "Taklifni to'ldirishda tanlang yoki oldindan oling: bonus to'lov hisobga tushganda beriladi."
      : 'Выберите предложение при пополнении или возьмите его заранее: бонус начисляется, когда платёж зачислен.',
    ...bonusLife(offer.wagerMultiplier, offer.validDays, locale),
  ];
};

const grantTerms = (grant: TakeGrant, currency: string, locale: Locale, game: string) => {
  const uz = locale === 'uz';
  if (grant.kind === 'bonus') {
    const amount = moneyText(grant.amounts[currency] ?? '0', currency, locale);
    return [
      uz
        ? `${amount} kazino bonusi, ${grant.wagerMultiplier} barobar tikish sharti bilan; u darhol beriladi.`
        : `Казино-бонус ${amount} с отыгрышем ×${grant.wagerMultiplier}; начисляется сразу.`,
      ...bonusLife(grant.wagerMultiplier, grant.validDays, locale),
    ];
  }
  const bet = moneyText(stakesFor(currency).bets[0] ?? '0', currency, locale);
  const spins = ruPlural(grant.count, [
    'бесплатное вращение',
    'бесплатных вращения',
    'бесплатных вращений',
  ]);
  return uz
    ? [
        `${grant.count} ta bepul aylantirish: ${game} o'yinida, har biri ${bet} tikish bilan.`,
        `Aylantirishlar darhol beriladi va ${grant.validDays} kun amal qiladi: o'yinni haqiqiy pulga oching, aylantirishlar puldan oldin ishlatiladi.`,
        "Yutuqlar faol kazino bonusiga qo'shiladi, faol bonus bo'lmasa asosiy balansga tushadi.",
      ]
    : [
        `${grant.count} ${spins} в игре ${game}, ставка каждого — ${bet}.`,
        `Вращения начисляются сразу и действуют ${ruDays(grant.validDays)}: откройте игру на реальные деньги — вращения расходуются раньше денег.`,
        'Выигрыши добавляются к активному казино-бонусу, а если его нет — зачисляются на основной баланс.',
      ];
};

/** Who may take the offer, and when it ends. */
const conditionTerms = (offer: CatalogueOffer, locale: Locale): string[] => {
  const uz = locale === 'uz';
  const code = seedPromoCodes.find((promo) => promo.offerId === offer.id)?.code;
  const currencies = currenciesOf(offer);
  const accounts = join(
    currencies.map((currency) => ACCOUNTS_IN[currency]?.[locale] ?? currency),
    locale,
  );
  const terms: string[] = [];
  if (offer.audience === 'promo_code' && code) {
    terms.push(
      uz
        ? `Faqat ${code} promokodini faollashtirgan o'yinchilar uchun.`
        : `Только для игроков, активировавших промокод ${code}.`,
    );
  }
  if (currencies.length < CURRENCIES.length) {
    terms.push(uz ? `Faqat ${accounts} hisoblar uchun.` : `Только для счетов в ${accounts}.`);
  }
  if (offer.firstDepositOnly) {
    terms.push(
      uz
        ? "Faqat hali to'langan depoziti bo'lmagan o'yinchilar uchun."
        : 'Только для игроков, у которых ещё нет оплаченных депозитов.',
    );
  }
  terms.push(
    offer.once
      ? uz
        ? "Har bir o'yinchi bir marta foydalanishi mumkin."
        : 'Каждый игрок может воспользоваться предложением один раз.'
      : uz
        ? 'Taklifdan har bir mos depozitda qayta foydalanish mumkin.'
        : 'Предложением можно пользоваться при каждом подходящем депозите.',
  );
  if (offer.endsAt !== null) {
    terms.push(
      uz
        ? `Taklif ${lastDayOf(offer.endsAt)} kuni oxirigacha amal qiladi (Toshkent vaqti bilan).`
        : `Предложение действует по ${lastDayOf(offer.endsAt)} включительно (время Ташкента).`,
    );
  }
  terms.push(
    uz
      ? "Taym-aut yoki o'zini cheklash davrida taklifni olib bo'lmaydi."
      : 'Во время тайм-аута или самоисключения предложение взять нельзя.',
  );
  return terms;
};

/** The offer's terms, one rule a line; `game` names a free-spin offer's game. */
export const offerTerms = (
  offer: CatalogueOffer,
  currency: string,
  locale: Locale,
  game: string,
): string =>
  [
    ...(offer.action === 'deposit'
      ? depositTerms(offer, currency, locale)
      : grantTerms(offer.grant, currency, locale, game)),
    ...conditionTerms(offer, locale),
  ].join('\n');
