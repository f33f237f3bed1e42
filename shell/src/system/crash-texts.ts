// The texts of the page shown when the shell itself fails (shell-error-boundary.tsx). They
// live apart from the shell's i18next resources on purpose: that page must work when
// i18next, the router or anything else of the shell is what broke.

export type CrashLocale = 'uz' | 'ru';

export type CrashTexts = Readonly<{ title: string; description: string; reload: string }>;

export const CRASH_TEXTS: Readonly<Record<CrashLocale, CrashTexts>> = {
  uz: {
    title: "Nimadir noto'g'ri ketdi",
    description:
      "Sahifani ko'rsatib bo'lmadi. Uni yangilang; xato takrorlansa, birozdan so'ng qayta kiring.",
    reload: 'Sahifani yangilash',
  },
  ru: {
    title: 'Что-то пошло не так',
    description:
      'Не удалось показать страницу. Обновите её; если ошибка повторится, зайдите чуть позже.',
    reload: 'Обновить страницу',
  },
};

/** The language of a path as the URL says it: Russian under /ru, Uzbek (no prefix) otherwise. */
export const crashLocaleOf = (pathname: string): CrashLocale =>
  /^\/ru(\/|$)/.test(pathname) ? 'ru' : 'uz';
