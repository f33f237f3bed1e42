// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ChatContext, ConfiguredChat } from './chat-adapter';
import type { ChatHost } from './chat-host';
import { createChatLoader } from './chat-loader';

const context: ChatContext = { locale: 'uz', player: null, onMessage: () => undefined };

const fakeChat = (overrides: Partial<ConfiguredChat> = {}) => {
  let vendorReady: (() => void) | null = null;
  const chat: ConfiguredChat = {
    kind: 'tawk',
    scriptUrl: 'https://embed.tawk.to/p/w',
    scriptAttributes: { charset: 'UTF-8' },
    prepare: vi.fn((_host: ChatHost, _context: ChatContext, ready: () => void) => {
      vendorReady = ready;
    }),
    start: vi.fn(),
    open: vi.fn(),
    ...overrides,
  };
  return { chat, vendorReady: () => vendorReady?.() };
};

const scripts = () => [...document.head.querySelectorAll<HTMLScriptElement>('script')];

const newLoader = (timeoutMs = 1_000) =>
  createChatLoader(() => ({ host: {}, document, timeoutMs }));

afterEach(() => {
  document.head.innerHTML = '';
  vi.useRealTimers();
});

describe('chat loader', () => {
  it('adds the script once and settles when it has loaded and the vendor is ready', async () => {
    const load = newLoader();
    const { chat, vendorReady } = fakeChat();
    const first = load(chat, context);
    expect(load(chat, context)).toBe(first);
    expect(scripts()).toHaveLength(1);
    const [script] = scripts();
    expect(script?.src).toBe('https://embed.tawk.to/p/w');
    expect(script?.async).toBe(true);
    expect(script?.getAttribute('charset')).toBe('UTF-8');
    expect(script?.dataset.omadChat).toBe('tawk');
    expect(chat.prepare).toHaveBeenCalledOnce();

    let settled = false;
    void first.then(() => (settled = true));
    script?.dispatchEvent(new Event('load'));
    await Promise.resolve();
    expect(chat.start).toHaveBeenCalledOnce();
    expect(settled).toBe(false);
    vendorReady();
    const loaded = await first;
    loaded.open();
    expect(chat.open).toHaveBeenCalledOnce();
    // A later visit reuses the loaded chat.
    expect(load(chat, context)).toBe(first);
    expect(scripts()).toHaveLength(1);
  });

  it('fails when the script does not load, and the next attempt adds it again', async () => {
    const load = newLoader();
    const { chat } = fakeChat();
    const first = load(chat, context);
    scripts()[0]?.dispatchEvent(new Event('error'));
    await expect(first).rejects.toThrow('https://embed.tawk.to/p/w did not load');
    expect(scripts()).toHaveLength(0);
    const second = load(chat, context);
    expect(second).not.toBe(first);
    expect(scripts()).toHaveLength(1);
  });

  it('fails when the vendor never gets ready', async () => {
    vi.useFakeTimers();
    const load = newLoader(5_000);
    const { chat } = fakeChat();
    const pending = load(chat, context);
    scripts()[0]?.dispatchEvent(new Event('load'));
    vi.advanceTimersByTime(5_000);
    await expect(pending).rejects.toThrow('not ready after 5000 ms');
    expect(scripts()).toHaveLength(0);
  });

  it('gives the script the id its vendor expects', () => {
    newLoader()(fakeChat({ scriptId: 'ze-snippet' }).chat, context);
    expect(scripts()[0]?.id).toBe('ze-snippet');
  });
});
