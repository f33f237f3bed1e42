// Loads a configured chat once per page: prepares the vendor's globals, adds its script and
// settles when the script has loaded and the vendor said it is ready. Visiting /support
// again reuses that load. A script that fails (offline, blocked) or a vendor that never gets
// ready fails the load and takes its script out, so the next attempt starts afresh.
import type { ChatKind } from '@omad/contract/api';
import type { ChatContext, ConfiguredChat } from './chat-adapter';
import { browserChatHost, type ChatHost } from './chat-host';

/** A chat whose widget is on the page. */
export type LoadedChat = Readonly<{ kind: ChatKind; open: () => void }>;

/** How long a vendor may take to get ready after its script was requested. */
export const CHAT_READY_TIMEOUT_MS = 20_000;

type Environment = Readonly<{ host: ChatHost; document: Document; timeoutMs: number }>;

export const createChatLoader = (environment: () => Environment) => {
  const loads = new Map<string, Promise<LoadedChat>>();

  const loadOnce = (chat: ConfiguredChat, context: ChatContext, key: string) =>
    new Promise<LoadedChat>((resolve, reject) => {
      const { host, document, timeoutMs } = environment();
      const script = document.createElement('script');
      let scriptLoaded = false;
      let vendorReady = false;
      let settled = false;

      const fail = (reason: string) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        loads.delete(key);
        script.remove();
        reject(new Error(`[mf-content] ${chat.kind} chat unavailable: ${reason}`));
      };
      const settleIfReady = () => {
        if (settled || !scriptLoaded || !vendorReady) return;
        settled = true;
        clearTimeout(timer);
        resolve({ kind: chat.kind, open: () => chat.open(host) });
      };
      const ready = () => {
        vendorReady = true;
        settleIfReady();
      };

      const timer = setTimeout(() => fail(`not ready after ${timeoutMs} ms`), timeoutMs);
      chat.prepare(host, context, ready);
      script.src = chat.scriptUrl;
      script.async = true;
      if (chat.scriptId) script.id = chat.scriptId;
      for (const [name, value] of Object.entries(chat.scriptAttributes ?? {})) {
        script.setAttribute(name, value);
      }
      script.dataset.omadChat = chat.kind;
      script.addEventListener('load', () => {
        scriptLoaded = true;
        try {
          chat.start(host, context, ready);
        } catch (error) {
          fail(error instanceof Error ? error.message : String(error));
          return;
        }
        settleIfReady();
      });
      script.addEventListener('error', () => fail(`${chat.scriptUrl} did not load`));
      document.head.appendChild(script);
    });

  /** The chat's load; the same promise for the same chat while it has not failed. */
  return (chat: ConfiguredChat, context: ChatContext): Promise<LoadedChat> => {
    const key = `${chat.kind} ${chat.scriptUrl}`;
    const existing = loads.get(key);
    if (existing) return existing;
    const load = loadOnce(chat, context, key);
    loads.set(key, load);
    return load;
  };
};

/** The page's chat loader. */
export const loadChat = createChatLoader(() => ({
  host: browserChatHost(),
  document,
  timeoutMs: CHAT_READY_TIMEOUT_MS,
}));
