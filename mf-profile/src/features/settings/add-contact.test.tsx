// @vitest-environment jsdom
// Adding a contact asks for the account's password (issue 32: a session alone cannot move
// where codes go); the platform's REQUIRED and INVALID are said in words, the typed contact
// stays, and an account without a password is not asked for one.
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { answer, refusal, type PlatformHandler } from '@omad/contract/testing';
import { createTestHost } from '../../testing/test-host';
import { AddContact } from './add-contact';

afterEach(cleanup);

const phoneSettings = {
  countries: [{ country_code: 'UZ', name: "O'zbekiston", phone_code: '998', mask: '## ### ## ##' }],
  default_country_code: 'UZ',
};

const setup = (
  addContact: PlatformHandler,
  options: Readonly<{ locale?: 'uz' | 'ru'; hasPassword?: boolean }> = {},
) => {
  const added: string[] = [];
  const host = createTestHost({
    locale: options.locale ?? 'uz',
    account: { has_password: options.hasPassword ?? true },
    platform: { 'account.addcontact': addContact },
  });
  host.render(
    <>
      <AddContact type="email" phoneSettings={null} onAdded={() => added.push('email')} />
      <AddContact type="phone" phoneSettings={phoneSettings} onAdded={() => added.push('phone')} />
    </>,
  );
  return { host, added };
};

describe('AddContact', () => {
  it('refuses to send without the password, then says a wrong one and keeps the contact', async () => {
    let passwordRight = false;
    const { host, added } = setup(() =>
      passwordRight
        ? answer(1)
        : refusal('InvalidParameterException', { errorData: { password: ['INVALID'] } }),
    );
    const form = screen.getByTestId('add-email');
    const contact = within(form).getByLabelText('Elektron pochta');
    fireEvent.change(contact, { target: { value: 'new@omad.uz' } });
    const add = within(form).getByRole('button', { name: "Elektron pochta qo'shish" });
    fireEvent.click(add);
    // The rule is said before anything is sent: no password, no call.
    expect(await within(form).findByText('Hisobingiz parolini kiriting')).toBeTruthy();
    expect(host.callsOf('account.addcontact')).toHaveLength(0);

    const password = within(form).getByLabelText('Joriy parol');
    fireEvent.change(password, { target: { value: 'Guess-1' } });
    fireEvent.click(add);
    expect(await within(form).findByText("Parol noto'g'ri")).toBeTruthy();
    expect((contact as HTMLInputElement).value).toBe('new@omad.uz');
    expect(password.getAttribute('aria-invalid')).toBe('true');
    expect(added).toEqual([]);

    passwordRight = true;
    fireEvent.change(password, { target: { value: 'Secret123' } });
    fireEvent.click(add);
    await waitFor(() => expect(added).toEqual(['email']));
    expect(
      host.callsOf('account.addcontact').map(({ fields }) => [fields.contact, fields.password]),
    ).toEqual([
      ['new@omad.uz', 'Guess-1'],
      ['new@omad.uz', 'Secret123'],
    ]);
  });

  it("says the platform's REQUIRED in words, in Russian, on the phone form", async () => {
    const { host } = setup(
      () => refusal('InvalidParameterException', { errorData: { password: ['REQUIRED'] } }),
      { locale: 'ru' },
    );
    const form = screen.getByTestId('add-phone');
    const phone = within(form).getByLabelText('Номер телефона');
    fireEvent.change(phone, { target: { value: '901234567' } });
    fireEvent.change(within(form).getByLabelText('Текущий пароль'), {
      target: { value: 'Secret123' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Добавить телефон' }));
    expect(await within(form).findByText('Введите пароль от аккаунта')).toBeTruthy();
    expect((phone as HTMLInputElement).value).toBe('90 123 45 67');
    expect(host.callsOf('account.addcontact')[0]?.fields).toMatchObject({
      contact: '998901234567',
      phone_country_code: '998',
      password: 'Secret123',
    });
  });

  it('asks an account without a password for none, and sends none', async () => {
    const { host, added } = setup(() => answer(1), { hasPassword: false });
    const form = screen.getByTestId('add-email');
    expect(within(form).queryByLabelText('Joriy parol')).toBeNull();
    fireEvent.change(within(form).getByLabelText('Elektron pochta'), {
      target: { value: 'new@omad.uz' },
    });
    fireEvent.click(within(form).getByRole('button', { name: "Elektron pochta qo'shish" }));
    await waitFor(() => expect(added).toEqual(['email']));
    const [call] = host.callsOf('account.addcontact');
    expect(call?.fields.contact).toBe('new@omad.uz');
    expect(call && 'password' in call.fields).toBe(false);
  });
});
