// The offer rules as pure functions: who is shown an offer, why a player cannot take it (most
// important first), and the terms written from those rules, amounts in the player's currency.
import { describe, expect, it } from 'vitest';
import { catalogueOffer } from '../seed/offers';
import { guestStanding, isListed, unmetOf } from './offer-rules';
import type { CatalogueOffer, Standing } from './offer-rules';
import { moneyText, offerTerms } from './offer-terms';

const offer = (id: number): CatalogueOffer => {
  const found = catalogueOffer(id);
  if (!found) throw new Error(`no offer ${id}`);
  return found;
};

const player = (changes: Partial<Standing> = {}): Standing => ({
  ...guestStanding('UZS'),
  signedIn: true,
  ...changes,
});

const NOW = Date.UTC(2030, 0, 1);

describe('isListed', () => {
  it('shows public offers to everyone and a promo code’s only once the code opened it', () => {
    expect(isListed(offer(201), guestStanding('UZS'), NOW)).toBe(true);
    expect(isListed(offer(101), player(), NOW)).toBe(false);
    expect(isListed(offer(101), player({ opened: new Set([101]) }), NOW)).toBe(true);
  });

  it('shows an ended offer to nobody, opened or not', () => {
    expect(isListed(offer(100), player({ opened: new Set([100]) }), NOW)).toBe(false);
    expect(isListed(offer(302), player(), Date.UTC(2030, 11, 31, 18, 59))).toBe(true);
    expect(isListed(offer(302), player(), Date.UTC(2030, 11, 31, 19))).toBe(false);
  });
});

describe('unmetOf', () => {
  it('asks a guest only to sign in', () => {
    expect(unmetOf(offer(301), guestStanding('USD'))).toEqual(['sign_in']);
  });

  it('lists every reason, the most important first', () => {
    const depositor = player({ hasPaidDeposit: true, used: new Set([201, 202, 301]) });
    expect(unmetOf(offer(201), depositor)).toEqual(['already_taken', 'first_deposit']);
    // A reload offer is for every deposit: using it leaves it open.
    expect(unmetOf(offer(202), depositor)).toEqual([]);
    expect(unmetOf(offer(301), depositor)).toEqual(['already_taken', 'first_deposit']);
    expect(unmetOf(offer(302), player({ currency: 'RUB' }))).toEqual(['currency']);
    expect(unmetOf(offer(102), player())).toEqual(['promo_code']);
    expect(unmetOf(offer(102), player({ opened: new Set([102]) }))).toEqual([]);
  });
});

describe('the terms', () => {
  it('writes amounts as players read them', () => {
    expect(moneyText('2000000', 'UZS', 'uz')).toBe("2 000 000 so'm");
    expect(moneyText('0.20', 'USD', 'ru')).toBe('0,20 USD');
    expect(moneyText('15000', 'RUB', 'ru')).toBe('15 000 руб.');
  });

  it('says each rule the platform enforces, in the player’s currency and locale', () => {
    const reload = offerTerms(offer(202), 'USD', 'ru', '').split('\n');
    expect(reload).toContain('Бонус — 25 % от суммы депозита, не более 100 USD.');
    expect(reload).toContain('Минимальный депозит: 10 USD.');
    expect(reload).toContain('Не действует для пополнений через Payme и Click.');
    expect(reload).toContain('Предложением можно пользоваться при каждом подходящем депозите.');
    const spins = offerTerms(offer(103), 'UZS', 'uz', 'Aero Rocket Rush');
    expect(spins).toContain(
      "20 ta bepul aylantirish: Aero Rocket Rush o'yinida, har biri 1 000 so'm tikish bilan.",
    );
    expect(spins).toContain("Faqat ONCEONLY promokodini faollashtirgan o'yinchilar uchun.");
    expect(spins).toContain("Har bir o'yinchi bir marta foydalanishi mumkin.");
    expect(offerTerms(offer(301), 'UZS', 'ru', 'Sweet Bonanza')).toContain(
      '10 бесплатных вращений в игре Sweet Bonanza, ставка каждого — 1 000 сум.',
    );
    expect(offerTerms(offer(302), 'UZS', 'ru', '')).toContain(
      'Активируйте бонус в течение 14 дней; затем его нужно отыграть ×20 за 7 дней',
    );
  });
});
