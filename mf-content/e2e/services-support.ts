// Helpers of the support page and site services specs: the platform's dev helpers (support
// chat switch, stored chat events and feedback, loyalty notices) read without trusting their
// shapes, and stand-ins for the chat vendors' scripts, served in place of the real ones.
import { expect, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { isRecord } from '@omad/e2e';

export type ChatKind =
  'jivo' | 'tawk' | 'livechat' | 'intercom' | 'crisp' | 'zendesk' | 'freshchat';

/** A dev route's `data` (or its whole answer when it has none). */
const devData = async (request: APIRequestContext, url: string): Promise<unknown> => {
  const response = await request.get(url);
  expect(response.status(), url).toBe(200);
  const body: unknown = await response.json();
  return isRecord(body) && 'data' in body ? body.data : body;
};

/** `label` made unique across runs, to find what this test sent among what others sent. */
export const marker = (label: string) =>
  `${label} ${Date.now()}-${Math.floor(Math.random() * 1e6)}`;

/** Switches the site's support chat ('' for none), with that kind's settings when given. */
export const setSupportChat = async (
  request: APIRequestContext,
  kind: ChatKind | '',
  settings?: Record<string, string>,
): Promise<void> => {
  const response = await request.post('/api/_dev/support-chat', {
    multipart: { kind, ...(settings ? { settings: JSON.stringify(settings) } : {}) },
  });
  expect(response.status(), await response.text()).toBe(200);
};

/** The local default: Jivo with the platform's local widget id. */
export const restoreSupportChat = (request: APIRequestContext) =>
  setSupportChat(request, 'jivo', { widget_id: 'omadLocalDev' });

export type StoredChatEvent = Readonly<{
  channel_id: string;
  conversation_id: string;
  text: string;
  event: string;
  uid: number | null;
}>;

/** Chat messages chat.storeChatEvent stored whose text contains `marker`, oldest first. */
export const chatEventsWith = async (
  request: APIRequestContext,
  marker: string,
): Promise<StoredChatEvent[]> => {
  const data = await devData(request, '/api/_dev/chat-events');
  const rows = Array.isArray(data) ? data : [];
  return rows
    .flatMap((row): StoredChatEvent[] =>
      isRecord(row) && typeof row.text === 'string' && row.text.includes(marker)
        ? [
            {
              channel_id: String(row.channel_id),
              conversation_id: String(row.conversation_id),
              text: row.text,
              event: String(row.event),
              uid: typeof row.uid === 'number' ? row.uid : null,
            },
          ]
        : [],
    )
    .reverse();
};

/** Feedback the platform received whose message contains `marker`. */
export const feedbackWith = async (request: APIRequestContext, marker: string) => {
  const data = await devData(request, '/api/_dev/feedback');
  const rows = Array.isArray(data) ? data : [];
  return rows.flatMap((row) =>
    isRecord(row) && typeof row.message === 'string' && row.message.includes(marker)
      ? [{ name: row.name, email: row.email, message: row.message, locale: row.locale }]
      : [],
  );
};

/**
 * Loads a page until the site services have mounted. A fresh stack compresses each bundle on
 * its first request, so the very first page load can take longer than an assertion waits.
 */
export const warmUp = async (browser: Browser, path = '/'): Promise<void> => {
  const page = await browser.newPage();
  await page.goto(path);
  await expect(
    page.locator('[data-remote="mf-content"][data-expose="./site-services"]'),
  ).toHaveAttribute('data-status', 'mounted', { timeout: 60_000 });
  await page.close();
};

/** Puts `login` into the audience of the campaign popup `sysname` (platform dev helper). */
export const targetCampaign = async (
  request: APIRequestContext,
  login: string,
  sysname: string,
): Promise<void> => {
  const response = await request.post('/api/_dev/campaign-audience', {
    multipart: { login, sysname },
  });
  expect(response.status(), await response.text()).toBe(200);
};

/** Queues a loyalty notice for `login` (dev helper of the platform). */
export const notify = async (
  request: APIRequestContext,
  login: string,
  notice: Readonly<{ type: string; title: string; message: string }>,
): Promise<void> => {
  const response = await request.post('/api/_dev/notify', {
    multipart: { login, trigger: 'quest', ...notice },
  });
  expect(response.status(), await response.text()).toBe(200);
};

/**
 * Stand-ins for the vendors' scripts. Each does what its vendor does with the globals the
 * page set before loading it, records what it was given in window.__fakeChat, and offers
 * visitorSays / agentSays to fire the vendor's message events.
 */
const FAKE_VENDOR_SCRIPTS: Readonly<Partial<Record<ChatKind, string>>> = {
  jivo: `
    window.__fakeChat = {
      kind: 'jivo', src: document.currentScript.src, opened: 0,
      visitorSays: function (text) { window.jivo_onMessageSent({ message: text }); },
      agentSays: function (text) { window.jivo_onMessageReceived('Operator', text); }
    };
    window.jivo_api = {
      open: function () { window.__fakeChat.opened += 1; return { result: 'ok' }; },
      setContactInfo: function (info) { window.__fakeChat.contact = info; },
      setCustomData: function (fields) { window.__fakeChat.custom = fields; }
    };
    setTimeout(function () { window.jivo_onLoadCallback(); }, 50);`,
  tawk: `
    var api = window.Tawk_API;
    window.__fakeChat = {
      kind: 'tawk', src: document.currentScript.src, opened: 0, visitor: api.visitor || null,
      visitorSays: function (text) { api.onChatMessageVisitor(text); },
      agentSays: function (text) { api.onChatMessageAgent({ name: 'Dilnoza', msg: text }); }
    };
    api.maximize = function () { window.__fakeChat.opened += 1; };
    api.setAttributes = function (attributes) { window.__fakeChat.attributes = attributes; };
    setTimeout(function () { api.onChatStarted({ chatId: 'tawk-e2e-chat' }); api.onLoad(); }, 50);`,
  crisp: `
    var queued = window.$crisp || [];
    var hooks = {};
    var data = {};
    window.__fakeChat = {
      kind: 'crisp', src: document.currentScript.src, opened: 0, data: data,
      websiteId: window.CRISP_WEBSITE_ID, locale: (window.CRISP_RUNTIME_CONFIG || {}).locale,
      visitorSays: function (text) { hooks['message:sent']({ type: 'text', content: text, from: 'user' }); },
      agentSays: function (text) { hooks['message:received']({ type: 'text', content: text, from: 'operator' }); }
    };
    var run = function (command) {
      if (command[0] === 'on') hooks[command[1]] = command[2];
      if (command[0] === 'set') data[command[1]] = command[2];
      if (command[0] === 'do' && command[1] === 'chat:open') window.__fakeChat.opened += 1;
    };
    window.$crisp = {
      push: run,
      get: function (key) { return key === 'session:identifier' ? 'crisp-e2e-session' : null; }
    };
    queued.forEach(run);
    setTimeout(function () { hooks['session:loaded']('crisp-e2e-session'); }, 50);`,
  freshchat: `
    var handlers = {};
    window.__fakeChat = {
      kind: 'freshchat', src: document.currentScript.src, opened: 0,
      visitorSays: function (text) {
        handlers['message:sent']({ data: { message: { message_parts: [{ text: { content: text } }], conversationId: 'fc-e2e-conversation' } } });
      },
      agentSays: function (text) {
        handlers['message:received']({ data: { message: { message_parts: [{ text: { content: text } }], conversationId: 'fc-e2e-conversation' } } });
      }
    };
    window.fcWidget = {
      on: function (event, handler) { handlers[event] = handler; },
      open: function () { window.__fakeChat.opened += 1; },
      init: function (options) {
        window.__fakeChat.init = options;
        setTimeout(function () { handlers['widget:loaded']({ success: true }); }, 50);
      }
    };`,
};

/** What the stand-in recorded in the page. */
export type FakeChat = Readonly<{
  kind: string;
  src: string;
  opened: number;
  visitor?: unknown;
  attributes?: unknown;
  contact?: unknown;
  custom?: unknown;
  data?: unknown;
  websiteId?: string;
  locale?: string;
  init?: unknown;
}>;

type FakeChatWindow = Window & {
  __fakeChat?: FakeChat & {
    visitorSays: (text: string) => void;
    agentSays: (text: string) => void;
  };
};

/**
 * Serves the stand-in of `kind` for requests to `url` (a glob), or fails them when
 * `fail` is set (offline, blocked); returns the URLs the page asked for.
 */
export const routeVendor = async (
  page: Page,
  kind: ChatKind,
  url: string,
  options: Readonly<{ fail?: boolean }> = {},
): Promise<string[]> => {
  const requested: string[] = [];
  const body = FAKE_VENDOR_SCRIPTS[kind];
  if (!body) throw new Error(`no stand-in for ${kind}`);
  await page.route(url, async (route) => {
    requested.push(route.request().url());
    if (options.fail) await route.abort('internetdisconnected');
    else
      await route.fulfill({
        contentType: 'application/javascript',
        body: `(function () {${body}\n})();`,
      });
  });
  return requested;
};

/** What the stand-in in the page recorded. */
export const fakeChat = (page: Page): Promise<FakeChat | null> =>
  page.evaluate(() => {
    const chat = (window as FakeChatWindow).__fakeChat;
    if (!chat) return null;
    const { visitorSays: _sent, agentSays: _received, ...recorded } = chat;
    return recorded;
  });

/** Fires the vendor's message events: the visitor writes `text`, an agent answers `reply`. */
export const chatMessages = (page: Page, text: string, reply: string): Promise<void> =>
  page.evaluate(
    ([sent, received]) => {
      const chat = (window as FakeChatWindow).__fakeChat;
      chat?.visitorSays(sent);
      chat?.agentSays(received);
    },
    [text, reply] as const,
  );
