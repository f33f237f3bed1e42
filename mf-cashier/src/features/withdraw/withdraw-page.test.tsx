// @vitest-environment jsdom
// The withdrawal's refusals of issue 32: a new payout destination asks for the account's
// password (the typed form kept, the same request sent again with it), a missing confirmed
// contact and an unverified identity are said with the CMS's buttons (spec section 8), no
// payout provider is said in words, and pending withdrawals name their destination as the
// platform masks it.
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { CashierTransaction } from '@omad/contract/api';
import {
  accountFixture,
  answer,
  createTestRemote,
  refusal,
  type PlatformHandler,
} from '@omad/contract/testing';
import { ru } from '../../i18n/ru';
import { uz } from '../../i18n/uz';
import { WithdrawPage } from './withdraw-page';

afterEach(cleanup);

const payme = {
  sysname: 'payme',
  name: 'Payme',
  type: 'wallet',
  icon: '/payme.svg',
  currency: 'UZS',
  min: '10000',
  max: '50000000',
  requisites: [{ name: 'phone', type: 'phone', mask: '+998 ## ### ## ##', required: true }],
  needs_bank: false,
};

const money = (amount: string) => ({ amount, currency: 'UZS' });

const withdrawal = (requisites: Record<string, unknown>): CashierTransaction => ({
  id: 41,
  requisites,
  method: 'payme',
  type: 'withdrawal',
  created_at: '2026-05-02T09:30:00Z',
  updated_at: null,
  amount: money('40000.00'),
  status: 'pending',
  domain: null,
});

const LINKS = {
  confirmContactUrl: '/profile/settings#contacts',
  confirmContactLabel: 'Kontaktni tasdiqlash',
  verificationUrl: '/profile/verification',
  verificationLabel: 'Shaxsni tasdiqlash',
};

const setup = (
  makeWithdrawal: PlatformHandler,
  options: Readonly<{ locale?: 'uz' | 'ru'; pending?: CashierTransaction[] }> = {},
) => {
  const pending = options.pending ?? [];
  const host = createTestRemote({
    remoteName: 'mf-cashier',
    namespace: 'cashier',
    resources: { uz, ru },
    locale: options.locale ?? 'uz',
    session: { account: accountFixture(), authenticated: true },
    cms: {
      config: {
        siteName: 'Omad',
        features: { twoFactor: true },
        withdrawalErrorLinks: LINKS,
      },
    },
    platform: {
      'cashier.getwithdrawsettings': () =>
        answer({ methods: [payme], withdrawable: money('100000.00'), forfeits_bonus: false }),
      'cashier.gethistory': () =>
        answer({
          items: pending,
          count: pending.length,
          totals: {
            deposits: money('0.00'),
            withdrawals: money('0.00'),
            net: money('0.00'),
            since: '2026-04-02T00:00:00Z',
          },
        }),
      'cashier.makewithdrawal': makeWithdrawal,
    },
  });
  host.render(<WithdrawPage />);
  return host;
};

/** Fills the form as a player does and sends it. */
const fillAndSend = async () => {
  const form = await screen.findByTestId('withdraw-form');
  fireEvent.change(within(form).getByTestId('amount'), { target: { value: '40000' } });
  fireEvent.change(form.querySelector('input[name="requisites.phone"]') as HTMLInputElement, {
    target: { value: '901234567' },
  });
  fireEvent.click(within(form).getByTestId('withdraw-submit'));
  return form;
};

describe('WithdrawPage: a new payout destination', () => {
  it('asks for the password, keeps the form and sends the same request with it', async () => {
    const host = setup(({ fields }) => {
      if (fields.password === undefined)
        return refusal('InvalidParameterException', { errorData: { password: ['REQUIRED'] } });
      if (fields.password !== 'Secret123')
        return refusal('InvalidParameterException', { errorData: { password: ['INVALID'] } });
      return answer(withdrawal({ phone: '•••• 4567' }));
    });
    const form = await fillAndSend();
    const step = await within(form).findByTestId('withdraw-password');
    expect(step.textContent).toContain('Bu rekvizitlarga hali pul yechmagansiz');
    const password = within(step).getByLabelText(/Hisob paroli/);
    await waitFor(() => expect(document.activeElement).toBe(password));
    expect((within(form).getByTestId('amount') as HTMLInputElement).value).toBe('40000');
    expect(within(form).queryByRole('alert')).toBeNull();

    // An empty password is said before anything is sent.
    fireEvent.click(within(form).getByTestId('withdraw-submit'));
    expect(await within(step).findByText('Hisobingiz parolini kiriting')).toBeTruthy();
    expect(host.callsOf('cashier.makewithdrawal')).toHaveLength(1);

    fireEvent.change(password, { target: { value: 'Guess-1' } });
    fireEvent.click(within(form).getByTestId('withdraw-submit'));
    expect(await within(step).findByText("Parol noto'g'ri")).toBeTruthy();

    fireEvent.change(password, { target: { value: 'Secret123' } });
    fireEvent.click(within(form).getByTestId('withdraw-submit'));
    expect((await screen.findByTestId('withdraw-done')).textContent).toContain('40,000');
    const calls = host.callsOf('cashier.makewithdrawal').map(({ fields }) => fields);
    expect(calls.map((fields) => fields.password)).toEqual([undefined, 'Guess-1', 'Secret123']);
    expect(calls.map((fields) => fields.requisites)).toEqual(
      Array(3).fill(JSON.stringify({ phone: '+998 90 123 45 67' })),
    );
    // One request throughout: a refused attempt moved nothing, so its key is kept.
    expect(new Set(calls.map((fields) => fields.idempotency_key)).size).toBe(1);
  });
});

describe('WithdrawPage: refusals said in words', () => {
  it('leads to the contacts when none is confirmed, with the CMS button', async () => {
    setup(() => refusal('UserNeedConfirmContactException'));
    await fillAndSend();
    const said = await screen.findByTestId('refusal');
    expect(said.getAttribute('data-type')).toBe('UserNeedConfirmContactException');
    expect(said.textContent).toContain('avval e-pochta yoki telefoningizni tasdiqlang');
    const button = within(said).getByRole('link', { name: 'Kontaktni tasdiqlash' });
    expect(button.getAttribute('href')).toBe('/profile/settings#contacts');
    expect((screen.getByTestId('amount') as HTMLInputElement).value).toBe('40000');
  });

  it('leads to the verification above the unverified amount, in Russian', async () => {
    setup(() => refusal('KycWithdrawalException'), { locale: 'ru' });
    await fillAndSend();
    const said = await screen.findByTestId('refusal');
    expect(said.textContent).toContain('Чтобы вывести такую сумму, сначала подтвердите личность');
    expect(
      within(said).getByRole('link', { name: 'Shaxsni tasdiqlash' }).getAttribute('href'),
    ).toBe('/ru/profile/verification');
  });

  it('says that no payout provider is connected, and that nothing moved', async () => {
    setup(() => refusal('BillingUnavailableException', { status: 503 }), { locale: 'ru' });
    await fillAndSend();
    const said = await screen.findByTestId('refusal');
    expect(said.textContent).toContain('Вывод сейчас недоступен. С вашего счёта ничего не списано');
    expect(within(said).queryByRole('link')).toBeNull();
  });
});

describe('WithdrawPage: pending withdrawals', () => {
  it('name where the money goes by the masked number only', async () => {
    setup(() => answer(null), { pending: [withdrawal({ phone: '•••• 4567' })] });
    const where = await screen.findByTestId('pending-destination');
    expect(where.textContent).toBe('Payme · ••••\u00a04567');
  });
});
