// Helpers of the pages specs (home, CMS pages, betting, icons, unsubscribe, confirmation)
// beyond @omad/e2e: the texts they look for in both languages, and platform reads that do
// not trust their shapes.
import { expect, type APIRequestContext } from '@playwright/test';
import { apiPath, isRecord, outbox, type Locale } from '@omad/e2e';

export const PAGE_TEXTS = {
  uz: {
    prefix: '',
    aboutTitle: 'Biz haqimizda',
    aboutSeoTitle: 'Biz haqimizda | Omad',
    supportLink: "qo'llab-quvvatlash xizmatiga",
    tilesTitle: "Bo'limlar",
    faqQuestion: "Qanday ro'yxatdan o'taman?",
    register: "Ro'yxatdan o'tish",
    playerButton: 'Batafsil',
    bettingUnavailable: 'Sport tikish hozircha mavjud emas',
    toGamehall: "O'yinlar zaliga",
    retry: 'Qayta urinish',
    iconsTitle: 'Ikonkalar',
    unsubscribeConfirm: 'Obunani bekor qilish',
    unsubscribeDone: 'Obuna bekor qilindi',
    invalidLink: 'Havola yaroqsiz',
    signIn: 'Kirish',
    confirmed: 'Kontakt tasdiqlandi',
    codeTitle: "Havolaning muddati o'tgan",
    resend: 'Yangi havola yuborish',
    resendTooSoon: 'Bu manzilga havola yaqinda yuborilgan.',
  },
  ru: {
    prefix: '/ru',
    aboutTitle: 'О нас',
    aboutSeoTitle: 'О нас | Omad',
    supportLink: 'службу поддержки',
    tilesTitle: 'Разделы',
    faqQuestion: 'Как зарегистрироваться?',
    register: 'Зарегистрироваться',
    playerButton: 'Подробнее',
    bettingUnavailable: 'Ставки на спорт пока недоступны',
    toGamehall: 'В игровой зал',
    retry: 'Повторить',
    iconsTitle: 'Иконки',
    unsubscribeConfirm: 'Отписаться',
    unsubscribeDone: 'Вы отписались от рассылки',
    invalidLink: 'Ссылка недействительна',
    signIn: 'Войти',
    confirmed: 'Контакт подтверждён',
    codeTitle: 'Срок действия ссылки истёк',
    resend: 'Отправить новую ссылку',
    resendTooSoon: 'Ссылка на этот адрес уже отправлена недавно.',
  },
} as const;

/** `data` of a platform answer (method or dev route), checked to be there. */
const dataAt = async (request: APIRequestContext, url: string): Promise<unknown> => {
  const response = await request.get(url);
  expect(response.status(), url).toBe(200);
  const body: unknown = await response.json();
  expect(isRecord(body) && 'data' in body, url).toBe(true);
  return isRecord(body) ? body.data : undefined;
};

/** Calls a platform method with GET and its params, as the storefront's client does. */
export const getMethod = (
  request: APIRequestContext,
  method: string,
  params: Record<string, string> = {},
  locale: Locale = 'uz',
): Promise<unknown> => dataAt(request, apiPath(method, params, locale));

/** The banners of banners.get (offset 0, count 10) as { title, position }, in answer order. */
export const platformBanners = async (request: APIRequestContext, locale: Locale) => {
  const page = await getMethod(request, 'banners.get', { offset: '0', count: '10' }, locale);
  const items = isRecord(page) && Array.isArray(page.items) ? page.items : [];
  return items.flatMap((item) => {
    const description = isRecord(item) && isRecord(item.description) ? item.description : null;
    return description && typeof description.position === 'number'
      ? [{ title: String(description.title ?? ''), position: description.position }]
      : [];
  });
};

/** The codes of the confirmation messages the dev outbox holds for `to`, newest first. */
export const confirmationCodes = async (
  request: APIRequestContext,
  to: string,
): Promise<string[]> =>
  (await outbox(request, to)).flatMap((message) =>
    message.kind === 'confirm' && message.code !== null ? [message.code] : [],
  );

/** Asks the platform to send a confirmation to the player's contact; returns its code. */
export const sendConfirmation = async (
  request: APIRequestContext,
  contact: string,
): Promise<string> => {
  const response = await request.post(apiPath('account.sendconfirmationtocontact'), {
    multipart: { contact },
  });
  expect(response.status(), await response.text()).toBe(200);
  const [code] = await confirmationCodes(request, contact);
  expect(code, `a confirmation code for ${contact}`).toMatch(/^\d{6}$/);
  return code ?? '';
};

/** The locale-free unsubscribe link an e-mail to `contact` would carry. */
export const unsubscribeLink = async (
  request: APIRequestContext,
  contact: string,
): Promise<string> => {
  const data = await dataAt(
    request,
    `/api/_dev/unsubscribe-link?contact=${encodeURIComponent(contact)}`,
  );
  const url = isRecord(data) && typeof data.url === 'string' ? data.url : '';
  expect(url).toMatch(/^\/unsubscribe\?contact=.+&token=[0-9a-f]+$/);
  return url;
};

/** Whether the account of `request`'s session still gets newsletters. */
export const isSubscribed = async (request: APIRequestContext): Promise<boolean> => {
  const account = await getMethod(request, 'account.getInfo');
  expect(isRecord(account) && typeof account.is_subscribed === 'boolean').toBe(true);
  return isRecord(account) && account.is_subscribed === true;
};
