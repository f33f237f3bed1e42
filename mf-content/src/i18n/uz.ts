// mf-content texts in Uzbek (Latin script). Pages and site services keep their texts in
// their own files, merged here under `pages` and `services`.
import { pagesUz } from './pages.uz';
import { servicesUz } from './services.uz';

export const uz = {
  home: { title: 'Omad — onlayn kazino va sport tikish', banners: 'Aksiyalar va yangiliklar' },
  footer: {
    support: "Qo'llab-quvvatlash",
    payments: "To'lov usullari",
    social: 'Ijtimoiy tarmoqlar',
    countries: 'Xizmat mamlakatlari',
  },
  /** Country names by ISO code; a code missing here falls back to the browser's name. */
  country: {
    uz: "O'zbekiston",
    ru: 'Rossiya',
    kz: "Qozog'iston",
    kg: "Qirg'iziston",
    tj: 'Tojikiston',
    tm: 'Turkmaniston',
  },
  nav: { header: 'Asosiy menyu', sidebar: 'Sayt menyusi', bottom: 'Tezkor menyu' },
  pages: pagesUz,
  services: servicesUz,
} as const;
