// tawk.to: https://embed.tawk.to/<property_id>/<widget_id>, configured through
// window.Tawk_API set before the script runs: `visitor` (name, e-mail), onLoad (API ready,
// then the player's uid and login as attributes), onChatStarted (its chatId names the
// conversation), onChatMessageVisitor and onChatMessageAgent. Tawk's language is set per
// widget in its dashboard, so the locale is not passed.
import { conversationIdOf, defineChat, idSetting, messageText } from '../chat-adapter';
import type { TawkApi } from '../chat-host';

type TawkConfig = Readonly<{ propertyId: string; widgetId: string }>;

export const tawkChat = defineChat<TawkConfig>({
  kind: 'tawk',
  readSettings: (settings) => {
    const propertyId = idSetting(settings, 'property_id');
    const widgetId = idSetting(settings, 'widget_id');
    return propertyId && widgetId ? { propertyId, widgetId } : null;
  },
  scriptUrl: ({ propertyId, widgetId }) => `https://embed.tawk.to/${propertyId}/${widgetId}`,
  scriptAttributes: { charset: 'UTF-8', crossorigin: '*' },
  prepare: (host, _config, context, ready) => {
    const api: TawkApi = host.Tawk_API ?? {};
    const { player } = context;
    let conversationId: string | null = null;
    api.onChatStarted = (data) => {
      conversationId = conversationIdOf(data) ?? conversationId;
    };
    api.onChatMessageVisitor = (message) => {
      const text = messageText(message);
      if (text) context.onMessage({ event: 'sent', text, conversationId });
    };
    api.onChatMessageAgent = (message) => {
      const text = messageText(message);
      if (text) context.onMessage({ event: 'received', text, conversationId });
    };
    api.onLoad = () => {
      if (player) api.setAttributes?.({ uid: String(player.uid), login: player.login });
      ready();
    };
    if (player) {
      api.visitor = { name: player.login, ...(player.email ? { email: player.email } : {}) };
    }
    host.Tawk_API = api;
    host.Tawk_LoadStart = new Date();
  },
  open: (host) => {
    host.Tawk_API?.maximize?.();
  },
});
