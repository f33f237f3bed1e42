// @vitest-environment jsdom
// A remote whose files never answer: the region shows its fallback at the deadline, lets a
// late answer go, and mounts exactly once after a retry. The federation loader is the only
// stand-in; single-spa mounts the lifecycles for real.
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { UiLocaleProvider } from '@omad/ui';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Locale } from '@omad/contract';
import type { RemoteLifecycles } from '@omad/contract/remote';
import { createTestRemote } from '@omad/contract/testing';
import { CoreNav } from '../layout/core-nav';
import { createI18n } from '../locale/i18n';
import { REMOTE_LOAD_TIMEOUT_MS } from './load-timeout';
import { loadRemoteModule } from './registry';
import { RemoteRegion } from './remote-region';
import { NEAR_VIEW_MARGIN } from './use-near-view';

vi.mock('./registry', () => ({
  loadRemoteModule: vi.fn(),
  RemoteLoadError: class RemoteLoadError extends Error {},
}));

/** Lifecycles whose mount draws one heading into the region, as a remote's ./app would. */
const lifecycles = () => {
  const mount = vi.fn(async ({ domElement }: { domElement: HTMLElement }) => {
    const heading = document.createElement('h1');
    heading.textContent = 'Takliflar';
    domElement.append(heading);
  });
  const unmount = vi.fn(async ({ domElement }: { domElement: HTMLElement }) => {
    domElement.replaceChildren();
  });
  const value = { bootstrap: async () => undefined, mount, unmount } as unknown as RemoteLifecycles;
  return { value, mount };
};

/** Each call of loadRemoteModule answers only when the test says so. */
const heldLoads = () => {
  const answers: ((value: RemoteLifecycles) => void)[] = [];
  vi.mocked(loadRemoteModule).mockImplementation(
    () => new Promise<RemoteLifecycles>((resolve) => answers.push(resolve)),
  );
  return answers;
};

const renderRegion = (locale: Locale) => {
  const { props } = createTestRemote({
    remoteName: 'mf-loyalty',
    namespace: 'loyalty',
    resources: { uz: {}, ru: {} },
    locale,
  });
  const failures: unknown[] = [];
  props.bus.on('remote:failed', (event) => failures.push(event));
  const view = render(
    <I18nextProvider i18n={createI18n(locale)}>
      <UiLocaleProvider locale={locale}>
        <RemoteRegion app="mf-loyalty" expose="./app" props={props} skeleton={<p>skeleton</p>} />
      </UiLocaleProvider>
    </I18nextProvider>,
  );
  const region = view.container.querySelector<HTMLElement>('[data-remote="mf-loyalty"]');
  if (!region) throw new Error('no region');
  return { region, failures };
};

const settle = () => act(async () => vi.advanceTimersByTimeAsync(0));

beforeEach(() => {
  vi.useFakeTimers();
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.mocked(loadRemoteModule).mockReset();
});

describe('RemoteRegion with a remote that does not answer', () => {
  it('keeps the skeleton until the deadline, then shows the fallback and reports it', async () => {
    heldLoads();
    const { region, failures } = renderRegion('uz');
    await act(async () => vi.advanceTimersByTimeAsync(REMOTE_LOAD_TIMEOUT_MS - 1));
    expect(region.dataset.status).toBe('loading');
    expect(screen.getByText('skeleton')).toBeTruthy();
    await act(async () => vi.advanceTimersByTimeAsync(1));
    expect(region.dataset.status).toBe('failed');
    expect(screen.getByRole('alert').textContent).toContain("Bu bo'lim hozircha ishlamayapti");
    expect(failures).toEqual([
      { remote: 'mf-loyalty', phase: 'load', message: 'no answer within 6000 ms' },
    ]);
  });

  it('lets an answer after the fallback go: nothing mounts, the fallback stays', async () => {
    const answers = heldLoads();
    const { region } = renderRegion('uz');
    await act(async () => vi.advanceTimersByTimeAsync(REMOTE_LOAD_TIMEOUT_MS));
    const late = lifecycles();
    answers[0]?.(late.value);
    await settle();
    expect(late.mount).not.toHaveBeenCalled();
    expect(region.dataset.status).toBe('failed');
    expect(screen.getByRole('alert')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Takliflar' })).toBeNull();
    expect(console.warn).toHaveBeenCalledWith(
      '[shell] mf-loyalty ./app loaded after its fallback showed; not mounted',
    );
  });

  it('retries afresh and mounts once, whichever answer comes first', async () => {
    const answers = heldLoads();
    const { region } = renderRegion('ru');
    await act(async () => vi.advanceTimersByTimeAsync(REMOTE_LOAD_TIMEOUT_MS));
    fireEvent.click(screen.getByRole('button', { name: 'Повторить' }));
    await settle();
    expect(vi.mocked(loadRemoteModule).mock.calls).toEqual([
      ['mf-loyalty', './app', false],
      ['mf-loyalty', './app', true],
    ]);
    // The first attempt's answer arrives while the retry loads: it is not the retry's.
    const first = lifecycles();
    answers[0]?.(first.value);
    await settle();
    expect(region.dataset.status).toBe('loading');
    const retried = lifecycles();
    answers[1]?.(retried.value);
    await settle();
    expect(first.mount).not.toHaveBeenCalled();
    expect(retried.mount).toHaveBeenCalledTimes(1);
    expect(region.dataset.status).toBe('mounted');
    expect(screen.getAllByRole('heading', { name: 'Takliflar' })).toHaveLength(1);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('RemoteRegion once mounted', () => {
  it('gives the parcel new props only: not again the props it mounted with', async () => {
    const update = vi.fn(async () => undefined);
    const mounted = lifecycles();
    vi.mocked(loadRemoteModule).mockResolvedValue({ ...mounted.value, update } as RemoteLifecycles);
    const { props } = createTestRemote({
      remoteName: 'mf-loyalty',
      namespace: 'loyalty',
      resources: { uz: {}, ru: {} },
      locale: 'uz',
    });
    const region = (given: typeof props) => (
      <I18nextProvider i18n={createI18n('uz')}>
        <UiLocaleProvider locale="uz">
          <RemoteRegion app="mf-loyalty" expose="./app" props={given} skeleton={<p>skeleton</p>} />
        </UiLocaleProvider>
      </I18nextProvider>
    );
    const view = render(region(props));
    await settle();
    expect(mounted.mount).toHaveBeenCalledTimes(1);
    expect(update).not.toHaveBeenCalled();
    view.rerender(region(props));
    await settle();
    expect(update).not.toHaveBeenCalled();
    const moved = { ...props, locale: 'ru' as const };
    view.rerender(region(moved));
    await settle();
    expect(update).toHaveBeenCalledTimes(1);
    expect(update).toHaveBeenCalledWith(expect.objectContaining({ locale: 'ru' }));
  });
});

describe('RemoteRegion of a widget below the fold', () => {
  it('loads its remote only once the first screen is done and it comes near the viewport', async () => {
    const observed: {
      callback: IntersectionObserverCallback;
      options?: IntersectionObserverInit;
    }[] = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
          observed.push({ callback, options });
        }
        observe() {}
        disconnect() {}
      },
    );
    const mounted = lifecycles();
    vi.mocked(loadRemoteModule).mockResolvedValue(mounted.value);
    const { props } = createTestRemote({
      remoteName: 'mf-content',
      namespace: 'content',
      resources: { uz: {}, ru: {} },
      locale: 'uz',
    });
    let firstScreenDone: () => void = () => undefined;
    const done = new Promise<void>((resolve) => (firstScreenDone = resolve));
    render(
      <I18nextProvider i18n={createI18n('uz')}>
        <UiLocaleProvider locale="uz">
          <RemoteRegion
            app="mf-content"
            expose="./footer"
            props={props}
            skeleton={<p>skeleton</p>}
            whenNear={done}
          />
        </UiLocaleProvider>
      </I18nextProvider>,
    );
    await settle();
    // While the page above still grows, nothing is watched.
    expect(observed).toHaveLength(0);
    firstScreenDone();
    await settle();
    expect(loadRemoteModule).not.toHaveBeenCalled();
    expect(screen.getByText('skeleton')).toBeTruthy();
    expect(observed[0]?.options?.rootMargin).toBe(NEAR_VIEW_MARGIN);
    const near = [{ isIntersecting: true } as IntersectionObserverEntry];
    act(() => observed[0]?.callback(near, {} as IntersectionObserver));
    await settle();
    expect(loadRemoteModule).toHaveBeenCalledTimes(1);
    expect(mounted.mount).toHaveBeenCalledTimes(1);
    vi.unstubAllGlobals();
  });
});

describe('RemoteRegion with its own fallback (the navigation slots)', () => {
  it("shows the shell's core links with a retry instead of the error region", async () => {
    vi.mocked(loadRemoteModule).mockRejectedValue(new Error('manifest 500'));
    const { props } = createTestRemote({
      remoteName: 'mf-content',
      namespace: 'content',
      resources: { uz: {}, ru: {} },
      locale: 'ru',
    });
    render(
      <MemoryRouter>
        <I18nextProvider i18n={createI18n('ru')}>
          <UiLocaleProvider locale="ru">
            <RemoteRegion
              app="mf-content"
              expose="./header-nav"
              props={props}
              skeleton={<p>skeleton</p>}
              renderFallback={(retry) => (
                <CoreNav app="mf-content" variant="header" onRetry={retry} />
              )}
            />
          </UiLocaleProvider>
        </I18nextProvider>
      </MemoryRouter>,
    );
    await settle();
    const nav = screen.getByRole('navigation', { name: 'Основные разделы' });
    expect(
      [...nav.querySelectorAll('a')].map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Игровой зал', '/gamehall'],
      ['Спорт', '/betting'],
      ['Акции', '/promotions'],
    ]);
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Повторить' }));
    await settle();
    expect(vi.mocked(loadRemoteModule).mock.calls.at(-1)).toEqual([
      'mf-content',
      './header-nav',
      true,
    ]);
  });
});
