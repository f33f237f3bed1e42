// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ErrorType, PlatformError } from '@omad/contract/api';
import { invalidatePlatform, platformKey } from '@omad/contract/remote';
import { accountFixture, createTestHost } from '../../testing/test-host';
import { AccountWidget } from './account-widget';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const cashierConfig = {
  currencies: [{ code: 'UZS', symbol: "so'm" }],
  defaultDepositButtonState: 'enabled',
  depositView: 'container',
  depositButtonLabel: "To'ldirish",
  registrationHint: { isEnabled: false, title: '', text: '', buttonTitle: '' },
};

const siteConfig = (balanceRefresh: object = {}) => ({
  siteName: 'Omad',
  features: {},
  balanceRefresh,
});

const balancesAnswer = (main: number) => ({ body: { data: accountFixture(main).balances } });

const signedIn = (options: { clickRefresh?: boolean; main?: number } = {}) => {
  let main = options.main ?? 2_000_000;
  const host = createTestHost({
    session: { account: accountFixture(), authenticated: true },
    cms: {
      'cashier-config': cashierConfig,
      config: siteConfig({ isClickRefreshEnabled: options.clickRefresh ?? false }),
    },
    platform: { 'account.getBalance': () => balancesAnswer(main) },
  });
  host.render(<AccountWidget />);
  return { host, setPlatformMain: (next: number) => (main = next) };
};

const mainBalance = () => screen.getByTestId('balance-main').textContent;

describe('AccountWidget: guest', () => {
  it('opens the sign-in and registration dialogs over the bus', () => {
    const host = createTestHost({ session: { account: { ...accountFixture(), uid: 0 } } });
    const opened = vi.fn();
    host.bus.on('auth:open', opened);
    host.render(<AccountWidget />);
    fireEvent.click(screen.getByRole('button', { name: 'Kirish' }));
    fireEvent.click(screen.getByRole('button', { name: "Ro'yxatdan o'tish" }));
    expect(opened.mock.calls.map(([request]) => request.mode)).toEqual(['login', 'register']);
  });
});

describe('AccountWidget: player', () => {
  it('shows the main balance with the CMS symbol; the panel lists all three', async () => {
    signedIn();
    await waitFor(() => expect(mainBalance()).toBe("1,250,000.50 so'm"));
    const toggle = screen.getByTestId('balance-toggle');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByTestId('balance-panel')).toBeNull();
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const panel = screen.getByRole('region', { name: 'Balanslar' });
    expect(toggle.getAttribute('aria-controls')).toBe(panel.id);
    expect(within(panel).getByText('Bonus balans').nextSibling?.textContent).toBe("50,000 so'm");
    expect(within(panel).getByText('Stavkalar uchun bonus').nextSibling?.textContent).toBe(
      "10,000 so'm",
    );
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByTestId('balance-panel')).toBeNull();
    expect(document.activeElement).toBe(toggle);
  });

  it('refreshes on balance:refresh, and a newer session account wins afterwards', async () => {
    const { host } = signedIn({ main: 2_000_000 });
    act(() => host.bus.emit('balance:refresh', {}));
    await waitFor(() => expect(mainBalance()).toBe("2,000,000 so'm"));
    act(() =>
      host.sessionStore.setState({ account: accountFixture(3_000_000.25), authenticated: true }),
    );
    await waitFor(() => expect(mainBalance()).toBe("3,000,000.25 so'm"));
  });

  it('offers no refresh button while the CMS keeps click refresh off', async () => {
    const { host } = signedIn({ clickRefresh: false });
    await waitFor(() => expect(host.cmsRequests).toContain('config'));
    // Let the answer settle into the widget before looking.
    await act(async () => await new Promise((resolve) => setTimeout(resolve, 20)));
    expect(screen.queryByTestId('balance-refresh')).toBeNull();
    expect(host.callsOf('account.getBalance')).toHaveLength(0);
  });

  it('refreshes from the button when the CMS turns click refresh on', async () => {
    // The 1 s click delay is measured with Date.now(): fake only the clock and move it by
    // hand, so a slow machine cannot let the delay pass. Timers stay real for findBy/waitFor.
    vi.useFakeTimers({ toFake: ['Date'] });
    const { host, setPlatformMain } = signedIn({ clickRefresh: true, main: 1_300_000 });
    const button = await screen.findByRole('button', { name: 'Balansni yangilash' });
    fireEvent.click(button);
    // Generous waits: the whole suite shares two cores with the browsers of the e2e run.
    await waitFor(() => expect(mainBalance()).toBe("1,300,000 so'm"), { timeout: 5_000 });
    await waitFor(() => expect(button.getAttribute('aria-busy')).toBeNull(), { timeout: 5_000 });
    expect(host.callsOf('account.getBalance')).toHaveLength(1);
    setPlatformMain(1_400_000);
    vi.advanceTimersByTime(999);
    fireEvent.click(button);
    // Within the 1 s click delay the second press does nothing.
    expect(host.callsOf('account.getBalance')).toHaveLength(1);
    vi.advanceTimersByTime(1);
    fireEvent.click(button);
    // Once the delay has passed, the button refreshes again.
    await waitFor(() => expect(mainBalance()).toBe("1,400,000 so'm"), { timeout: 5_000 });
    expect(host.callsOf('account.getBalance')).toHaveLength(2);
  });

  it('keeps the player signed in, reports error_logout and shows a toast when sign-out fails', async () => {
    const { host } = signedIn();
    vi.mocked(host.session.signOut).mockRejectedValue(
      new PlatformError({
        type: ErrorType.InternalServerError,
        message: 'Internal server error',
        status: 500,
        method: 'auth.logout',
      }),
    );
    fireEvent.click(screen.getByTestId('sign-out'));
    await waitFor(() =>
      expect(host.props.toast).toHaveBeenCalledWith({
        kind: 'error',
        message: "Chiqib bo'lmadi. Qayta urinib ko'ring.",
      }),
    );
    const event = host.callsOf('events.handle')[0]?.fields;
    expect(event?.event_name).toBe('error_logout');
    expect(JSON.parse(event?.event_params ?? '{}')).toMatchObject({
      code: 'InternalServerErrorException',
    });
    expect(screen.getByTestId('account-player')).toBeTruthy();
  });

  it('moves profile and sign-out into the panel on phones', () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query === '(max-width: 767px)',
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }));
    signedIn();
    expect(screen.queryByTestId('sign-out')).toBeNull();
    fireEvent.click(screen.getByTestId('balance-toggle'));
    const panel = screen.getByTestId('balance-panel');
    expect(within(panel).getByTestId('sign-out').textContent).toBe('Chiqish');
    expect(within(panel).getByRole('link', { name: 'Profil' }).getAttribute('href')).toBe(
      '/profile',
    );
  });
});

describe('AccountWidget: the shared balance cache', () => {
  it('writes its answers to the cache and takes the ones other regions read there', async () => {
    const { host } = signedIn({ main: 2_000_000 });
    act(() => host.bus.emit('balance:refresh', {}));
    await waitFor(() => expect(mainBalance()).toBe("2,000,000 so'm"));
    const cache = host.props.queryClient;
    expect(cache.getQueryData(platformKey('account.getBalance'))).toEqual(
      accountFixture(2_000_000).balances,
    );
    act(() =>
      cache.setQueryData(platformKey('account.getBalance'), accountFixture(2_500_000).balances),
    );
    await waitFor(() => expect(mainBalance()).toBe("2,500,000 so'm"));
    expect(host.callsOf('account.getBalance')).toHaveLength(1);
  });

  it('reads the balance again when another region invalidates account.getBalance', async () => {
    const { host, setPlatformMain } = signedIn();
    await waitFor(() => expect(mainBalance()).toBe("1,250,000.50 so'm"));
    setPlatformMain(1_700_000);
    await act(() => invalidatePlatform(host.props.queryClient, 'account.getBalance'));
    await waitFor(() => expect(mainBalance()).toBe("1,700,000 so'm"));
    expect(host.callsOf('account.getBalance')).toHaveLength(1);
  });
});
