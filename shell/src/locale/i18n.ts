// The one i18next instance of the page. The shell owns the language; each remote adds
// its own namespace to this instance when it mounts.
import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Locale } from '@omad/contract';
import { ru, uz } from './texts';

export const createI18n = (locale: Locale): I18n => {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng: locale,
    fallbackLng: false,
    supportedLngs: ['uz', 'ru'],
    ns: ['shell'],
    defaultNS: 'shell',
    resources: { uz: { shell: uz }, ru: { shell: ru } },
    interpolation: { escapeValue: false },
    returnNull: false,
    initAsync: false,
    missingKeyHandler: (languages, namespace, key) =>
      console.warn(`[i18n] missing ${namespace}:${key} for ${languages.join(',')}`),
  });
  return instance;
};
