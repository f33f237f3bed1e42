// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Events } from '@omad/contract';
import { answer } from '@omad/contract/testing';
import { createTestHost } from '../testing/test-host';
import { AccountServices } from './account-services';

afterEach(cleanup);

const quiet = {
  'cashbacks.get': () => answer({ items: [], count: 0 }),
  'storage.get': () => answer({ already_seen_cashback_id: null }),
  'responsibleGaming.get': () =>
    answer({
      currency: 'UZS',
      limits: [],
      cooling_off_hours: 24,
      reality_check_minutes: 0,
      exclusion: null,
    }),
  'responsibleGaming.getSessionSummary': () =>
    answer({
      started_at: new Date().toISOString(),
      currency: 'UZS',
      rounds: 0,
      wagered: '0.00',
      won: '0.00',
      net: '0.00',
    }),
};

describe('AccountServices', () => {
  it('asks for the missing profile fields by name, in the page language', async () => {
    const host = createTestHost({ locale: 'ru', platform: quiet });
    host.render(<AccountServices />);
    act(() => host.bus.emit(Events.NeedsProfile, { fields: ['first_name', 'birth_date'] }));
    const dialog = await screen.findByTestId('fill-profile-dialog');
    expect(dialog.textContent).toContain('Имя, Дата рождения');
    // A second refusal while the dialog is open does not stack another one.
    act(() => host.bus.emit(Events.NeedsVerification, {}));
    expect(screen.queryByTestId('verification-dialog')).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Позже' }));
    expect(screen.queryByTestId('fill-profile-dialog')).toBeNull();
  });

  it('opens identity verification with the applicant state when a call needs it', async () => {
    const host = createTestHost({
      platform: {
        ...quiet,
        'verification.createApplicant': () =>
          answer({
            id: 'app-1',
            status: 'rejected',
            comment: "Hujjat o'qib bo'lmaydi",
            provider: 'sumsub',
            updated_at: new Date().toISOString(),
          }),
      },
    });
    host.render(<AccountServices />);
    act(() => host.bus.emit(Events.NeedsVerification, {}));
    const dialog = await screen.findByTestId('verification-dialog');
    expect((await within(dialog).findByTestId('verification-comment')).textContent).toContain(
      "Hujjat o'qib bo'lmaydi",
    );
    expect(within(dialog).getByRole('button', { name: 'Hujjatlarni qayta yuborish' })).toBeTruthy();
  });

  it('shows an unseen active cashback once and stores its id as seen', async () => {
    const cashback = {
      id: 12,
      description: { title: 'Keshbek 10%' },
      receiving_expired_at: '2026-12-08T00:00:00.000Z',
      paid_out_at: null,
      status: 'active',
      end_date: '2026-12-01T00:00:00.000Z',
      amount: { amount: '17250.00', currency: 'UZS' },
    };
    const stored: Record<string, string | null> = { already_seen_cashback_id: '11' };
    const platform = {
      ...quiet,
      'cashbacks.get': () => answer({ items: [cashback], count: 1 }),
      'storage.get': () => answer({ ...stored }),
      'storage.set': ({ fields }: { fields: Readonly<Record<string, string>> }) => {
        stored[fields.key!] = fields.value ?? null;
        return answer(true);
      },
    };
    const first = createTestHost({ platform });
    const view = first.render(<AccountServices />);
    const dialog = await screen.findByTestId('unseen-cashback');
    expect(dialog.textContent).toContain('17,250');
    await waitFor(() => expect(stored.already_seen_cashback_id).toBe('12'));
    view.unmount();
    // Mounted again (a reload): the same cashback is not shown twice.
    const again = createTestHost({ platform });
    again.render(<AccountServices />);
    await waitFor(() => expect(again.callsOf('storage.get')).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByTestId('unseen-cashback')).toBeNull();
  });
});
