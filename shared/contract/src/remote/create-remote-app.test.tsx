// @vitest-environment jsdom
// A remote's ./app lifecycles: the page at the host's location is readied (prepare) before
// the first render, within a bound, and a failing prepare never stops the mount.
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ComponentType, ReactElement } from 'react';
import type { AppProps } from 'single-spa';
import { createTestRemote } from '../testing';
import type { RemoteProps } from '../remote-props';
import { createRemoteApp, PREPARE_TIMEOUT_MS } from './create-remote-app';

// Mounted as the shell mounts it, by single-spa, outside any act().
beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

let prepared = 'nothing';
const Root = () => <p data-testid="root">{prepared}</p>;

/** Mounts a remote app as the shell does, into a fresh element; `mounted` settles when single-spa would. */
const mountApp = async (
  options: Readonly<{ root: ComponentType; prepare?: (host: RemoteProps) => Promise<unknown> }>,
) => {
  const lifecycles = createRemoteApp({
    namespace: 'test',
    resources: { uz: {}, ru: {} },
    ...options,
  });
  const domElement = document.createElement('div');
  document.body.append(domElement);
  const host = createTestRemote({
    remoteName: 'mf-test',
    namespace: 'test',
    resources: { uz: {}, ru: {} },
  });
  const props = { ...host.props, domElement, name: 'mf-test/app' } as unknown as RemoteProps &
    AppProps;
  await lifecycles.bootstrap(props);
  return { mounted: lifecycles.mount(props), domElement, lifecycles, props };
};

/** Mounts the page that shows what `prepare` readied. */
const mount = (prepare: (host: RemoteProps) => Promise<unknown>) =>
  mountApp({ root: Root, prepare });

const text = (element: HTMLElement) => element.querySelector('[data-testid="root"]')?.textContent;

describe('a remote app with prepare', () => {
  it('renders first what prepare readied, for the host it is given', async () => {
    prepared = 'nothing';
    const seen: string[] = [];
    const { mounted, domElement } = await mount(async (host) => {
      seen.push(host.location.pathname);
      await Promise.resolve();
      prepared = 'the page';
    });
    await mounted;
    expect(seen).toEqual(['/']);
    expect(text(domElement)).toBe('the page');
  });

  it('mounts all the same when prepare fails', async () => {
    prepared = 'nothing';
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { mounted, domElement } = await mount(() => Promise.reject(new Error('offline')));
    await mounted;
    expect(text(domElement)).toBe('nothing');
    expect(warn).toHaveBeenCalledOnce();
  });

  it('waits for a slow prepare no longer than its bound', async () => {
    prepared = 'nothing';
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    let settled = false;
    const { mounted, domElement } = await mount(() => new Promise(() => undefined));
    void mounted.then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(PREPARE_TIMEOUT_MS - 1);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    vi.useRealTimers();
    await mounted;
    expect(text(domElement)).toBe('nothing');
  });
});

describe('a remote app whose page throws while rendering', () => {
  const mountRoot = (root: () => ReactElement) => mountApp({ root });

  it('fails the mount when the first render throws, and leaves the element empty', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { mounted, domElement } = await mountRoot(() => {
      throw new Error('broken page');
    });
    await expect(mounted).rejects.toThrow('first render failed: broken page');
    expect(domElement.textContent).toBe('');
  });

  it('keeps a later render error in its own boundary, with a retry', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let broken = false;
    const { mounted, domElement, lifecycles, props } = await mountRoot(() => {
      if (broken) throw new Error('broken later');
      return <p data-testid="root">fine</p>;
    });
    await mounted;
    expect(text(domElement)).toBe('fine');
    broken = true;
    await lifecycles.update?.({ ...props });
    await vi.waitFor(() =>
      expect(domElement.querySelector('[data-remote-fallback="mf-test"]')).not.toBeNull(),
    );
  });
});
