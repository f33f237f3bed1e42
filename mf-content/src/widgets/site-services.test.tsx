// @vitest-environment jsdom
import { act, cleanup, fireEvent, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Events } from '@omad/contract';
import { SiteServices } from './site-services';
import {
  accountFixture,
  answer,
  commonContent,
  configContent,
  createTestHost,
  type PlatformCall,
} from '../testing/test-host';

const signedIn = { authenticated: true, account: accountFixture(7) } as const;

/** What the services say they have decided (their one hidden element). */
const decided = (name: 'campaign-popups' | 'notices') =>
  document.querySelector('[data-campaign-popups]')?.getAttribute(`data-${name}`);

const popup = (id: number, kind: 'info' | 'campaign', title: string) => ({
  id,
  sysname: `popup-${id}`,
  title,
  text: 'Birinchi qator\nIkkinchi qator',
  image: null,
  button: { title: 'Takliflar', link: '/offers' },
  kind,
});

const notification = (type: string, title: string) => ({
  trigger: 'register',
  type,
  title,
  message: '100 ball',
  amount: 100,
  amountType: 'points',
  image: null,
});

beforeEach(() => Reflect.deleteProperty(window, Symbol.for('omad.customCode.injected')));
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('notices', () => {
  const notices = () => {
    const host = createTestHost({
      session: signedIn,
      platform: {
        'loyalty.getnotifications': () =>
          answer({ items: [notification('credit', 'Xush kelibsiz')] }),
        'popups.get': () => answer({ items: [] }),
        'storage.get': () => answer({}),
      },
      cms: { config: configContent(8_000), common: commonContent() },
    });
    host.render(<SiteServices />);
    return host;
  };

  it('fetches on the first click only, then on path changes but not query or hash ones', async () => {
    const host = notices();
    await waitFor(() => expect(decided('notices')).toBe('waiting'));
    expect(host.callsOf('loyalty.getnotifications')).toHaveLength(0);
    fireEvent.click(document.body);
    fireEvent.dblClick(document.body);
    fireEvent.touchStart(document.body);
    await waitFor(() => expect(host.callsOf('loyalty.getnotifications')).toHaveLength(1));
    expect(decided('notices')).toBe('interacted');
    host.navigate({ search: '?tab=deposit' });
    host.navigate({ hash: '#top' });
    expect(host.callsOf('loyalty.getnotifications')).toHaveLength(1);
    host.navigate({ pathname: '/gamehall' });
    await waitFor(() => expect(host.callsOf('loyalty.getnotifications')).toHaveLength(2));
  });

  it('shows a notice as a toast 300 ms after the fetch with the CMS duration', async () => {
    const host = notices();
    await waitFor(() => expect(host.cmsRequests).toContain('config'));
    await act(async () => new Promise((resolve) => setTimeout(resolve, 10)));
    vi.useFakeTimers();
    fireEvent.click(document.body);
    await vi.waitFor(() => expect(host.callsOf('loyalty.getnotifications')).toHaveLength(1));
    await act(async () => vi.advanceTimersByTimeAsync(299));
    expect(host.props.toast).not.toHaveBeenCalled();
    await act(async () => vi.advanceTimersByTimeAsync(1));
    expect(host.props.toast).toHaveBeenCalledWith({
      kind: 'success',
      message: 'Xush kelibsiz — 100 ball',
      durationMs: 8_000,
    });
  });

  it('fetches nothing for a guest', async () => {
    const host = createTestHost({ cms: { config: configContent(), common: commonContent() } });
    host.render(<SiteServices />);
    fireEvent.click(document.body);
    host.navigate({ pathname: '/gamehall' });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(host.callsOf('loyalty.getnotifications')).toHaveLength(0);
  });

  it('looks again when a player signs in after the first click', async () => {
    const host = notices();
    fireEvent.click(document.body);
    await waitFor(() => expect(host.callsOf('loyalty.getnotifications')).toHaveLength(1));
    act(() => host.bus.emit(Events.SignedIn, { uid: 7, via: 'login' }));
    await waitFor(() => expect(host.callsOf('loyalty.getnotifications')).toHaveLength(2));
  });
});

describe('popups', () => {
  it('opens the previewed popup of #popup-preview, unpublished ones too, once per URL', async () => {
    window.history.replaceState(null, '', '/?popup=summer#popup-preview');
    const host = createTestHost({
      location: { pathname: '/', search: '?popup=summer', hash: '#popup-preview' },
      platform: { 'popups.get': () => answer({ items: [popup(3, 'info', 'Yozgi aksiya')] }) },
      cms: { config: configContent(), common: commonContent() },
    });
    host.render(<SiteServices />);
    await waitFor(() => expect(host.dialogs).toHaveLength(1));
    expect(host.callsOf('popups.get')[0]?.fields).toMatchObject({
      sysname: 'summer',
      preview: '1',
    });
    expect(host.dialogs[0]).toMatchObject({ kind: 'popup', title: 'Yozgi aksiya' });
    // The shell's bus announcement of the same URL does not open it twice.
    act(() => host.bus.emit(Events.PopupPreview, { sysname: 'summer' }));
    host.navigate({ pathname: '/' });
    expect(host.callsOf('popups.get')).toHaveLength(1);
    window.history.replaceState(null, '', '/');
  });

  it('says so when the previewed popup does not exist', async () => {
    const host = createTestHost({
      locale: 'ru',
      location: { search: '?popup=nope', hash: '#popup-preview' },
      platform: { 'popups.get': () => answer({ items: [] }) },
      cms: { config: configContent(), common: commonContent() },
    });
    host.render(<SiteServices />);
    await waitFor(() =>
      expect(host.props.toast).toHaveBeenCalledWith({
        kind: 'error',
        message: 'Попап «nope» не найден',
      }),
    );
    expect(host.dialogs).toHaveLength(0);
  });

  it('shows a signed-in player the first campaign popup not dismissed, and stores its dismissal', async () => {
    const stored: PlatformCall[] = [];
    const host = createTestHost({
      session: signedIn,
      platform: {
        'popups.get': () =>
          answer({ items: [popup(1, 'campaign', 'Eski'), popup(2, 'campaign', 'Yangi')] }),
        'storage.get': () => answer({ seen_campaign_popups: '[1]' }),
        'storage.set': (call) => {
          stored.push(call);
          return answer(true);
        },
      },
      cms: { config: configContent(), common: commonContent() },
    });
    host.render(<SiteServices />);
    await waitFor(() => expect(host.dialogs).toHaveLength(1));
    expect(decided('campaign-popups')).toBe('opened');
    expect(host.dialogs[0]?.title).toBe('Yangi');
    expect(host.callsOf('popups.get')[0]?.fields.sysname).toBeUndefined();
    host.dialogs[0]?.close();
    await waitFor(() => expect(stored).toHaveLength(1));
    expect(stored[0]?.fields).toMatchObject({ key: 'seen_campaign_popups', value: '[1,2]' });
    host.navigate({ pathname: '/gamehall' });
    expect(host.callsOf('popups.get')).toHaveLength(1);
  });

  it('says when a signed-in player has dismissed every campaign popup', async () => {
    const host = createTestHost({
      session: signedIn,
      platform: {
        'popups.get': () => answer({ items: [popup(1, 'campaign', 'Eski')] }),
        'storage.get': () => answer({ seen_campaign_popups: '[1]' }),
      },
      cms: { config: configContent(), common: commonContent() },
    });
    host.render(<SiteServices />);
    expect(decided('campaign-popups')).toBe('checking');
    await waitFor(() => expect(decided('campaign-popups')).toBe('none'));
    expect(host.callsOf('popups.get')).toHaveLength(1);
    expect(host.dialogs).toHaveLength(0);
  });

  it('asks no campaign popups for a guest, and says so', async () => {
    const host = createTestHost({ cms: { config: configContent(), common: commonContent() } });
    host.render(<SiteServices />);
    await waitFor(() => expect(decided('campaign-popups')).toBe('guest'));
    expect(host.callsOf('popups.get')).toHaveLength(0);
  });

  it('waits while the session is not known yet', () => {
    const host = createTestHost({
      session: { status: 'pending' },
      cms: { config: configContent(), common: commonContent() },
    });
    host.render(<SiteServices />);
    expect(decided('campaign-popups')).toBe('waiting');
    expect(host.callsOf('popups.get')).toHaveLength(0);
  });
});

describe('custom code', () => {
  it('injects the CMS custom code once, however often the services remount', async () => {
    const code = [{ isEnabled: true, position: 'bodyEnd', code: '<div data-custom-marker></div>' }];
    const host = createTestHost({ cms: { config: configContent(), common: commonContent(code) } });
    host.render(<SiteServices />);
    await waitFor(() => expect(document.querySelectorAll('[data-custom-marker]')).toHaveLength(1));
    cleanup();
    host.render(<SiteServices />);
    host.navigate({ pathname: '/gamehall' });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(document.querySelectorAll('[data-custom-marker]')).toHaveLength(1);
  });
});
