// @vitest-environment jsdom
// The history's paging (spec sections 4 and 9): 4 rows a page and "show more" while the
// platform has more, pages merged by id (an item seen again shows once, in its newest form),
// a failed page keeping the rows shown, and a tab that starts from its first page each time
// it shows.
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { CashierTransaction } from '@omad/contract/api';
import {
  accountFixture,
  answer,
  createTestRemote,
  refusal,
  type PlatformAnswer,
  type PlatformCall,
} from '@omad/contract/testing';
import { ru } from '../../i18n/ru';
import { uz } from '../../i18n/uz';
import { HistoryPage } from './history-page';

afterEach(cleanup);

const money = (amount: string) => ({ amount, currency: 'UZS' });

const deposit = (id: number, status = 'success'): CashierTransaction => ({
  id,
  requisites: {},
  method: 'uzcard',
  type: 'deposit',
  created_at: '2026-05-02T09:30:00Z',
  updated_at: null,
  amount: money('40000.00'),
  status,
  domain: null,
});

const page = (items: CashierTransaction[], count: number) =>
  answer({
    items,
    count,
    totals: {
      deposits: money('0.00'),
      withdrawals: money('0.00'),
      net: money('0.00'),
      since: '2026-04-02T00:00:00Z',
    },
  });

const setup = (history: (call: PlatformCall) => PlatformAnswer) => {
  const host = createTestRemote({
    remoteName: 'mf-cashier',
    namespace: 'cashier',
    resources: { uz, ru },
    session: { account: accountFixture(), authenticated: true },
    platform: { 'cashier.gethistory': history },
  });
  host.render(<HistoryPage />);
  return host;
};

const shownIds = () =>
  screen.getAllByTestId('history-item').map((item) => Number(item.getAttribute('data-id')));

describe('HistoryPage: paging', () => {
  it('shows 4 rows a page and more while the platform has more', async () => {
    const rows = [6, 5, 4, 3, 2, 1].map((id) => deposit(id));
    const host = setup(({ fields }) => {
      const offset = Number(fields.offset ?? 0);
      return page(rows.slice(offset, offset + Number(fields.count)), rows.length);
    });
    await waitFor(() => expect(shownIds()).toEqual([6, 5, 4, 3]));
    fireEvent.click(screen.getByTestId('history-more'));
    await waitFor(() => expect(shownIds()).toEqual([6, 5, 4, 3, 2, 1]));
    expect(screen.queryByTestId('history-more')).toBeNull();
    const asked = host.callsOf('cashier.gethistory').map(({ fields }) => fields);
    expect(asked.map((fields) => [fields.type, fields.offset ?? '0', fields.count])).toEqual([
      ['deposit', '0', '4'],
      ['deposit', '4', '4'],
    ]);
  });

  it('shows an item a later page brings again once, in its newest form', async () => {
    setup(({ fields }) =>
      Number(fields.offset ?? 0) === 0
        ? page([deposit(9, 'pending'), deposit(8), deposit(7), deposit(6)], 7)
        : page([deposit(9, 'success'), deposit(5), deposit(5)], 7),
    );
    await waitFor(() => expect(shownIds()).toEqual([9, 8, 7, 6]));
    fireEvent.click(screen.getByTestId('history-more'));
    await waitFor(() => expect(shownIds()).toEqual([9, 8, 7, 6, 5]));
    const [first] = screen.getAllByTestId('history-item');
    expect(first!.querySelector('[data-status]')?.getAttribute('data-status')).toBe('success');
  });

  it('keeps the rows shown when a page fails, and says so', async () => {
    setup(({ fields }) =>
      Number(fields.offset ?? 0) === 0
        ? page([deposit(4), deposit(3), deposit(2), deposit(1)], 5)
        : refusal('UnknownErrorException', { status: 500 }),
    );
    await waitFor(() => expect(shownIds()).toEqual([4, 3, 2, 1]));
    fireEvent.click(screen.getByTestId('history-more'));
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(shownIds()).toEqual([4, 3, 2, 1]);
    expect(screen.getByTestId('history-more')).toBeTruthy();
  });

  it('starts a tab shown again from its first page', async () => {
    const rows = [6, 5, 4, 3, 2, 1].map((id) => deposit(id));
    const host = setup(({ fields }) => {
      if (fields.type !== 'deposit') return page([], 0);
      const offset = Number(fields.offset ?? 0);
      return page(rows.slice(offset, offset + Number(fields.count)), rows.length);
    });
    await waitFor(() => expect(shownIds()).toEqual([6, 5, 4, 3]));
    fireEvent.click(screen.getByTestId('history-more'));
    await waitFor(() => expect(shownIds()).toHaveLength(6));
    const tabs = screen.getByRole('tablist');
    fireEvent.click(within(tabs).getByRole('tab', { name: 'Yechishlar' }));
    expect(await screen.findByTestId('history-empty')).toBeTruthy();
    fireEvent.click(within(tabs).getByRole('tab', { name: "To'ldirishlar" }));
    expect(screen.getByTestId('history-loading')).toBeTruthy();
    await waitFor(() => expect(shownIds()).toEqual([6, 5, 4, 3]));
    const deposits = host.callsOf('cashier.gethistory').filter((call) => {
      return call.fields.type === 'deposit';
    });
    expect(deposits.map(({ fields }) => fields.offset ?? '0')).toEqual(['0', '4', '0']);
  });
});
