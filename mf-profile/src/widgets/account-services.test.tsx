// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Events } from '@omad/contract';
import { answer } from '@omad/contract/testing';
import { createTestHost } from '../lib/testing/test-host';
import { AccountServices } from './account-services';

afterEach(cleanup);

const quiet = {
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
});
