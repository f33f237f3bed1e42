// @vitest-environment jsdom
// The deposit form's offers: only offers taken with a deposit are offered there (an offer
// taken alone belongs to the offers page), and one the player took on the offers page is
// chosen until they choose otherwise.
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { Offer } from '@omad/contract/api';
import { StartAt, accountFixture, answer, createTestRemote } from '@omad/contract/testing';
import { ru } from '../../i18n/ru';
import { uz } from '../../i18n/uz';
import { DepositPage } from './deposit-page';

afterEach(cleanup);

const offer = (id: number, action: string, extra: Partial<Offer> = {}): Offer => ({
  id,
  trigger: { action, params: { exclude_methods: [] }, user_satisfies_params: true, unmet: [] },
  description: { title: `Offer ${id}`, text: `Text ${id}` },
  promotions: [],
  is_taken: false,
  ends_at: null,
  ...extra,
});

const method = {
  sysname: 'uzcard',
  name: 'Uzcard',
  type: 'card',
  icon: '/icon.svg',
  currency: 'UZS',
  min: '10000',
  max: '50000000',
  requisites: [],
  needs_bank: false,
};

const render = (offers: Offer[]) => {
  const host = createTestRemote({
    remoteName: 'mf-cashier',
    namespace: 'cashier',
    resources: { uz, ru },
    session: { account: accountFixture({ uid: 7 }), authenticated: true },
    platform: {
      'cashier.getdepositsettings': () => answer({ methods: [method] }),
      'campaigns.getoffers': () => answer({ items: offers, count: offers.length }),
      'account.getDepositLimit': () => answer(null),
    },
  });
  host.render(
    <StartAt url="/cashier/deposit/uzcard">
      <Routes>
        <Route path="/cashier/deposit/:sysname" element={<DepositPage />} />
      </Routes>
    </StartAt>,
  );
  return host;
};

describe('the deposit offers', () => {
  it('lists deposit offers only and chooses the one the player took', async () => {
    render([offer(201, 'deposit'), offer(202, 'deposit', { is_taken: true }), offer(301, 'take')]);
    const offers = await screen.findByTestId('offers');
    const options = within(offers).getAllByRole('radio');
    expect(options.map((option) => option.getAttribute('value'))).toEqual(['-1', '201', '202']);
    expect(within(offers).getByRole('radio', { checked: true }).getAttribute('value')).toBe('202');
    fireEvent.click(options[0]!);
    expect(within(offers).getByRole('radio', { checked: true }).getAttribute('value')).toBe('-1');
  });

  it('chooses no bonus when nothing taken fits this method', async () => {
    render([
      offer(202, 'deposit', {
        is_taken: true,
        trigger: {
          action: 'deposit',
          params: { exclude_methods: ['uzcard'] },
          user_satisfies_params: true,
          unmet: [],
        },
      }),
    ]);
    const offers = await screen.findByTestId('offers');
    expect(within(offers).getByRole('radio', { checked: true }).getAttribute('value')).toBe('-1');
    expect(screen.queryByText('Offer 301')).toBeNull();
  });
});
