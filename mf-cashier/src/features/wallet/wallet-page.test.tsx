// @vitest-environment jsdom
// The currency change refused with LOCKED (money moved, or a bonus, free spins or a taken
// offer exist) is said in words in both languages; nothing else is claimed as saved.
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { GeneralInfo } from '@omad/contract/api';
import {
  accountFixture,
  answer,
  balancesFixture,
  createTestRemote,
  refusal,
} from '@omad/contract/testing';
import { ru } from '../../i18n/ru';
import { uz } from '../../i18n/uz';
import { WalletPage } from './wallet-page';

afterEach(cleanup);

const generalInfo: GeneralInfo = {
  analytic: {},
  available_currencies: ['UZS', 'USD'],
  available_locales: ['uz', 'ru'],
  default_currency: 'UZS',
  is_seon_enabled: false,
  domain_state: 'active',
  domain_type: 'main',
  time_to_force_logout: 0,
  is_bonus_isolation_enabled: false,
  is_game_history_export_enabled: false,
  user_inactivity_cashier_time: 0,
  user_inactivity_pp_time: 0,
};

const LOCKED = {
  uz: "Valyutani almashtirib bo'lmaydi: hisobda pul harakati bo'lgan yoki bonus, bepul aylantirishlar yoki olingan taklif bor.",
  ru: 'Валюту нельзя сменить: по счёту уже были операции или есть бонус, фриспины либо взятое предложение.',
} as const;

describe('WalletPage: the currency', () => {
  for (const locale of ['uz', 'ru'] as const) {
    it(`says why a locked currency cannot change (${locale})`, async () => {
      const host = createTestRemote({
        remoteName: 'mf-cashier',
        namespace: 'cashier',
        resources: { uz, ru },
        locale,
        session: { account: accountFixture(), authenticated: true, generalInfo },
        platform: {
          'account.getBalance': () => answer(balancesFixture()),
          'cashier.gethistory': () => refusal('UnknownErrorException', { status: 500 }),
          'account.getcurrencyrates': () => answer({ base: 'UZS', rates: [] }),
          'account.setCurrency': () =>
            refusal('InvalidParameterException', { errorData: { currency: ['LOCKED'] } }),
        },
      });
      host.render(<WalletPage />);
      const card = await screen.findByTestId('wallet-currency');
      fireEvent.change(within(card).getByRole('combobox'), { target: { value: 'USD' } });
      fireEvent.click(within(card).getByRole('button'));
      expect((await within(card).findByRole('alert')).textContent).toBe(LOCKED[locale]);
      expect(host.callsOf('account.setCurrency')[0]?.fields.currency).toBe('USD');
      expect(within(card).queryByRole('status')).toBeNull();
    });
  }
});
