// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Events } from '@omad/contract';
import type { Contact, PersonalDataFields, Profile } from '@omad/contract/api';
import { answer, refusal } from '@omad/contract/testing';
import { createTestHost } from '../../testing/test-host';
import { SettingsPage } from './settings-page';

afterEach(cleanup);

const email: Contact = {
  type: 'email',
  contact: 'player@omad.uz',
  is_confirmed: false,
  is_subscribed: true,
  phone_country_code: null,
};

const profile = (contacts: Contact[] = [email]): Profile => ({
  first_name: 'Aziz',
  last_name: 'Karimov',
  sex: 1,
  birth_date: '1990-04-07',
  country: null,
  country_code: 'UZ',
  region: null,
  home_town: null,
  address: null,
  postcode: null,
  document: null,
  contacts,
});

const fields: PersonalDataFields = {
  fields: ['first_name', 'last_name', 'sex', 'birth_date', 'region'].map((name) => ({
    name,
    is_required: name !== 'region',
    is_editable: true,
  })),
  document_types: ['passport'],
};

const phoneSettings = {
  countries: [{ country_code: 'UZ', name: "O'zbekiston", phone_code: '998', mask: '## ### ## ##' }],
  default_country_code: 'UZ',
};

const setup = (platform: NonNullable<Parameters<typeof createTestHost>[0]>['platform'] = {}) =>
  createTestHost({
    platform: {
      'account.getprofileinfo': () => answer(profile()),
      'account.getPersonalDataFields': () => answer(fields),
      'account.getContactPhoneSettings': () => answer(phoneSettings),
      ...platform,
    },
  });

describe('SettingsPage: contacts', () => {
  it('marks a wrong code with the sms-code text, then confirms and tells the bus', async () => {
    let codeRight = false;
    const host = setup({
      'account.sendconfirmationtocontact': () => answer(true),
      'account.confirmContact': () =>
        codeRight
          ? answer(true)
          : refusal('InvalidParameterException', { errorData: { code: ['INVALID'] } }),
    });
    const confirmed: string[] = [];
    host.bus.on(Events.ContactConfirmed, ({ contact }) => confirmed.push(contact));
    host.render(<SettingsPage />);
    const panel = await screen.findByTestId('contacts-panel');
    fireEvent.click(await within(panel).findByRole('button', { name: 'Kod yuborish' }));
    const code = await within(panel).findByLabelText('Tasdiqlash kodi');
    fireEvent.change(code, { target: { value: '123456' } });
    fireEvent.click(within(panel).getByRole('button', { name: 'Tasdiqlash' }));
    expect(await within(panel).findByText("Kod noto'g'ri yoki muddati o'tgan")).toBeTruthy();
    expect((code as HTMLInputElement).value).toBe('123456');
    codeRight = true;
    fireEvent.click(within(panel).getByRole('button', { name: 'Tasdiqlash' }));
    await waitFor(() => expect(confirmed).toEqual(['player@omad.uz']));
    expect(host.callsOf('account.confirmContact').at(-1)?.fields).toMatchObject({
      contact: 'player@omad.uz',
      code: '123456',
    });
  });

  it('marks a refused phone with the wrong-phone text and keeps it', async () => {
    const host = setup({
      'account.addcontact': () =>
        refusal('InvalidParameterException', { errorData: { contact: ['INVALID'] } }),
    });
    host.render(<SettingsPage />);
    const form = await screen.findByTestId('add-phone');
    const input = within(form).getByLabelText('Telefon raqami');
    fireEvent.change(input, { target: { value: '901234567' } });
    expect((input as HTMLInputElement).value).toBe('90 123 45 67');
    fireEvent.change(within(form).getByLabelText('Joriy parol'), {
      target: { value: 'Secret123' },
    });
    fireEvent.click(within(form).getByRole('button', { name: "Telefon qo'shish" }));
    expect(await within(form).findByText("Telefon raqami noto'g'ri")).toBeTruthy();
    expect((input as HTMLInputElement).value).toBe('90 123 45 67');
    expect(host.callsOf('account.addcontact')[0]?.fields).toMatchObject({
      contact: '998901234567',
      phone_country_code: '998',
    });
  });
});

describe('SettingsPage: personal data', () => {
  it('keeps what was typed when the platform refuses a field, and marks that field', async () => {
    const host = setup({
      'account.saveProfileInfo': () =>
        refusal('InvalidParameterException', { errorData: { last_name: ['INVALID'] } }),
    });
    host.render(<SettingsPage />);
    const form = await screen.findByTestId('personal-form');
    const lastName = within(form).getByLabelText(/Familiya/);
    fireEvent.change(lastName, { target: { value: 'Karimova' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Saqlash' }));
    expect(await within(form).findByText("Qiymat noto'g'ri")).toBeTruthy();
    expect((lastName as HTMLInputElement).value).toBe('Karimova');
    expect(host.callsOf('account.saveProfileInfo')[0]?.fields).toMatchObject({
      first_name: 'Aziz',
      last_name: 'Karimova',
      birth_date: '1990-04-07',
    });
  });

  it('marks the fields when a save answers anything but 1 (spec section 8)', async () => {
    const host = setup({ 'account.saveProfileInfo': () => answer(0) });
    host.render(<SettingsPage />);
    const form = await screen.findByTestId('personal-form');
    fireEvent.click(within(form).getByRole('button', { name: 'Saqlash' }));
    await waitFor(() =>
      expect(within(form).getAllByText("Qiymat noto'g'ri").length).toBeGreaterThan(3),
    );
    expect(host.props.toast).not.toHaveBeenCalled();
  });

  it('marks the fields another page needs, from the query', async () => {
    const host = createTestHost({
      location: { search: '?need=region' },
      platform: {
        'account.getprofileinfo': () => answer(profile()),
        'account.getPersonalDataFields': () => answer(fields),
        'account.getContactPhoneSettings': () => answer(phoneSettings),
      },
    });
    host.render(<SettingsPage />);
    expect((await screen.findByTestId('profile-needed')).textContent).toContain('Viloyat');
  });
});
