// Country names by ISO code for the footer's served countries, in the 'content' namespace
// under 'country'; a code missing here falls back to the browser's name.
import type { Translation } from '@omad/contract/remote';

export const uz = {
  uz: "O'zbekiston",
  ru: 'Rossiya',
  kz: "Qozog'iston",
  kg: "Qirg'iziston",
  tj: 'Tojikiston',
  tm: 'Turkmaniston',
} as const;

export const ru: Translation<typeof uz> = {
  uz: 'Узбекистан',
  ru: 'Россия',
  kz: 'Казахстан',
  kg: 'Киргизия',
  tj: 'Таджикистан',
  tm: 'Туркменистан',
};
