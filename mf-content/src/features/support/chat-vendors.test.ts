// Each vendor adapter against a stand-in of the vendor: the script URL its settings make,
// the globals it sets before the script runs, the vendor's ready and message events, and
// the open call.
import { describe, expect, it, vi } from 'vitest';
import type { ChatKind } from '@omad/contract/api';
import type { ChatContext, ChatMessage, ChatPlayer } from './chat-adapter';
import type { ChatHost } from './chat-host';
import { CHAT_VENDORS } from './chat-vendors';

const PLAYER: ChatPlayer = { uid: 42, login: 'player@omad.uz', email: 'player@omad.uz' };

const setUp = (
  kind: ChatKind,
  settings: Record<string, string>,
  player: ChatPlayer | null = PLAYER,
) => {
  const chat = CHAT_VENDORS[kind].configure(settings);
  if (!chat) throw new Error(`${kind} refused its settings`);
  const host: ChatHost = {};
  const messages: ChatMessage[] = [];
  const ready = vi.fn();
  const context: ChatContext = {
    locale: 'ru',
    player,
    onMessage: (message) => messages.push(message),
  };
  chat.prepare(host, context, ready);
  /** What the loader does once the script has loaded. */
  const scriptLoaded = () => chat.start(host, context, ready);
  return { chat, host, messages, ready, scriptLoaded };
};

const refuses = (kind: ChatKind, settings: Record<string, string>) =>
  expect(CHAT_VENDORS[kind].configure(settings)).toBeNull();

describe('jivo', () => {
  it('loads the widget of its id and reports both directions after the load callback', () => {
    const { chat, host, messages, ready } = setUp('jivo', { widget_id: 'AbC123' });
    expect(chat.scriptUrl).toBe('https://code.jivosite.com/widget/AbC123');
    const setContactInfo = vi.fn();
    const setCustomData = vi.fn();
    const open = vi.fn();
    host.jivo_api = { open, setContactInfo, setCustomData };
    host.jivo_onLoadCallback?.();
    expect(ready).toHaveBeenCalledOnce();
    expect(setContactInfo).toHaveBeenCalledWith({
      name: 'player@omad.uz',
      email: 'player@omad.uz',
    });
    expect(setCustomData).toHaveBeenCalledWith([
      { title: 'uid', content: '42' },
      { title: 'login', content: 'player@omad.uz' },
    ]);
    host.jivo_onMessageSent?.({ message: 'Salom' });
    host.jivo_onMessageReceived?.('Operator', 'Assalomu alaykum!');
    expect(messages).toEqual([
      { event: 'sent', text: 'Salom', conversationId: null },
      { event: 'received', text: 'Assalomu alaykum!', conversationId: null },
    ]);
    chat.open(host);
    expect(open).toHaveBeenCalledOnce();
  });

  it('refuses a missing or path-like widget id', () => {
    refuses('jivo', {});
    refuses('jivo', { widget_id: '../evil' });
    refuses('jivo', { widget_id: 'a/b' });
  });
});

describe('tawk', () => {
  it('sets Tawk_API before the script, with the visitor and the message hooks', () => {
    const { chat, host, messages, ready } = setUp('tawk', {
      property_id: '64f0aa',
      widget_id: '1h9xyz',
    });
    expect(chat.scriptUrl).toBe('https://embed.tawk.to/64f0aa/1h9xyz');
    const api = host.Tawk_API;
    expect(api?.visitor).toEqual({ name: 'player@omad.uz', email: 'player@omad.uz' });
    expect(host.Tawk_LoadStart).toBeInstanceOf(Date);
    const setAttributes = vi.fn();
    const maximize = vi.fn();
    Object.assign(api ?? {}, { setAttributes, maximize });
    api?.onLoad?.();
    expect(ready).toHaveBeenCalledOnce();
    expect(setAttributes).toHaveBeenCalledWith({ uid: '42', login: 'player@omad.uz' });
    api?.onChatStarted?.({ chatId: 'chat-7' });
    api?.onChatMessageVisitor?.('Pul yechish qancha vaqt oladi?');
    api?.onChatMessageAgent?.({ name: 'Dilnoza', msg: '15 daqiqagacha' });
    expect(messages).toEqual([
      { event: 'sent', text: 'Pul yechish qancha vaqt oladi?', conversationId: 'chat-7' },
      { event: 'received', text: '15 daqiqagacha', conversationId: 'chat-7' },
    ]);
    chat.open(host);
    expect(maximize).toHaveBeenCalledOnce();
  });

  it('needs both ids and names no guest', () => {
    refuses('tawk', { property_id: '64f0aa' });
    const { host } = setUp('tawk', { property_id: 'p', widget_id: 'w' }, null);
    expect(host.Tawk_API?.visitor).toBeUndefined();
  });
});

describe('livechat', () => {
  it('sets __lc and queues its events on the widget stub until tracking.js handles them', () => {
    const { chat, host, messages, ready } = setUp('livechat', { license: '12345678' });
    expect(chat.scriptUrl).toBe('https://cdn.livechatinc.com/tracking.js');
    expect(host.__lc).toMatchObject({
      license: 12345678,
      visitor: { name: 'player@omad.uz', email: 'player@omad.uz' },
      params: [
        { name: 'uid', value: '42' },
        { name: 'login', value: 'player@omad.uz' },
      ],
    });
    const widget = host.LiveChatWidget;
    if (!widget) throw new Error('no LiveChatWidget stub');
    // tracking.js takes the queue over: replay it as the vendor does, then answer getters.
    const handlers = new Map<string, (payload: unknown) => void>();
    const maximize = vi.fn();
    widget._h = ([method, args]: unknown[]) => {
      const [name, callback] = Array.isArray(args) ? args : [];
      if (method === 'on' && typeof callback === 'function') handlers.set(String(name), callback);
      if (method === 'get' && name === 'chat_data') return { chatId: 'LC-1', threadId: 'T-1' };
      if (method === 'call' && name === 'maximize') maximize();
      return undefined;
    };
    for (const command of widget._q) widget._h(command);
    handlers.get('ready')?.({ state: { availability: 'online' } });
    expect(ready).toHaveBeenCalledOnce();
    handlers.get('new_event')?.({ type: 'message', text: 'Salom', author: { type: 'customer' } });
    handlers.get('new_event')?.({
      type: 'message',
      text: 'Zdravstvuyte',
      author: { type: 'agent' },
    });
    handlers.get('new_event')?.({ type: 'file', url: 'x.png', author: { type: 'agent' } });
    expect(messages).toEqual([
      { event: 'sent', text: 'Salom', conversationId: 'LC-1' },
      { event: 'received', text: 'Zdravstvuyte', conversationId: 'LC-1' },
    ]);
    chat.open(host);
    expect(maximize).toHaveBeenCalledOnce();
  });

  it('needs a numeric license', () => {
    refuses('livechat', { license: 'abc' });
    refuses('livechat', {});
  });
});

describe('intercom', () => {
  it('boots from intercomSettings with the player and the locale, and opens with show', () => {
    const { chat, host, ready, scriptLoaded } = setUp('intercom', { app_id: 'abc123' });
    expect(chat.scriptUrl).toBe('https://widget.intercom.io/widget/abc123');
    expect(host.intercomSettings).toEqual({
      api_base: 'https://api-iam.intercom.io',
      app_id: 'abc123',
      language_override: 'ru',
      user_id: '42',
      name: 'player@omad.uz',
      email: 'player@omad.uz',
    });
    expect(ready).not.toHaveBeenCalled();
    scriptLoaded();
    expect(ready).toHaveBeenCalledOnce();
    chat.open(host);
    // Until the Messenger boots, the stub keeps the call for it.
    expect(host.Intercom?.q).toEqual([['show']]);
  });

  it('takes a regional API host and refuses one that is not https', () => {
    const { host } = setUp('intercom', {
      app_id: 'abc123',
      api_base: 'https://api-iam.eu.intercom.io',
    });
    expect(host.intercomSettings?.api_base).toBe('https://api-iam.eu.intercom.io');
    refuses('intercom', { app_id: 'abc123', api_base: 'http://api-iam.intercom.io' });
  });
});

describe('crisp', () => {
  it('queues identity and hooks in $crisp for l.js to replay', () => {
    const { chat, host, messages, ready } = setUp('crisp', { website_id: 'b2c4-77aa' });
    expect(chat.scriptUrl).toBe('https://client.crisp.chat/l.js');
    expect(host.CRISP_WEBSITE_ID).toBe('b2c4-77aa');
    expect(host.CRISP_RUNTIME_CONFIG).toEqual({ locale: 'ru' });
    const queued = host.$crisp;
    if (!Array.isArray(queued)) throw new Error('$crisp is not a queue');
    const commands: unknown[][] = queued;
    expect(commands).toContainEqual(['set', 'user:nickname', ['player@omad.uz']]);
    expect(commands).toContainEqual(['set', 'user:email', ['player@omad.uz']]);
    expect(commands).toContainEqual([
      'set',
      'session:data',
      [
        [
          ['uid', '42'],
          ['login', 'player@omad.uz'],
        ],
      ],
    ]);
    // l.js replaces the array with its API and replays the commands.
    const hooks = new Map<string, (payload: unknown) => void>();
    const pushed: unknown[][] = [];
    for (const [verb, name, callback] of commands) {
      if (verb === 'on' && typeof callback === 'function')
        hooks.set(String(name), (payload) => callback(payload));
    }
    host.$crisp = {
      push: (command) => pushed.push(command),
      get: (key) => (key === 'session:identifier' ? 'session_abc' : null),
    };
    hooks.get('session:loaded')?.('session_abc');
    expect(ready).toHaveBeenCalledOnce();
    hooks.get('message:sent')?.({ type: 'text', content: 'Salom', from: 'user' });
    hooks.get('message:received')?.({ type: 'text', content: 'Privet', from: 'operator' });
    expect(messages).toEqual([
      { event: 'sent', text: 'Salom', conversationId: 'session_abc' },
      { event: 'received', text: 'Privet', conversationId: 'session_abc' },
    ]);
    chat.open(host);
    expect(pushed).toEqual([['do', 'chat:open']]);
  });
});

describe('zendesk', () => {
  it('loads the snippet with its key and id, sets the locale and opens the messenger', () => {
    const { chat, host, ready, scriptLoaded } = setUp('zendesk', { key: '0f1e2d3c-aaaa' });
    expect(chat.scriptUrl).toBe('https://static.zdassets.com/ekr/snippet.js?key=0f1e2d3c-aaaa');
    expect(chat.scriptId).toBe('ze-snippet');
    const zE = vi.fn();
    host.zE = zE;
    scriptLoaded();
    expect(zE).toHaveBeenCalledWith('messenger:set', 'locale', 'ru');
    expect(ready).toHaveBeenCalledOnce();
    chat.open(host);
    expect(zE).toHaveBeenLastCalledWith('messenger', 'open');
  });

  it('refuses a key that would change the query', () => {
    refuses('zendesk', { key: 'a&b=c' });
  });
});

describe('freshchat', () => {
  const configured = () =>
    setUp('freshchat', { token: 'tok-123', host: 'https://omad.webpush.freshchat.com' });

  it('loads widget.js from its host and initialises the widget with the player', () => {
    const { chat, host, messages, ready, scriptLoaded } = configured();
    expect(chat.scriptUrl).toBe('https://omad.webpush.freshchat.com/js/widget.js');
    expect(chat.scriptId).toBe('freshchat-js-sdk');
    const handlers = new Map<string, (payload: unknown) => void>();
    const init = vi.fn();
    const open = vi.fn();
    host.fcWidget = { init, open, on: (event, handler) => handlers.set(event, handler) };
    scriptLoaded();
    expect(init).toHaveBeenCalledWith({
      token: 'tok-123',
      host: 'https://omad.webpush.freshchat.com',
      locale: 'ru',
      externalId: '42',
      firstName: 'player@omad.uz',
      email: 'player@omad.uz',
    });
    handlers.get('widget:loaded')?.({ success: true });
    expect(ready).toHaveBeenCalledOnce();
    handlers.get('message:sent')?.({
      data: { message: { message_parts: [{ text: { content: 'Salom' } }], conversationId: 'c9' } },
    });
    handlers.get('message:received')?.({
      data: { message: { message_parts: [{ text: { content: 'Javob' } }], conversationId: 'c9' } },
    });
    expect(messages).toEqual([
      { event: 'sent', text: 'Salom', conversationId: 'c9' },
      { event: 'received', text: 'Javob', conversationId: 'c9' },
    ]);
    chat.open(host);
    expect(open).toHaveBeenCalledOnce();
  });

  it('refuses a host that is not a bare https origin', () => {
    refuses('freshchat', { token: 't', host: 'http://wchat.freshchat.com' });
    refuses('freshchat', { token: 't', host: 'https://wchat.freshchat.com/evil.js?' });
    refuses('freshchat', { token: 't' });
  });
});
