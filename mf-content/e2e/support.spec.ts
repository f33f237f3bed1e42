// /support: the chat the platform configures (its vendor script, served by a stand-in,
// gets the per-chat settings, and its messages are stored with chat.storeChatEvent), the
// unavailable and none states, the support contacts, and the feedback form.
// The chat kind is site-wide state of the platform, so these tests run one after another.
import { expect, test, type Page } from '@playwright/test';
import { registerPlayer } from '@omad/e2e';
import {
  chatEventsWith,
  chatMessages,
  fakeChat,
  feedbackWith,
  marker,
  restoreSupportChat,
  routeVendor,
  setSupportChat,
  warmUp,
} from './services-support';

test.describe.configure({ mode: 'serial' });

const TEXTS = {
  uz: {
    prefix: '',
    open: 'Chatni ochish',
    unavailable: "Chatni yuklab bo'lmadi",
    retry: 'Qayta urinish',
    none: "Hozircha onlayn chat yo'q",
    name: 'Ismingiz',
    email: 'Elektron pochta',
    message: 'Xabar',
    submit: 'Yuborish',
    required: "To'ldirish majburiy",
    insertEmail: 'Elektron pochtangizni kiriting',
    wrongEmail: "Elektron pochta manzili noto'g'ri",
    short: 'Kamida 10 ta belgi kiriting',
    sent: 'Xabaringiz yuborildi',
    again: 'Yana yozish',
  },
  ru: {
    prefix: '/ru',
    open: 'Открыть чат',
    unavailable: 'Не удалось загрузить чат',
    retry: 'Повторить',
    none: 'Онлайн-чата пока нет',
    name: 'Ваше имя',
    email: 'Электронная почта',
    message: 'Сообщение',
    submit: 'Отправить',
    required: 'Обязательное поле',
    insertEmail: 'Введите электронную почту',
    wrongEmail: 'Неверный адрес электронной почты',
    short: 'Минимум символов: 10',
    sent: 'Сообщение отправлено',
    again: 'Написать ещё',
  },
} as const;

const chatCard = (page: Page) => page.getByTestId('support-chat');
const feedbackForm = (page: Page) => page.getByTestId('feedback-form');

test.beforeAll(async ({ browser }) => {
  test.setTimeout(90_000);
  await warmUp(browser, '/support');
});

test.afterAll(async ({ request }) => {
  await restoreSupportChat(request);
});

test('jivo: loads the widget of its id, opens it and stores both directions of a chat', async ({
  page,
}) => {
  await setSupportChat(page.request, 'jivo', { widget_id: 'e2eJivo42' });
  const requested = await routeVendor(page, 'jivo', 'https://code.jivosite.com/widget/**');
  await page.goto('/support');
  await expect(chatCard(page)).toHaveAttribute('data-status', 'ready');
  expect(requested).toEqual(['https://code.jivosite.com/widget/e2eJivo42']);
  await page.getByRole('button', { name: TEXTS.uz.open }).click();
  expect((await fakeChat(page))?.opened).toBe(1);

  const text = marker('Pul yechish qancha vaqt oladi?');
  await chatMessages(page, text, `Javob: ${text}`);
  await expect
    .poll(async () =>
      (await chatEventsWith(page.request, text)).map(({ channel_id, text, event }) => ({
        channel_id,
        text,
        event,
      })),
    )
    .toEqual([
      { channel_id: 'jivo', text, event: 'sent' },
      { channel_id: 'jivo', text: `Javob: ${text}`, event: 'received' },
    ]);
});

test('tawk (ru, signed in): the visitor is the player, the conversation is tawk’s chat', async ({
  page,
}) => {
  const { email } = await registerPlayer(page);
  await setSupportChat(page.request, 'tawk', {
    property_id: 'e2eProperty',
    widget_id: 'e2eWidget',
  });
  const requested = await routeVendor(page, 'tawk', 'https://embed.tawk.to/**');
  await page.goto('/ru/support');
  await expect(chatCard(page)).toHaveAttribute('data-status', 'ready');
  expect(requested).toEqual(['https://embed.tawk.to/e2eProperty/e2eWidget']);
  const recorded = await fakeChat(page);
  expect(recorded?.visitor).toEqual({ name: email, email });
  expect(recorded?.attributes).toMatchObject({ login: email });
  await page.getByRole('button', { name: TEXTS.ru.open }).click();
  expect((await fakeChat(page))?.opened).toBe(1);

  const text = marker('Не приходит депозит');
  await chatMessages(page, text, `Ответ: ${text}`);
  await expect
    .poll(async () =>
      (await chatEventsWith(page.request, text)).map(({ conversation_id, event, uid }) => ({
        conversation_id,
        event,
        signedIn: uid !== null,
      })),
    )
    .toEqual([
      { conversation_id: 'tawk-e2e-chat', event: 'sent', signedIn: true },
      { conversation_id: 'tawk-e2e-chat', event: 'received', signedIn: true },
    ]);
});

test('crisp: the website id and locale reach the widget, messages carry its session', async ({
  page,
}) => {
  await setSupportChat(page.request, 'crisp', { website_id: 'e2e-crisp-site' });
  const requested = await routeVendor(page, 'crisp', 'https://client.crisp.chat/l.js');
  await page.goto('/ru/support');
  await expect(chatCard(page)).toHaveAttribute('data-status', 'ready');
  expect(requested).toEqual(['https://client.crisp.chat/l.js']);
  expect(await fakeChat(page)).toMatchObject({ websiteId: 'e2e-crisp-site', locale: 'ru' });
  const text = marker('Salom, Crisp');
  await chatMessages(page, text, `Privet: ${text}`);
  await expect
    .poll(async () =>
      (await chatEventsWith(page.request, text)).map(({ channel_id, conversation_id, event }) => ({
        channel_id,
        conversation_id,
        event,
      })),
    )
    .toEqual([
      { channel_id: 'crisp', conversation_id: 'crisp-e2e-session', event: 'sent' },
      { channel_id: 'crisp', conversation_id: 'crisp-e2e-session', event: 'received' },
    ]);
});

test('freshchat: widget.js from its host, initialised with the token and locale', async ({
  page,
}) => {
  await setSupportChat(page.request, 'freshchat', {
    token: 'e2e-token',
    host: 'https://omad-e2e.freshchat.com',
  });
  const requested = await routeVendor(page, 'freshchat', 'https://omad-e2e.freshchat.com/**');
  await page.goto('/support');
  await expect(chatCard(page)).toHaveAttribute('data-status', 'ready');
  expect(requested).toEqual(['https://omad-e2e.freshchat.com/js/widget.js']);
  expect((await fakeChat(page))?.init).toEqual({
    token: 'e2e-token',
    host: 'https://omad-e2e.freshchat.com',
    locale: 'uz',
  });
  const text = marker('Freshchat orqali savol');
  await chatMessages(page, text, `Javob: ${text}`);
  await expect
    .poll(async () => (await chatEventsWith(page.request, text)).map(({ event }) => event))
    .toEqual(['sent', 'received']);
});

for (const locale of ['uz', 'ru'] as const) {
  const texts = TEXTS[locale];
  test(`${locale}: a chat whose script fails is unavailable; contacts and the form stay, retry loads it`, async ({
    page,
  }) => {
    await setSupportChat(page.request, 'jivo', { widget_id: `e2eOffline${locale}` });
    const blocked = await routeVendor(page, 'jivo', 'https://code.jivosite.com/widget/**', {
      fail: true,
    });
    await page.goto(`${texts.prefix}/support`);
    await expect(chatCard(page)).toHaveAttribute('data-status', 'unavailable');
    await expect(chatCard(page).getByRole('alert')).toContainText(texts.unavailable);
    const contacts = page.getByTestId('support-contacts');
    await expect(contacts.getByRole('link', { name: 'support@omad.uz' })).toHaveAttribute(
      'href',
      'mailto:support@omad.uz',
    );
    await expect(contacts.getByRole('link', { name: '@omad_support' })).toHaveAttribute(
      'href',
      'https://t.me/omad_support',
    );
    await expect(contacts.getByRole('link', { name: '+998 71 200 77 77' })).toHaveAttribute(
      'href',
      'tel:+998712007777',
    );
    await expect(feedbackForm(page)).toBeVisible();
    expect(blocked).toHaveLength(1);

    await page.unroute('https://code.jivosite.com/widget/**');
    await routeVendor(page, 'jivo', 'https://code.jivosite.com/widget/**');
    await chatCard(page).getByRole('button', { name: texts.retry }).click();
    await expect(chatCard(page)).toHaveAttribute('data-status', 'ready');
  });
}

test('without a configured chat the page says so', async ({ page }) => {
  await setSupportChat(page.request, '');
  await page.goto('/support');
  await expect(chatCard(page)).toHaveAttribute('data-status', 'none');
  await expect(chatCard(page)).toContainText(TEXTS.uz.none);
  await page.goto('/ru/support');
  await expect(chatCard(page)).toContainText(TEXTS.ru.none);
});

for (const locale of ['uz', 'ru'] as const) {
  const texts = TEXTS[locale];
  test(`${locale}: the feedback form validates, keeps what was typed and sends`, async ({
    page,
  }) => {
    await setSupportChat(page.request, '');
    await page.goto(`${texts.prefix}/support`);
    const form = feedbackForm(page);
    await form.getByRole('button', { name: texts.submit }).click();
    await expect(form.getByText(texts.required)).toHaveCount(2);
    await expect(form.getByText(texts.insertEmail)).toBeVisible();
    // Focus lands on the first field with a message.
    await expect(form.getByLabel(texts.name)).toBeFocused();

    await form.getByLabel(texts.name).fill('Alisher');
    await form.getByLabel(texts.email).fill('alisher@');
    await form.getByLabel(texts.message).fill('Salom');
    await form.getByRole('button', { name: texts.submit }).click();
    await expect(form.getByText(texts.wrongEmail)).toBeVisible();
    await expect(form.getByText(texts.short)).toBeVisible();
    await expect(form.getByLabel(texts.name)).toHaveValue('Alisher');
    await expect(form.getByLabel(texts.message)).toHaveValue('Salom');

    const message = marker(`Depozit tushmadi (${locale})`);
    await form.getByLabel(texts.email).fill('alisher@omad.uz');
    await form.getByLabel(texts.message).fill(message);
    await form.getByRole('button', { name: texts.submit }).click();
    const sent = page.getByTestId('feedback-sent');
    await expect(sent).toContainText(texts.sent);
    await expect(sent).toContainText('alisher@omad.uz');
    expect(await feedbackWith(page.request, message)).toEqual([
      { name: 'Alisher', email: 'alisher@omad.uz', message, locale },
    ]);

    await sent.getByRole('button', { name: texts.again }).click();
    await expect(form.getByLabel(texts.name)).toHaveValue('Alisher');
    await expect(form.getByLabel(texts.message)).toHaveValue('');
  });
}
