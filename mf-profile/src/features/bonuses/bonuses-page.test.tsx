// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Bonus } from '@omad/contract/api';
import { answer } from '@omad/contract/testing';
import { createTestHost } from '../../testing/test-host';
import { BonusesPage } from './bonuses-page';

afterEach(cleanup);

const bonus = (id: number, status: string, extra: Partial<Bonus> = {}): Bonus => ({
  id,
  created_at: '2026-11-01T09:00:00.000Z',
  description: { title: `Bonus ${id}` },
  status,
  amount: { amount: '100000.00', currency: 'UZS' },
  wager: { required: '2000000.00', wagered: status === 'active' ? '650000.00' : '0.00' },
  expires_at: '2026-12-01T09:00:00.000Z',
  remaining: status === 'active' ? '40000.00' : null,
  finished_at: null,
  ...extra,
});

const page = <T,>(items: T[]) => answer({ items, count: items.length });

const setup = (bonuses: Bonus[], activate = (id: number) => bonus(id, 'active')) => {
  let current = bonuses;
  const host = createTestHost({
    platform: {
      'bonuses.get': ({ fields }) =>
        page(current.filter((item) => !fields.status || item.status === fields.status)),
      'bettingBonuses.get': () => page([bonus(9, 'new', { description: { title: 'Sport' } })]),
      'freespins.get': () =>
        page([
          {
            id: 3,
            game: { sysname: 'book-of-omad', name: 'Book of Omad' },
            remaining_count: 7,
            total_count: 10,
            bet: { amount: '1000.00', currency: 'UZS' },
            description: { title: '10 spins' },
            status: 'active',
            expires_at: null,
          },
        ]),
      'bonuses.activate': ({ fields }) => {
        const id = Number(fields.bonus_id);
        current = current.map((item) =>
          item.id === id
            ? activate(id)
            : item.status === 'active'
              ? { ...item, status: 'removed' }
              : item,
        );
        return answer(activate(id));
      },
      'bonuses.remove': ({ fields }) => answer(bonus(Number(fields.bonus_id), 'removed')),
    },
  });
  host.render(<BonusesPage />);
  return host;
};

const cardOf = async (id: number) =>
  (await screen.findAllByTestId('bonus-card')).find(
    (card) => card.getAttribute('data-bonus-id') === String(id),
  )!;

describe('BonusesPage', () => {
  it('shows wagering progress, betting bonuses and free-spin packs', async () => {
    setup([bonus(1, 'active'), bonus(2, 'new')]);
    const active = await cardOf(1);
    const bar = within(active).getByRole('progressbar');
    expect(bar.getAttribute('aria-valuenow')).toBe('32');
    expect(active.textContent).toContain('650,000');
    expect(active.textContent).toContain('1,350,000');
    expect(await screen.findByTestId('betting-bonuses')).toBeTruthy();
    expect((await screen.findByTestId('freespin-card')).textContent).toContain('7');
  });

  it('asks with the burn-bonuses confirm before activating over an active bonus', async () => {
    const host = setup([bonus(1, 'active'), bonus(2, 'new')]);
    const fresh = await cardOf(2);
    await waitFor(() => expect(host.callsOf('bonuses.get').length).toBeGreaterThan(1));
    fireEvent.click(within(fresh).getByRole('button', { name: 'Faollashtirish' }));
    await waitFor(() => expect(host.dialogs).toHaveLength(1));
    render(<>{host.dialogs[0]!.body}</>);
    expect(screen.getByTestId('burn-bonus-confirm')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Ha, davom etish' }));
    await waitFor(() => expect(host.callsOf('bonuses.activate')).toHaveLength(1));
    expect(host.callsOf('bonuses.activate')[0]!.fields.bonus_id).toBe('2');
    await waitFor(async () => expect((await cardOf(2)).getAttribute('data-status')).toBe('active'));
    expect(host.props.toast).toHaveBeenCalledWith({
      kind: 'success',
      message: 'Bonus faollashtirildi',
    });
  });

  it('removes nothing when the player says no', async () => {
    const host = setup([bonus(2, 'new')]);
    fireEvent.click(within(await cardOf(2)).getByRole('button', { name: 'O‘chirish' }));
    await waitFor(() => expect(host.dialogs).toHaveLength(1));
    render(<>{host.dialogs[0]!.body}</>);
    expect(screen.getByTestId('bonus-remove-confirm')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Yo‘q' }));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(host.callsOf('bonuses.remove')).toHaveLength(0);
  });
});
