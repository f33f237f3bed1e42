// The texts a remote's first-screen module draws with on the edge: one i18next instance per
// locale over the remote's own resources, made on first use and kept (the module renders
// many pages; the instances hold nothing of any of them).
import { createInstance, type i18n as I18n } from 'i18next';
import type { Locale } from '../locale';
import type { RemoteResources } from './create-remote-app';

/** `(locale) => i18n` for `namespace` with `resources`, each instance made once. */
export const firstScreenTranslators = (
  namespace: string,
  resources: RemoteResources,
): ((locale: Locale) => I18n) => {
  const made = new Map<Locale, I18n>();
  return (locale) => {
    let translator = made.get(locale);
    if (!translator) {
      translator = createInstance();
      void translator.init({
        lng: locale,
        fallbackLng: false,
        ns: [namespace],
        defaultNS: namespace,
        resources: { uz: { [namespace]: resources.uz }, ru: { [namespace]: resources.ru } },
        initAsync: false,
        interpolation: { escapeValue: false },
      });
      made.set(locale, translator);
    }
    return translator;
  };
};
