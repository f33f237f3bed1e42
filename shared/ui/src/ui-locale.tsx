// The language of the kit's own words (a failed read's title, a retry button): each remote's
// root and the shell provide the page's locale once, so no app writes "Retry" again. Without
// a provider the kit speaks Uzbek, the site's default language.
import { createContext, useContext, type ReactNode } from 'react';
import { UI_TEXTS, type UiLocale, type UiTexts } from './ui-texts';

const UiLocaleContext = createContext<UiLocale>('uz');

export const UiLocaleProvider = ({
  locale,
  children,
}: Readonly<{ locale: UiLocale; children?: ReactNode }>) => (
  <UiLocaleContext.Provider value={locale}>{children}</UiLocaleContext.Provider>
);

/** The kit's words in the locale its nearest provider gives. */
export const useUiTexts = (): UiTexts => UI_TEXTS[useContext(UiLocaleContext)];
