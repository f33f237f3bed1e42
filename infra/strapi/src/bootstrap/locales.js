// Uzbek (the default) and Russian: the storefront's two languages (spec section 1).
'use strict';

const LOCALES = [
  { code: 'uz', name: 'Uzbek (uz)' },
  { code: 'ru', name: 'Russian (ru)' },
];

exports.ensureLocales = async (strapi) => {
  const locales = strapi.plugin('i18n').service('locales');
  for (const locale of LOCALES) {
    if (!(await locales.findByCode(locale.code))) await locales.create(locale);
  }
  if ((await locales.getDefaultLocale()) !== 'uz') await locales.setDefaultLocale({ code: 'uz' });
};
