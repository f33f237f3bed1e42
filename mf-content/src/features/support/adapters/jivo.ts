// JivoChat: https://code.jivosite.com/widget/<widget_id>. Its events are global functions
// the widget calls by name: jivo_onLoadCallback (API ready; the player's contact info and
// uid go in then), jivo_onMessageSent (the visitor's message; Jivo documents it for the
// first message of a chat) and jivo_onMessageReceived (an agent's message). Jivo tells no
// conversation id, and its language is set per widget in Jivo's dashboard, so the locale
// is not passed.
import { defineChat, idSetting, messageText } from '../chat-adapter';
import type { ChatContext } from '../chat-adapter';

type JivoConfig = Readonly<{ widgetId: string }>;

// Jivo calls the hooks with the message object, or with (name, text) in older widgets.
const report = (context: ChatContext, event: 'sent' | 'received', args: readonly unknown[]) => {
  const texts = args.map((arg) => messageText(arg)).filter(Boolean);
  const text = texts[texts.length - 1];
  if (text) context.onMessage({ event, text, conversationId: null });
};

export const jivoChat = defineChat<JivoConfig>({
  kind: 'jivo',
  readSettings: (settings) => {
    const widgetId = idSetting(settings, 'widget_id');
    return widgetId ? { widgetId } : null;
  },
  scriptUrl: ({ widgetId }) => `https://code.jivosite.com/widget/${widgetId}`,
  prepare: (host, _config, context, ready) => {
    host.jivo_onMessageSent = (...args) => report(context, 'sent', args);
    host.jivo_onMessageReceived = (...args) => report(context, 'received', args);
    host.jivo_onLoadCallback = () => {
      const { player } = context;
      if (player) {
        host.jivo_api?.setContactInfo?.({
          name: player.login,
          ...(player.email ? { email: player.email } : {}),
        });
        host.jivo_api?.setCustomData?.([
          { title: 'uid', content: String(player.uid) },
          { title: 'login', content: player.login },
        ]);
      }
      ready();
    };
  },
  open: (host) => {
    host.jivo_api?.open();
  },
});
