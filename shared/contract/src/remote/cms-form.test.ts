import { describe, expect, it } from 'vitest';
import { maskInput } from './cms-form-field';
import {
  initialValues,
  offeredCurrencies,
  planForm,
  submission,
  validatorTypeOf,
} from './cms-form';
import { seededFormsConfig as formsConfig } from '../testing/forms-config';

const known = [
  { code: 'UZS', symbol: "so'm" },
  { code: 'USD', symbol: '$' },
];
const label = ({ code, symbol }: { code: string; symbol: string }) => `${code} ${symbol}`;

describe('planForm', () => {
  it('maps CMS types to validators and controls, in CMS order', () => {
    const plan = planForm(formsConfig().registrationForm, known, label);
    expect(plan.fields.map((field) => [field.name, field.type, field.control])).toEqual([
      ['email', 'email', 'input'],
      ['phone', 'phone', 'input'],
      ['password', 'password', 'input'],
      ['currency', 'currency', 'select'],
      ['promo_code', 'promo_code', 'input'],
      ['terms', 'checkbox', 'checkbox'],
    ]);
    expect(
      plan.fields.find((field) => field.name === 'currency')?.options.map((o) => o.value),
    ).toEqual(['UZS', 'USD']);
    expect(plan.validation.find((rule) => rule.name === 'phone')?.mask).toBe('+998 ## ### ## ##');
  });

  it('sends the only offered currency without asking', () => {
    const plan = planForm(formsConfig().fastRegistrationForm, [known[0] ?? known[1]!], label);
    expect(plan.fields.map((field) => field.name)).toEqual(['phone', 'terms']);
    expect(plan.fixed).toEqual({ currency: 'UZS' });
  });

  it('builds currency options from the offer when the CMS field lists none', () => {
    const plan = planForm(
      { fields: [{ ...formsConfig().fastRegistrationForm.fields[1]!, options: [] }] },
      known,
      label,
    );
    expect(plan.fields[0]?.options).toEqual([
      { value: 'UZS', label: "UZS so'm" },
      { value: 'USD', label: 'USD $' },
    ]);
  });

  it('reads unknown CMS types as text', () => {
    expect(validatorTypeOf('promoCode')).toBe('promo_code');
    expect(validatorTypeOf('phone')).toBe('phone');
    expect(validatorTypeOf('nickname2')).toBe('text');
  });
});

describe('offeredCurrencies', () => {
  it('keeps the platform currencies the CMS knows, in platform order', () => {
    expect(offeredCurrencies(['USD', 'RUB', 'UZS'], known).map((c) => c.code)).toEqual([
      'USD',
      'UZS',
    ]);
    expect(offeredCurrencies(['RUB'], [])).toEqual([{ code: 'RUB', symbol: 'RUB' }]);
  });
});

describe('initialValues and submission', () => {
  const plan = planForm(formsConfig().registrationForm, known, label);

  it('starts empty with the default currency and the known promo code', () => {
    expect(initialValues(plan, { promoCode: 'OMAD50', defaultCurrency: 'USD' })).toEqual({
      email: '',
      phone: '',
      password: '',
      currency: 'USD',
      promo_code: 'OMAD50',
      terms: false,
    });
    expect(initialValues(plan, { promoCode: '', defaultCurrency: 'EUR' }).currency).toBe('');
  });

  it('sends filled values and booleans, never empty optional ones', () => {
    expect(
      submission(plan, {
        email: 'a@b.uz',
        phone: '',
        password: ' x ',
        promo_code: '  ',
        terms: true,
      }),
    ).toEqual({ email: 'a@b.uz', password: ' x ', terms: true });
  });
});

describe('maskInput', () => {
  const mask = '+998 ## ### ## ##';
  it('formats digits and pasted numbers', () => {
    expect(maskInput(mask, '901234567')).toBe('+998 90 123 45 67');
    expect(maskInput(mask, '+998901234567')).toBe('+998 90 123 45 67');
    expect(maskInput(mask, '9')).toBe('+998 9');
  });
  it('empties the field when the player deletes back into the prefix', () => {
    expect(maskInput(mask, '+998 ')).toBe('');
    expect(maskInput(mask, '+998')).toBe('');
    expect(maskInput(mask, '+')).toBe('');
    expect(maskInput(mask, 'abc')).toBe('');
  });
});
