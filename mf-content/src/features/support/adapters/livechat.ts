// LiveChat: https://cdn.livechatinc.com/tracking.js reads window.__lc (license, visitor,
// session variables) and takes over window.LiveChatWidget, whose methods queue commands
// until then (the protocol of LiveChat's snippet: `_q` holds them, `_h` handles them once
// the widget is there). Events: 'ready', and 'new_event', whose messages carry the author
// type (customer or agent); the conversation is the chat_data's chatId. LiveChat's
// language comes from the license's group settings, so the locale is not passed.
import { defineChat, messageText } from '../chat-adapter';
import type { ChatHost, LiveChatWidgetApi } from '../chat-host';

type LiveChatConfig = Readonly<{ license: number }>;

const createWidgetStub = (): LiveChatWidgetApi => {
  const enqueue = (command: unknown[]) =>
    widget._h ? widget._h(command) : void widget._q.push(command);
  const widget: LiveChatWidgetApi = {
    _q: [],
    _h: null,
    _v: '2.0',
    on: (...args) => enqueue(['on', args]),
    once: (...args) => enqueue(['once', args]),
    off: (...args) => enqueue(['off', args]),
    get: (...args) => {
      if (!widget._h) throw new Error('LiveChatWidget.get needs the loaded widget');
      return widget._h(['get', args]);
    },
    call: (...args) => enqueue(['call', args]),
  };
  return widget;
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

const chatIdOf = (host: ChatHost): string | null => {
  try {
    const data = host.LiveChatWidget?.get('chat_data');
    return isRecord(data) && typeof data.chatId === 'string' ? data.chatId : null;
  } catch {
    return null;
  }
};

export const liveChat = defineChat<LiveChatConfig>({
  kind: 'livechat',
  readSettings: (settings) => {
    const license = settings.license?.trim() ?? '';
    return /^\d{1,12}$/.test(license) ? { license: Number(license) } : null;
  },
  scriptUrl: () => 'https://cdn.livechatinc.com/tracking.js',
  prepare: (host, { license }, context, ready) => {
    const { player } = context;
    host.__lc = {
      license,
      integration_name: 'manual_onboarding',
      product_name: 'livechat',
      ...(player
        ? {
            visitor: { name: player.login, ...(player.email ? { email: player.email } : {}) },
            params: [
              { name: 'uid', value: String(player.uid) },
              { name: 'login', value: player.login },
            ],
          }
        : {}),
    };
    const widget = host.LiveChatWidget ?? createWidgetStub();
    host.LiveChatWidget = widget;
    widget.on('ready', () => ready());
    widget.on('new_event', (event: unknown) => {
      if (!isRecord(event) || event.type !== 'message') return;
      const text = messageText(event);
      if (!text) return;
      const author = isRecord(event.author) ? event.author.type : null;
      context.onMessage({
        event: author === 'customer' ? 'sent' : 'received',
        text,
        conversationId: chatIdOf(host),
      });
    });
  },
  open: (host) => {
    host.LiveChatWidget?.call('maximize');
  },
});
