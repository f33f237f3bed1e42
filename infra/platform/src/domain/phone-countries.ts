// The countries a phone contact may come from (account.getContactPhoneSettings): the market's
// neighbours, each with its dialling code and the mask of its national number (# a digit).
import type { ContactPhoneSettings } from '@omad/contract/api';
import type { Locale } from '../config';

interface PhoneCountry {
  readonly countryCode: string;
  readonly phoneCode: string;
  readonly mask: string;
  readonly names: Readonly<Record<Locale, string>>;
}

/** Country, dialling code, national mask, and the name in uz and ru. */
const COUNTRIES: readonly (readonly [string, string, string, string, string])[] = [
  ['UZ', '998', '## ### ## ##', "O'zbekiston", 'Узбекистан'],
  ['KZ', '7', '### ### ## ##', "Qozog'iston", 'Казахстан'],
  ['RU', '7', '### ### ## ##', 'Rossiya', 'Россия'],
  ['KG', '996', '### ### ###', "Qirg'iziston", 'Киргизия'],
  ['TJ', '992', '## ### ####', 'Tojikiston', 'Таджикистан'],
  ['TM', '993', '## ######', 'Turkmaniston', 'Туркменистан'],
];

export const PHONE_COUNTRIES: readonly PhoneCountry[] = COUNTRIES.map(
  ([countryCode, phoneCode, mask, uz, ru]) => ({ countryCode, phoneCode, mask, names: { uz, ru } }),
);

export const DEFAULT_PHONE_COUNTRY = 'UZ';

export const phoneSettings = (locale: Locale): ContactPhoneSettings => ({
  countries: PHONE_COUNTRIES.map((country) => ({
    country_code: country.countryCode,
    name: country.names[locale],
    phone_code: country.phoneCode,
    mask: country.mask,
  })),
  default_country_code: DEFAULT_PHONE_COUNTRY,
});

/**
 * A phone as stored (digits with the dialling code): `digits` typed without a '+' that are
 * exactly a national number of a country with `phoneCode` get the code in front; anything
 * else is taken as the whole international number.
 */
export const internationalPhone = (
  digits: string,
  phoneCode: string | undefined,
  typedPlus: boolean,
): string => {
  if (typedPlus || phoneCode === undefined) return digits;
  const national = PHONE_COUNTRIES.some(
    (country) =>
      country.phoneCode === phoneCode && country.mask.replace(/[^#]/g, '').length === digits.length,
  );
  return national ? `${phoneCode}${digits}` : digits;
};
