// @vitest-environment jsdom
// The offers page for guests: sign in to take (then taken, once), Russian, the CMS's switch.
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Events } from '@omad/contract';
import {
  accountFixture,
  answer,
  asGuest,
  commonContent,
  createTestHost,
  listing,
  offerFixture,
  spinsOfferFixture,
} from '../../testing/test-host';
import { OffersPage } from './offers-page';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const player = { account: accountFixture({ uid: 7 }), authenticated: true };

const welcome = offerFixture(201, { ends_at: '2030-12-31T19:00:00.000Z' });
const spins = spinsOfferFixture(301);

/** The action the guest's button queued with the shell's whenSignedIn. */
const queuedAction = (host: ReturnType<typeof createTestHost>) => {
  const calls = vi.mocked(host.session.whenSignedIn).mock.calls;
  const action = calls[0]?.[0];
  if (!action) throw new Error('nothing was queued for after sign-in');
  return action;
};

describe('the offers page for guests', () => {
  it('asks a guest to sign in and takes the offer after it, once however often pressed', async () => {
    let signedIn = false;
    // A take offer is granted at once and may be taken once: then it says already_taken.
    const granted = spinsOfferFixture(301, {
      trigger: { ...spins.trigger, user_satisfies_params: false, unmet: ['already_taken'] },
    });
    let spinsNow = spins;
    const host = createTestHost({
      platform: {
        'campaigns.getoffers': listing(() =>
          signedIn ? [welcome, spinsNow] : [asGuest(welcome), asGuest(spins)],
        ),
        'campaigns.takepromotions': () => {
          spinsNow = granted;
          return answer(granted);
        },
      },
    });
    const opened: unknown[] = [];
    host.bus.on(Events.AuthOpen, (request) => opened.push(request));
    host.render(<OffersPage />);
    const spinsCard = within(await screen.findByTestId('offer-301'));
    fireEvent.click(spinsCard.getByRole('button', { name: 'Kirish va olish' }));
    fireEvent.click(spinsCard.getByRole('button', { name: 'Kirish va olish' }));
    expect(opened).toEqual([
      { mode: 'login', source: 'offers' },
      { mode: 'login', source: 'offers' },
    ]);
    expect(host.session.whenSignedIn).toHaveBeenCalledTimes(1);
    expect(host.callsOf('campaigns.takepromotions')).toHaveLength(0);

    signedIn = true;
    act(() => host.sessionStore.setState(player));
    await act(async () => queuedAction(host)());
    expect(host.callsOf('campaigns.takepromotions')).toHaveLength(1);
    expect(host.callsOf('campaigns.takepromotions')[0]?.fields['offer_id']).toBe('301');
    expect(host.props.toast).toHaveBeenCalledWith({
      kind: 'success',
      message: '«Spins 301» — hisobingizda!',
    });
    expect(
      await within(await screen.findByTestId('offer-301')).findByText(
        'Siz bu taklifdan allaqachon foydalangansiz.',
      ),
    ).toBeTruthy();
  });

  it('in Russian, shows a guest the offers, sign-in buttons and the invitation to register with a code', async () => {
    const host = createTestHost({
      locale: 'ru',
      platform: { 'campaigns.getoffers': listing(() => [asGuest(welcome), asGuest(spins)]) },
    });
    const opened: unknown[] = [];
    host.bus.on(Events.AuthOpen, (request) => opened.push(request));
    host.render(<OffersPage />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Предложения' })).toBeTruthy();
    const card = within(await screen.findByTestId('offer-201'));
    expect(card.getByTestId('offer-gives').textContent).toBe('Бонус 100% до 2,000,000 UZS');
    expect(card.getByRole('button', { name: 'Войти и получить' })).toBeTruthy();
    expect(within(screen.getByTestId('offer-301')).getByTestId('offer-gives').textContent).toBe(
      '10 бесплатных вращений · Sweet Bonanza',
    );
    expect(screen.queryByRole('textbox', { name: 'Промокод' })).toBeNull();
    const invite = within(screen.getByTestId('promo-code-guest'));
    fireEvent.click(invite.getByRole('button', { name: 'Зарегистрироваться' }));
    expect(opened).toEqual([{ mode: 'register', source: 'promo-code' }]);
  });

  it('hides deposit offers from guests when the CMS says so, and invites them to sign in', async () => {
    createTestHost({
      platform: { 'campaigns.getoffers': listing(() => [asGuest(welcome), asGuest(spins)]) },
      cms: { common: commonContent({ isShownToGuests: false }) },
    }).render(<OffersPage />);
    await screen.findByText("Depozit takliflarini ko'rish uchun hisobingizga kiring.");
    expect(screen.queryByTestId('offer-201')).toBeNull();
    expect(screen.getByTestId('offer-301')).toBeTruthy();
  });
});
