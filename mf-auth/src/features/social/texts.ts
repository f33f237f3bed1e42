// Texts of the social feature, in the 'auth' namespace under 'social'. Button labels and
// icons come from CMS auth-config socialServices.
import type { Translation } from '@omad/contract/remote';

export const uz = {
  or: 'yoki',
  group: 'Ijtimoiy tarmoq orqali kirish',
  popupHint: 'Kirish oynasi ochildi. Uni tugatgach, shu sahifaga qaytasiz.',
  cancelled: 'Ijtimoiy tarmoq orqali kirish bekor qilindi',
  banned: "Hisobingiz bloklangan. Qo'llab-quvvatlash xizmatiga murojaat qiling",
  failed: "Ijtimoiy tarmoq orqali kirib bo'lmadi. Qayta urinib ko'ring",
} as const;

export const ru: Translation<typeof uz> = {
  or: 'или',
  group: 'Вход через соцсети',
  popupHint: 'Открылось окно входа. Когда закончите, вы вернётесь на эту страницу.',
  cancelled: 'Вход через соцсеть отменён',
  banned: 'Ваш аккаунт заблокирован. Обратитесь в службу поддержки',
  failed: 'Не удалось войти через соцсеть. Попробуйте ещё раз',
};
