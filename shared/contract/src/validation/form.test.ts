import { describe, expect, it } from 'vitest';
import { buildFormSchema, validateForm } from './form';
import type { FormFieldConfig } from './form-fields';
import { resolveMessages } from './messages';

const registration: FormFieldConfig[] = [
  { name: 'phone', type: 'phone', mask: '+998 (##) ###-##-##' },
  { name: 'email', type: 'email', isRequired: false },
  { name: 'password', type: 'password' },
  { name: 'password_confirm', type: 'passwordConfirm' },
  { name: 'first_name', type: 'first_name' },
  { name: 'birthday', type: 'date', max: new Date(2007, 0, 1).getTime() },
  { name: 'sex', type: 'sex' },
  { name: 'currency', type: 'currency' },
  { name: 'promo', type: 'promo_code' },
  { name: 'terms', type: 'checkbox' },
];

const valid = {
  phone: '+998 (90) 123-45-67',
  email: '',
  password: 'secret1',
  password_confirm: 'secret1',
  first_name: 'Anna',
  birthday: '01.01.1990',
  sex: 2,
  currency: 'UZS',
  terms: true,
};

describe('validateForm with buildFormSchema', () => {
  const schema = buildFormSchema(registration);

  it('passes valid values and drops keys the form does not declare', () => {
    const result = validateForm(schema, { ...valid, extra: 'x' });
    expect(result).toEqual({ ok: true, values: { ...valid, promo: '' } });
  });

  it('reports the first message of every failing field', () => {
    const result = validateForm(schema, {});
    expect(result).toEqual({
      ok: false,
      errors: {
        phone: 'Insert phone number',
        password: 'Field is required',
        password_confirm: 'Field is required',
        first_name: 'Field is required',
        birthday: 'Field is required',
        sex: 'Field is required',
        currency: 'Field is required',
        terms: 'This box must be checked',
      },
    });
  });

  it('reports unequal passwords on the confirmation', () => {
    const result = validateForm(schema, { ...valid, password_confirm: 'secret2' });
    expect(result).toEqual({ ok: false, errors: { password_confirm: 'Passwords are not equal' } });
  });

  it('reports a short password as short, not also as unequal', () => {
    const result = validateForm(schema, { ...valid, password: 'abc', password_confirm: 'abcd' });
    expect(result).toEqual({ ok: false, errors: { password: 'Min length is 6' } });
  });

  it('checks masks, optional fields and date bounds', () => {
    const result = validateForm(schema, {
      ...valid,
      phone: '+998 (90) 123-45',
      email: 'not-an-email',
      birthday: '02.01.2007',
    });
    expect(result).toEqual({
      ok: false,
      errors: {
        phone: 'Wrong phone number',
        email: 'Wrong email address',
        birthday: 'Max value is 01.01.2007',
      },
    });
  });

  it('uses overridden messages', () => {
    const messages = resolveMessages({ insertPhone: 'Введите номер', checkbox: 'Примите условия' });
    const result = validateForm(buildFormSchema(registration, messages), {
      ...valid,
      phone: '',
      terms: false,
    });
    expect(result).toEqual({
      ok: false,
      errors: { phone: 'Введите номер', terms: 'Примите условия' },
    });
  });

  it('applies the CMS pattern and length bounds of a field', () => {
    const form = buildFormSchema([
      { name: 'zip', type: 'postcode', regex: '^\\d{6}$' },
      { name: 'doc', type: 'documentNumber', min: 5, max: 9 },
      { name: 'code', type: 'code' },
    ]);
    expect(validateForm(form, { zip: '100000', doc: 'AB12345', code: '123456' }).ok).toBe(true);
    expect(validateForm(form, { zip: '1000', doc: 'AB1', code: '12345' })).toEqual({
      ok: false,
      errors: {
        zip: 'Wrong postcode',
        doc: 'Min length is 5',
        code: 'The code must contain 6 digits',
      },
    });
  });

  it('reports values that are not an object under the empty key', () => {
    expect(validateForm(schema, null)).toEqual({ ok: false, errors: { '': 'Wrong field' } });
  });
});
