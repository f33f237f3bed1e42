// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Common } from '@omad/contract/cms';
import { account, ok, renderRemote } from '../../testing/fake-remote';
import { cashierConfig } from '../../testing/cms-fixture';
import { askHintReveal, takeHintReveal } from '../../lib/hints/hint-reveal';
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

const mount = (regTime: number, signedIn = true, hasDeposited = false) => {
  const getCommon = vi.fn(async () => ({ confirmHint }) as Common);
  const view = renderRemote(<Hints />, {
    answers: {
      'account.getprofileinfo': () => ok({ contacts: [] }),
      'account.sendconfirmationtocontact': () => ok(true),
    },
    cms: { getCashierConfig: async () => cashierConfig, getCommon },
    session: signedIn
      ? {
          authenticated: true,
          account: account({
            uid: 42,
            login: 'new@omad.test',
            reg_time: Math.floor(regTime / 1000),
            has_deposited: hasDeposited,
          }),
        }
      : { authenticated: false, account: null },
  });
  return view.then((rendered) => ({ ...rendered, getCommon }));
};

/** A registration 'just now' in this tab, which also asks the strip to show. */
const registeredHere = () => startRegistrationHint(42, Date.now() + 7_200_000);

beforeEach(() => {
  localStorage.clear();
  reloadHintMemory();
  takeHintReveal();
});
afterEach(cleanup);

describe('Hints', () => {
  it('shows both hints right after registration, in the flow of the page', async () => {
    registeredHere();
    const { container } = await mount(Date.now());
    expect(await screen.findByTestId('registration-hint')).toBeTruthy();
    expect(screen.getByText('Birinchi depozitga bonus')).toBeTruthy();
    expect(await screen.findByTestId('confirm-hint')).toBeTruthy();
    // Drawn where the slot is, not portalled over the page.
    expect(container.querySelector('[data-testid="registration-hint"]')).not.toBeNull();
  });

  it('shows the hints of a guest who registers after the widget mounted', async () => {
    const { session } = await mount(0, false);
    expect(screen.queryByTestId('confirm-hint')).toBeNull();
    // The platform's clock may run a little ahead of the device's.
    const registered = account({ uid: 42, reg_time: Math.floor(Date.now() / 1000) + 30 });
    await act(async () => {
      registeredHere();
      await session.signedIn(registered, 'register');
    });
    expect(await screen.findByTestId('registration-hint')).toBeTruthy();
    expect(await screen.findByTestId('confirm-hint')).toBeTruthy();
  });

  it('on a page load, waits for the next navigation before pushing the page down', async () => {
    localStorage.setItem(
      'registration_hint_until',
      JSON.stringify({ uid: 42, until: Date.now() + 3_600_000 }),
    );
    reloadHintMemory();
    const { getCommon, navigate } = await mount(Date.now());
    await waitFor(() => expect(getCommon).toHaveBeenCalled());
    await act(async () => undefined);
    expect(screen.queryByTestId('registration-hint')).toBeNull();
    await navigate({ pathname: '/gamehall' });
    expect(await screen.findByTestId('registration-hint')).toBeTruthy();
  });

  it("shows no registration hint for another player's stored hint, or an old registration", async () => {
    startRegistrationHint(7, Date.now() + 7_200_000);
    const { getCommon } = await mount(Date.now() - 6 * 86_400_000);
    await waitFor(() => expect(getCommon).toHaveBeenCalled());
    await act(async () => undefined);
    expect(screen.queryByTestId('registration-hint')).toBeNull();
    expect(screen.queryByTestId('confirm-hint')).toBeNull();
  });

  it('gives a player who has deposited only the confirm hint', async () => {
    registeredHere();
    await mount(Date.now(), true, true);
    expect(await screen.findByTestId('confirm-hint')).toBeTruthy();
    expect(screen.queryByTestId('registration-hint')).toBeNull();
  });

  it('drops the registration hint once the session shows a paid deposit', async () => {
    registeredHere();
    const { sessionStore } = await mount(Date.now());
    expect(await screen.findByTestId('registration-hint')).toBeTruthy();
    // What the session's refresh brings after the cashier's paid deposit.
    act(() => {
      const current = sessionStore.getState().account;
      if (current) sessionStore.setState({ account: { ...current, has_deposited: true } });
    });
    await waitFor(() => expect(screen.queryByTestId('registration-hint')).toBeNull());
    expect(screen.getByTestId('confirm-hint')).toBeTruthy();
  });

  it('sends the confirmation from the confirm hint, remembers it and hides the hint', async () => {
    askHintReveal();
    const { calls, remote } = await mount(Date.now());
    fireEvent.click(await screen.findByRole('button', { name: 'Tasdiqlash' }));
    await waitFor(() => expect(screen.queryByTestId('confirm-hint')).toBeNull());
    const sent = calls.find((call) => call.method === 'account.sendconfirmationtocontact');
    expect(sent?.form?.get('contact')).toBe('new@omad.test');
    expect(localStorage.getItem(CONFIRM_SENT_KEY)).toBe('new@omad.test');
    expect(remote.toast).toHaveBeenCalledWith(expect.objectContaining({ kind: 'success' }));
  });

  it('can be dismissed with its close button', async () => {
    registeredHere();
    await mount(Date.now() - 6 * 86_400_000);
    fireEvent.click(await screen.findByRole('button', { name: 'Eslatmani yopish' }));
    expect(screen.queryByTestId('registration-hint')).toBeNull();
  });
});
