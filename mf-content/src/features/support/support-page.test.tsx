// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  accountFixture,
  answer,
  commonContent,
  createTestHost,
  formsConfigContent,
  refusal,
  type PlatformAnswer,
} from '../../testing/test-host';
import { SupportPage } from './support-page';

afterEach(() => {
  cleanup();
  document.head.querySelectorAll('script[data-omad-chat]').forEach((script) => script.remove());
});

const noChat = () => answer({ chat: null, settings: {} });

const page = (
  options: {
    locale?: 'uz' | 'ru';
    settings?: () => PlatformAnswer;
    send?: () => PlatformAnswer;
    signedIn?: boolean;
    validationTexts?: Record<string, string>;
  } = {},
) => {
  const host = createTestHost({
    locale: options.locale ?? 'uz',
    platform: {
      'support.getsettings': options.settings ?? noChat,
      'support.sendFeedback': options.send ?? (() => answer(1)),
    },
    cms: {
      common: commonContent(),
      'forms-config': formsConfigContent(options.validationTexts),
    },
    ...(options.signedIn ? { session: { authenticated: true, account: accountFixture(7) } } : {}),
  });
  host.render(<SupportPage />);
  return host;
};

const form = () => screen.getByTestId('feedback-form');
const field = (label: string) =>
  within(form()).getByLabelText(label, { exact: false }) as HTMLInputElement;
const type = (label: string, value: string) =>
  fireEvent.change(field(label), { target: { value } });
const submit = (name = 'Yuborish') => fireEvent.click(within(form()).getByRole('button', { name }));

describe('support chat card', () => {
  it('says when the site has no chat', async () => {
    page();
    const chat = screen.getByTestId('support-chat');
    expect(chat.dataset.status).toBe('loading');
    await waitFor(() => expect(chat.dataset.status).toBe('none'));
    expect(chat.textContent).toContain('Onlayn chat ulanmagan');
  });

  it('is unavailable with incomplete settings, while contacts and the form stay', async () => {
    page({ locale: 'ru', settings: () => answer({ chat: 'jivo', settings: { jivo: {} } }) });
    const chat = screen.getByTestId('support-chat');
    await waitFor(() => expect(chat.dataset.status).toBe('unavailable'));
    expect(within(chat).getByRole('alert').textContent).toContain('Не удалось загрузить чат');
    expect(within(chat).getByRole('button', { name: 'Повторить' })).toBeTruthy();
    expect(await screen.findByText('support@omad.uz')).toBeTruthy();
    expect(screen.getByText('@omad_support').getAttribute('href')).toBe(
      'https://t.me/omad_support',
    );
    expect(screen.getByTestId('feedback-form')).toBeTruthy();
  });

  it('loads the configured vendor script while it shows a skeleton', async () => {
    page({ settings: () => answer({ chat: 'jivo', settings: { jivo: { widget_id: 'w1' } } }) });
    await waitFor(() =>
      expect(
        document.head.querySelector('script[data-omad-chat="jivo"]')?.getAttribute('src'),
      ).toBe('https://code.jivosite.com/widget/w1'),
    );
    expect(screen.getByTestId('support-chat').dataset.status).toBe('loading');
  });
});

describe('feedback form', () => {
  it('shows the rule of each field and keeps what was typed, sending nothing', async () => {
    const host = page();
    submit();
    expect(await within(form()).findAllByText("To'ldirish majburiy")).toHaveLength(2);
    expect(within(form()).getByText('Elektron pochtangizni kiriting')).toBeTruthy();
    type('Ismingiz', 'Ali');
    type('Elektron pochta', 'ali@');
    type('Xabar', 'Salom');
    submit();
    expect(await within(form()).findByText("Elektron pochta manzili noto'g'ri")).toBeTruthy();
    expect(within(form()).getByText('Kamida 10 ta belgi kiriting')).toBeTruthy();
    expect(field('Ismingiz').value).toBe('Ali');
    expect(field('Xabar').value).toBe('Salom');
    expect(host.callsOf('support.sendFeedback')).toHaveLength(0);
  });

  it('takes the CMS validation texts over its own', async () => {
    const host = page({ validationTexts: { required: 'CMS: to‘ldiring' } });
    await waitFor(() => expect(host.cmsRequests).toContain('forms-config'));
    await new Promise((resolve) => setTimeout(resolve, 10));
    submit();
    expect(await within(form()).findAllByText('CMS: to‘ldiring')).toHaveLength(2);
  });

  it('puts the platform refusal on its fields and keeps the text', async () => {
    page({
      locale: 'ru',
      send: () =>
        refusal('InvalidParameterException', 'Invalid parameters', {
          email: ['INVALID'],
          message: ['TOO_LONG'],
        }),
    });
    type('Ваше имя', 'Алишер');
    type('Электронная почта', 'ali@omad.uz');
    type('Сообщение', 'Не могу вывести выигрыш');
    submit('Отправить');
    expect(await within(form()).findByText('Неверный адрес электронной почты')).toBeTruthy();
    expect(within(form()).getByText('Максимум символов: 2000')).toBeTruthy();
    expect(field('Сообщение').value).toBe('Не могу вывести выигрыш');
  });

  it('says a failure that belongs to no field above the button', async () => {
    page({ send: () => ({ status: 500, body: 'oops' }) });
    type('Ismingiz', 'Ali');
    type('Elektron pochta', 'ali@omad.uz');
    type('Xabar', 'Pulni yechib bolmayapti');
    submit();
    expect((await screen.findByTestId('feedback-error')).textContent).toContain(
      "Xabarni yuborib bo'lmadi",
    );
    expect(field('Elektron pochta').value).toBe('ali@omad.uz');
  });

  it('sends the trimmed fields, thanks the player and starts another message', async () => {
    const host = page({ signedIn: true });
    await waitFor(() => expect(field('Elektron pochta').value).toBe('player@omad.uz'));
    type('Ismingiz', '  Ali ');
    type('Xabar', ' Depozit tushmadi, yordam bering ');
    submit();
    const sent = await screen.findByTestId('feedback-sent');
    expect(host.callsOf('support.sendFeedback')[0]?.fields).toMatchObject({
      name: 'Ali',
      email: 'player@omad.uz',
      message: 'Depozit tushmadi, yordam bering',
    });
    expect(sent.textContent).toContain('player@omad.uz');
    fireEvent.click(within(sent).getByRole('button', { name: 'Yana yozish' }));
    expect(field('Ismingiz').value).toBe('Ali');
    expect(field('Xabar').value).toBe('');
  });
});
