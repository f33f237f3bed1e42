// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Common } from '@omad/contract/cms';
import { account, ok, renderRemote } from '../../lib/testing/fake-remote';
import { cashierConfig } from '../../lib/testing/cms-fixture';
import {
  CONFIRM_SENT_KEY,
  reloadHintMemory,
  startRegistrationHint,
} from '../../lib/hints/hint-storage';
import { Hints } from './hints-panel';

const confirmHint: Common['confirmHint'] = {
  title: 'Kontaktingizni tasdiqlang',
  text: 'Pochtangizni tasdiqlang.',
  buttonTitle: 'Tasdiqlash',
};

const mount = (regTime: number, signedIn = true) =>
  renderRemote(<Hints />, {
    answers: {
      'account.getprofileinfo': () => ok({ contacts: [] }),
      'account.sendconfirmationtocontact': () => ok(true),
    },
    cms: {
      getCashierConfig: async () => cashierConfig,
      getCommon: async () => ({ confirmHint }) as Common,
    },
    session: signedIn
      ? {
          authenticated: true,
          account: account({
            uid: 42,
            login: 'new@omad.test',
            reg_time: Math.floor(regTime / 1000),
          }),
        }
      : { authenticated: false, account: null },
  });

beforeEach(() => {
  localStorage.clear();
  reloadHintMemory();
});
afterEach(cleanup);

describe('Hints', () => {
  it('shows both hints right after registration', async () => {
    startRegistrationHint(42, Date.now() + 7_200_000);
    await mount(Date.now());
    expect(await screen.findByTestId('registration-hint')).toBeTruthy();
    expect(screen.getByText('Birinchi depozitga bonus')).toBeTruthy();
    expect(await screen.findByTestId('confirm-hint')).toBeTruthy();
  });

  it('shows the hints of a guest who registers after the widget mounted', async () => {
    const { session } = await mount(0, false);
    expect(screen.queryByTestId('confirm-hint')).toBeNull();
    // The platform's clock may run a little ahead of the device's.
    const registered = account({ uid: 42, reg_time: Math.floor(Date.now() / 1000) + 30 });
    await act(async () => {
      startRegistrationHint(42, Date.now() + 7_200_000);
      await session.signedIn(registered, 'register');
    });
    expect(await screen.findByTestId('registration-hint')).toBeTruthy();
    expect(await screen.findByTestId('confirm-hint')).toBeTruthy();
  });

  it("shows no registration hint for another player's stored hint, or an old registration", async () => {
    startRegistrationHint(7, Date.now() + 7_200_000);
    await mount(Date.now() - 6 * 86_400_000);
    await act(async () => undefined);
    expect(screen.queryByTestId('registration-hint')).toBeNull();
    expect(screen.queryByTestId('confirm-hint')).toBeNull();
  });

  it('sends the confirmation from the confirm hint, remembers it and hides the hint', async () => {
    const { calls, remote } = await mount(Date.now());
    fireEvent.click(await screen.findByRole('button', { name: 'Tasdiqlash' }));
    await waitFor(() => expect(screen.queryByTestId('confirm-hint')).toBeNull());
    const sent = calls.find((call) => call.method === 'account.sendconfirmationtocontact');
    expect(sent?.form?.get('contact')).toBe('new@omad.test');
    expect(localStorage.getItem(CONFIRM_SENT_KEY)).toBe('new@omad.test');
    expect(remote.toast).toHaveBeenCalledWith(expect.objectContaining({ kind: 'success' }));
  });

  it('can be dismissed with its close button', async () => {
    startRegistrationHint(42, Date.now() + 7_200_000);
    await mount(Date.now() - 6 * 86_400_000);
    fireEvent.click(await screen.findByRole('button', { name: 'Eslatmani yopish' }));
    expect(screen.queryByTestId('registration-hint')).toBeNull();
  });
});
