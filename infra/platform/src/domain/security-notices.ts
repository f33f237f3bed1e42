// Notices that tell a player about their account's security (OWASP ASVS 5.0 6.3.7): a
// password changed or reset, a contact added, and wrong passwords tried against the login.
// Each goes to the account's code contact as it was before the change, so a thief who
// added their own contact cannot silence the owner.
import { LOGIN_DELAY } from '../config';
import type { Services } from '../config';
import { codeContactOf } from './accounts';
import type { AccountRow } from './accounts';
import { maskContact, sendMessage } from './messages';

const notice = async (
  services: Services,
  account: AccountRow,
  texts: Readonly<{ uz: string; ru: string }>,
): Promise<void> => {
  const to = codeContactOf(account);
  if (to === null) return;
  const text = `Omad: ${account.locale === 'ru' ? texts.ru : texts.uz}`;
  await sendMessage(services, { to, kind: 'notice', code: '', text });
};

export const notifyPasswordChanged = (services: Services, account: AccountRow) =>
  notice(services, account, {
    uz: "hisobingiz paroli o'zgartirildi. Bu siz bo'lmasangiz, darhol qo'llab-quvvatlash xizmatiga yozing.",
    ru: 'пароль вашего аккаунта изменён. Если это были не вы, сразу напишите в поддержку.',
  });

export const notifyContactAdded = (services: Services, account: AccountRow, added: string) =>
  notice(services, account, {
    uz: `hisobingizga yangi kontakt qo'shildi: ${maskContact(added)}. Bu siz bo'lmasangiz, parolingizni o'zgartiring va qo'llab-quvvatlash xizmatiga yozing.`,
    ru: `к вашему аккаунту добавлен новый контакт: ${maskContact(added)}. Если это были не вы, смените пароль и напишите в поддержку.`,
  });

/** Tells the owner once per window, when the wrong passwords reach LOGIN_DELAY.notifyAt. */
export const notifyWrongPasswords = async (
  services: Services,
  account: AccountRow,
  failures: number,
): Promise<void> => {
  if (failures !== LOGIN_DELAY.notifyAt) return;
  await notice(services, account, {
    uz: `hisobingizga noto'g'ri parol bilan ${failures} marta kirishga urinishdi. Hisob bloklanmagan; bu siz bo'lmasangiz, parolingizni o'zgartiring.`,
    ru: `в ваш аккаунт ${failures} раз пытались войти с неверным паролем. Аккаунт не заблокирован; если это были не вы, смените пароль.`,
  });
};
