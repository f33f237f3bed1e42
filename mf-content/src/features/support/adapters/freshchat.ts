// Freshchat: <host>/js/widget.js (script id 'freshchat-js-sdk') defines window.fcWidget, which is set up by
// fcWidget.init({ token, host, locale, externalId, firstName, email }). Events:
// 'widget:loaded' (ready), 'message:sent' and 'message:received', whose payloads carry the
// message (its parts' text) and the conversation id.
import {
  conversationIdOf,
  defineChat,
  httpsOriginSetting,
  idSetting,
  messageText,
} from '../chat-adapter';

type FreshchatConfig = Readonly<{ token: string; host: string }>;

export const freshchatChat = defineChat<FreshchatConfig>({
  kind: 'freshchat',
  readSettings: (settings) => {
    const token = idSetting(settings, 'token');
    const host = httpsOriginSetting(settings, 'host');
    return token && host ? { token, host } : null;
  },
  scriptUrl: ({ host }) => `${host}/js/widget.js`,
  scriptId: 'freshchat-js-sdk',
  prepare: () => undefined,
  start: (host, config, context, ready) => {
    const widget = host.fcWidget;
    if (!widget) return;
    const { player } = context;
    widget.on('widget:loaded', () => ready());
    for (const [hook, event] of [
      ['message:sent', 'sent'],
      ['message:received', 'received'],
    ] as const) {
      widget.on(hook, (payload: unknown) => {
        const text = messageText(payload);
        if (text) context.onMessage({ event, text, conversationId: conversationIdOf(payload) });
      });
    }
    widget.init({
      token: config.token,
      host: config.host,
      locale: context.locale,
      ...(player
        ? {
            externalId: String(player.uid),
            firstName: player.login,
            ...(player.email ? { email: player.email } : {}),
          }
        : {}),
    });
  },
  open: (host) => {
    host.fcWidget?.open();
  },
});
