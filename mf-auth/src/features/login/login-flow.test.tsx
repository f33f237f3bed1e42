// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AuthMessage } from '@omad/contract/api';
import type { FlowProps } from '../../lib/flow-props';
import { LoginFlow } from './login-flow';
import {
  accountFixture,
  createTestHost,
  formsConfigContent,
  refusal,
} from '../../testing/test-host';

afterEach(cleanup);

const flowProps = () => ({
  onSignedIn: vi.fn<FlowProps['onSignedIn']>(async () => undefined),
  switchTo: vi.fn<FlowProps['switchTo']>(),
  close: vi.fn<FlowProps['close']>(),
});

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Kirish' }));

const wrongPassword = () => refusal('AuthorizationException', AuthMessage.WrongCredentials);

describe('LoginFlow: a slowed sign-in (TooManyRequestsException)', () => {
  it.each([
    ['uz', 'Kirish', "Urinishlar juda ko'p. 4 daqiqadan keyin qayta urinib ko'ring."],
    ['ru', 'Войти', 'Слишком много попыток. Попробуйте снова через 4 минуты.'],
  ] as const)(
    '%s: says the wait on the form and keeps what was typed',
    async (locale, button, text) => {
      const host = createTestHost({
        locale,
        platform: {
          'auth.login': () =>
            refusal('TooManyRequestsException', 'Too many requests', { retry_after: 240 }, 429),
        },
      });
      host.render(<LoginFlow {...flowProps()} />);
      const [login, password] = screen
        .getAllByRole('textbox')
        .concat([...document.querySelectorAll<HTMLInputElement>('input[type="password"]')]);
      fireEvent.change(login as HTMLElement, { target: { value: 'player@omad.uz' } });
      fireEvent.change(password as HTMLElement, { target: { value: 'Wrong-123' } });
      fireEvent.click(screen.getByRole('button', { name: button }));
      expect(await screen.findByText(text)).toBeTruthy();
      expect((login as HTMLInputElement).value).toBe('player@omad.uz');
      expect((password as HTMLInputElement).value).toBe('Wrong-123');
    },
  );
});

describe('LoginFlow: validation', () => {
  it('reports empty fields with the CMS text and sends nothing', async () => {
    const host = createTestHost({
      cms: { 'forms-config': formsConfigContent({ required: 'CMS: shart' }) },
    });
    host.render(<LoginFlow {...flowProps()} />);
    submit();
    // Until the CMS answers the localized fallbacks show; its texts replace them on arrival.
    expect(await screen.findAllByText("To'ldirish majburiy")).toHaveLength(2);
    expect(await screen.findAllByText('CMS: shart')).toHaveLength(2);
    expect(host.callsOf('auth.login')).toHaveLength(0);
  });

  it('reports a malformed e-mail and a short password with their own messages', async () => {
    const host = createTestHost({
      cms: { 'forms-config': formsConfigContent({ shortPassword: 'Parol 6–20 belgi' }) },
    });
    host.render(<LoginFlow {...flowProps()} />);
    type('Telefon yoki elektron pochta', 'player@omad');
    type('Parol', '12345');
    submit();
    expect(await screen.findByText('Parol 6–20 belgi')).toBeTruthy();
    expect(screen.getByText("Elektron pochta manzili noto'g'ri")).toBeTruthy();
    expect(host.callsOf('auth.login')).toHaveLength(0);
    // Focus lands on the first field with an error.
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByLabelText('Telefon yoki elektron pochta')),
    );
  });

  it('reports a malformed phone, and sends a phone with its plus and spaces removed', async () => {
    const host = createTestHost({
      platform: { 'auth.login': () => ({ body: { data: accountFixture() } }) },
    });
    const props = flowProps();
    host.render(<LoginFlow {...props} />);
    type('Telefon yoki elektron pochta', '+998 90 12');
    type('Parol', 'Secret123');
    submit();
    expect(await screen.findByText("Telefon raqami noto'g'ri")).toBeTruthy();
    type('Telefon yoki elektron pochta', '+998 90 123 45 67');
    submit();
    await waitFor(() => expect(props.onSignedIn).toHaveBeenCalledTimes(1));
    expect(host.callsOf('auth.login')[0]?.fields).toMatchObject({
      login: '998901234567',
      password: 'Secret123',
    });
    expect(host.callsOf('auth.login')[0]?.fields).not.toHaveProperty('code');
    expect(props.onSignedIn.mock.calls[0]?.[1]).toBe('login');
  });

  it('says nothing when an untouched field is left, and checks a typed one on leaving', () => {
    createTestHost().render(<LoginFlow {...flowProps()} />);
    const login = screen.getByLabelText('Telefon yoki elektron pochta');
    fireEvent.blur(login);
    expect(screen.queryByText("To'ldirish majburiy")).toBeNull();
    type('Telefon yoki elektron pochta', 'player@');
    fireEvent.blur(login);
    expect(screen.getByText("Elektron pochta manzili noto'g'ri")).toBeTruthy();
  });

  it('speaks Russian under /ru, before any CMS text arrives', async () => {
    createTestHost({ locale: 'ru' }).render(<LoginFlow {...flowProps()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Войти' }));
    expect(await screen.findAllByText('Обязательное поле')).toHaveLength(2);
  });
});

describe('LoginFlow: platform errors', () => {
  it('puts wrong credentials under the password, keeps both values and sends error_login', async () => {
    const host = createTestHost({ platform: { 'auth.login': wrongPassword } });
    host.render(<LoginFlow {...flowProps()} />);
    type('Telefon yoki elektron pochta', 'player@omad.uz');
    type('Parol', 'Wrong123');
    submit();
    const message = await screen.findByText(/Login yoki parol noto'g'ri/);
    const password = screen.getByLabelText<HTMLInputElement>('Parol');
    expect(password.getAttribute('aria-describedby')).toContain(message.closest('p')?.id);
    expect(password.value).toBe('Wrong123');
    expect(screen.getByLabelText<HTMLInputElement>('Telefon yoki elektron pochta').value).toBe(
      'player@omad.uz',
    );
    await waitFor(() => expect(host.callsOf('events.handle')).toHaveLength(1));
    const event = host.callsOf('events.handle')[0]?.fields;
    expect(event?.event_name).toBe('error_login');
    expect(JSON.parse(event?.event_params ?? '{}')).toEqual({
      code: 'AuthorizationException',
      message: AuthMessage.WrongCredentials,
    });
  });

  it('shows a form-level error when the network fails, keeping what was typed', async () => {
    const host = createTestHost({
      platform: {
        'auth.login': () => {
          throw new TypeError('Failed to fetch');
        },
      },
    });
    host.render(<LoginFlow {...flowProps()} />);
    type('Telefon yoki elektron pochta', 'player@omad.uz');
    type('Parol', 'Secret123');
    submit();
    expect((await screen.findByRole('alert')).textContent).toContain('Internet aloqasini');
    expect(screen.getByLabelText<HTMLInputElement>('Parol').value).toBe('Secret123');
    await waitFor(() => expect(host.callsOf('events.handle')).toHaveLength(1));
    expect(host.callsOf('events.handle')[0]?.fields.event_params).toContain(
      'UnknownErrorException',
    );
  });

  it('closes the dialog for a banned player (the shell shows the blocked page)', async () => {
    const props = flowProps();
    const host = createTestHost({
      platform: { 'auth.login': () => refusal('UserBannedException', 'banned', {}, 403) },
    });
    host.render(<LoginFlow {...props} />);
    type('Telefon yoki elektron pochta', 'banned@omad.uz');
    type('Parol', 'Secret123');
    submit();
    await waitFor(() => expect(props.close).toHaveBeenCalledTimes(1));
    expect(props.onSignedIn).not.toHaveBeenCalled();
  });

  it('links to the password restore and to registration', () => {
    const props = flowProps();
    createTestHost().render(<LoginFlow {...props} />);
    fireEvent.click(screen.getByRole('button', { name: 'Parolni unutdingizmi?' }));
    fireEvent.click(screen.getByRole('button', { name: "Ro'yxatdan o'ting" }));
    expect(props.switchTo.mock.calls).toEqual([['restore'], ['register']]);
  });
});
