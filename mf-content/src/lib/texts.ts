// Texts the content pages share (the way home, sign in, a failed read), in the 'content'
// namespace under 'pages.common'.
import type { Translation } from '@omad/contract/remote';

export const uz = {
  toHome: 'Bosh sahifaga',
  signIn: 'Kirish',
  failedText: "Server javob bermadi. Internet aloqasini tekshirib, qayta urinib ko'ring.",
} as const;

export const ru: Translation<typeof uz> = {
  toHome: 'На главную',
  signIn: 'Войти',
  failedText: 'Сервер не ответил. Проверьте подключение к интернету и попробуйте ещё раз.',
};
