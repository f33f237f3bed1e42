// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ErrorType } from '@omad/contract/api';
import {
  account,
  generalInfo,
  ok,
  refused,
  renderRemote,
  type Answer,
} from '../../testing/fake-remote';
import { cashierConfig } from '../../testing/cms-fixture';
import { seededFormsConfig as formsConfig } from '@omad/contract/testing';
import { CompleteRegistrationFlow } from './complete-registration-flow';

const mount = async (
  login: string,
  currencies: string[],
  save: Answer = ok(1),
  contacts: unknown[] = [],
) => {
  const view = await renderRemote(
    <CompleteRegistrationFlow onSignedIn={vi.fn()} switchTo={vi.fn()} close={vi.fn()} />,
    {
      answers: {
        'account.saveProfileInfo': () => save,
        'account.getprofileinfo': () => ok({ contacts }),
      },
      cms: {
        getFormsConfig: async () => formsConfig('onSubmit'),
        getCashierConfig: async () => cashierConfig,
        getConfig: async () => Promise.reject(new Error('config down')),
      },
      session: {
        authenticated: true,
        account: account({ login, is_registration_completed: false }),
        generalInfo: generalInfo(currencies),
      },
    },
  );
  const form = await screen.findByTestId('complete-registration-form');
  return { ...view, form };
};

const field = (form: HTMLElement, name: string) => form.querySelector(`[name="${name}"]`);
const sentBody = (calls: { method: string; form: FormData | null }[]) =>
  Object.fromEntries(calls.find((call) => call.method === 'account.saveProfileInfo')?.form ?? []);

afterEach(cleanup);

describe('CompleteRegistrationFlow', () => {
  it('asks a messenger account for e-mail, currency and terms, saves them and refreshes', async () => {
    const { form, calls, session } = await mount('telegram:777001', ['UZS', 'USD']);
    expect(field(form, 'email')).not.toBeNull();
    expect(field(form, 'currency')).not.toBeNull();
    await act(async () => fireEvent.submit(form));
    expect(screen.getByText('Elektron pochtangizni kiriting')).toBeTruthy();
    expect(screen.getByText('Davom etish uchun belgilang')).toBeTruthy();
    expect(calls.some((call) => call.method === 'account.saveProfileInfo')).toBe(false);

    fireEvent.change(field(form, 'email') as Element, { target: { value: 'tg@omad.test' } });
    fireEvent.change(field(form, 'currency') as Element, { target: { value: 'USD' } });
    fireEvent.click(field(form, 'terms') as Element);
    await act(async () => fireEvent.submit(form));
    expect(sentBody(calls)).toEqual({ email: 'tg@omad.test', currency: 'USD', terms: '1' });
    expect(session.refresh).toHaveBeenCalled();
  });

  it('asks only for terms when the e-mail is known and one currency is offered', async () => {
    const { form, calls } = await mount('social@omad.test', ['UZS']);
    expect(field(form, 'email')).toBeNull();
    expect(field(form, 'currency')).toBeNull();
    fireEvent.click(field(form, 'terms') as Element);
    await act(async () => fireEvent.submit(form));
    expect(sentBody(calls)).toEqual({ currency: 'UZS', terms: '1' });
  });

  it('does not ask for a contact the profile already lists', async () => {
    const { form } = await mount('telegram:1', ['UZS'], ok(1), [
      { type: 'phone', contact: '998901234567', is_confirmed: false, is_subscribed: false },
    ]);
    await waitFor(() => expect(field(form, 'terms')).not.toBeNull());
    expect(field(form, 'email')).toBeNull();
  });

  it('puts a taken e-mail under the field and keeps it', async () => {
    const { form } = await mount(
      'telegram:2',
      ['UZS'],
      refused(ErrorType.InvalidParameter, { email: ['ALREADY_EXISTS'] }),
    );
    fireEvent.change(field(form, 'email') as Element, { target: { value: 'taken@omad.test' } });
    fireEvent.click(field(form, 'terms') as Element);
    await act(async () => fireEvent.submit(form));
    expect(await screen.findByText("Bu pochta bilan ro'yxatdan o'tilgan")).toBeTruthy();
    expect((field(form, 'email') as HTMLInputElement).value).toBe('taken@omad.test');
  });

  it('marks the e-mail invalid when the save does not answer 1', async () => {
    const { form } = await mount('telegram:3', ['UZS'], ok(0));
    fireEvent.change(field(form, 'email') as Element, { target: { value: 'x@omad.test' } });
    fireEvent.click(field(form, 'terms') as Element);
    await act(async () => fireEvent.submit(form));
    expect(await screen.findByText("Elektron pochta manzili noto'g'ri")).toBeTruthy();
  });

  it('offers signing out as the only other way out', async () => {
    const { session } = await mount('telegram:4', ['UZS']);
    fireEvent.click(screen.getByRole('button', { name: 'Hisobdan chiqish' }));
    expect(session.signOut).toHaveBeenCalled();
  });
});
