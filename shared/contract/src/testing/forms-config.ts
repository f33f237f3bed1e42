// Test fixture: forms-config and cashier currencies as the CMS client answers them (the
// shape of the seed, with Uzbek texts), so form tests read like the real dialog.
import type { FormField, FormsConfig, ValidationTexts } from '../cms';

const field = (name: string, type: string, label: string, extra: Partial<FormField> = {}) => ({
  name,
  type,
  label,
  isRequired: true,
  regex: null,
  mask: null,
  placeholder: null,
  options: [],
  ...extra,
});

const currency = field('currency', 'currency', 'Valyuta', {
  placeholder: 'Valyutani tanlang',
  options: [
    { value: 'UZS', label: "O'zbek so'mi (UZS)" },
    { value: 'USD', label: 'AQSh dollari (USD)' },
    { value: 'RUB', label: 'Rossiya rubli (RUB)' },
  ],
});
const phone = field('phone', 'phone', 'Telefon raqami', { mask: '+998 ## ### ## ##' });
const terms = field('terms', 'checkbox', '18 yoshdan kattaman');

// Texts the CMS leaves empty arrive as null and fall back to the defaults.
const UNSET_TEXTS: ValidationTexts = {
  required: null,
  email: null,
  minLength: null,
  maxLength: null,
  phone: null,
  fakename: null,
  password: null,
  name: null,
  address: null,
  iban: null,
  date: null,
  minValue: null,
  maxValue: null,
  wrongField: null,
  insertEmail: null,
  insertPhone: null,
  shortPassword: null,
  invalidCharacters: null,
  passwordsNotEqual: null,
  checkbox: null,
  sumRange: null,
  code: null,
  smsCode: null,
  sex: null,
  postcode: null,
  cardHolder: null,
  url: null,
};

/** forms-config shaped like the seed (Uzbek texts): registration, fast registration, profile. */
export const seededFormsConfig = (strategy: 'eager' | 'onSubmit' = 'eager'): FormsConfig => ({
  validationTexts: {
    ...UNSET_TEXTS,
    required: "To'ldirish majburiy",
    email: "Elektron pochta manzili noto'g'ri",
    insertEmail: 'Elektron pochtangizni kiriting',
    insertPhone: 'Telefon raqamingizni kiriting',
    minLength: 'Kamida $$min$$ ta belgi kiriting',
    checkbox: 'Davom etish uchun belgilang',
    phone: "Telefon raqami noto'g'ri",
  },
  apiValidationErrors: [
    { code: 'INVALID', message: "Promokod noto'g'ri" },
    { code: 'EXPIRED', message: 'Promokodning amal qilish muddati tugagan' },
    { code: 'email_already_exists', message: "Bu pochta bilan ro'yxatdan o'tilgan" },
  ],
  registrationValidationStrategy: strategy,
  registrationForm: {
    title: "Ro'yxatdan o'tish",
    submitTitle: "Ro'yxatdan o'tish",
    fields: [
      field('email', 'email', 'Elektron pochta'),
      phone,
      field('password', 'password', 'Parol'),
      currency,
      field('promo_code', 'promoCode', 'Promokod', { isRequired: false }),
      terms,
    ],
  },
  fastRegistrationForm: {
    title: "Bir bosishda ro'yxatdan o'tish",
    submitTitle: 'Davom etish',
    fields: [phone, currency, terms],
  },
  restoreForm: { title: 'Tiklash', submitTitle: 'Yuborish', fields: [] },
  profileSettingsForm: { title: 'Profil', submitTitle: 'Saqlash', fields: [] },
  currencyConditions: [],
});
