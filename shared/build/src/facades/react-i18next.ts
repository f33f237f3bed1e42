// What the page's one copy of react-i18next carries: the hook, the provider and the i18next
// plugin. Shared under the key 'react-i18next', so <Trans> and its HTML parser, which no app
// uses, stay out of the bundle. A remote that needs more adds it here (a contract change).
export {
  I18nextProvider,
  initReactI18next,
  useTranslation,
  withTranslation,
  I18nContext,
} from '@omad/facade-target/react-i18next';
