// The kit's own words in each locale (no React, no styles: end-to-end tests import them as
// '@omad/ui/texts' to find a retry button by its name).

export type UiLocale = 'uz' | 'ru';

export type UiTexts = Readonly<{
  loadFailedTitle: string;
  loadFailedText: string;
  retry: string;
}>;

export const UI_TEXTS: Readonly<Record<UiLocale, UiTexts>> = {
  uz: {
    loadFailedTitle: "Ma'lumotlarni yuklab bo'lmadi",
    loadFailedText:
      "Internet aloqasini tekshiring va qayta urinib ko'ring. Sahifaning qolgan qismi ishlayapti.",
    retry: 'Qayta urinish',
  },
  ru: {
    loadFailedTitle: 'Не удалось загрузить данные',
    loadFailedText:
      'Проверьте подключение и попробуйте ещё раз. Остальная часть страницы работает.',
    retry: 'Повторить',
  },
};
