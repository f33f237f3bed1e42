// Crisp: https://client.crisp.chat/l.js reads window.CRISP_WEBSITE_ID and
// CRISP_RUNTIME_CONFIG.locale, and replays the commands queued in the window.$crisp array:
// the player's nickname, e-mail and session data, and the 'session:loaded',
// 'message:sent' and 'message:received' hooks. The conversation is Crisp's session id.
import { defineChat, idSetting, messageText } from '../chat-adapter';
import type { ChatHost } from '../chat-host';

type CrispConfig = Readonly<{ websiteId: string }>;

const sessionIdOf = (host: ChatHost): string | null => {
  try {
    const id = host.$crisp?.get?.('session:identifier');
    return typeof id === 'string' && id !== '' ? id : null;
  } catch {
    return null;
  }
};

export const crispChat = defineChat<CrispConfig>({
  kind: 'crisp',
  readSettings: (settings) => {
    const websiteId = idSetting(settings, 'website_id');
    return websiteId ? { websiteId } : null;
  },
  scriptUrl: () => 'https://client.crisp.chat/l.js',
  prepare: (host, { websiteId }, context, ready) => {
    // Until l.js runs, $crisp is a plain array of commands it replays.
    const commands: unknown[][] = [];
    const queue = host.$crisp ?? commands;
    host.$crisp = queue;
    host.CRISP_WEBSITE_ID = websiteId;
    host.CRISP_RUNTIME_CONFIG = { locale: context.locale };
    const { player } = context;
    if (player) {
      queue.push(['set', 'user:nickname', [player.login]]);
      if (player.email) queue.push(['set', 'user:email', [player.email]]);
      const data = [
        ['uid', String(player.uid)],
        ['login', player.login],
      ];
      queue.push(['set', 'session:data', [data]]);
    }
    queue.push(['on', 'session:loaded', () => ready()]);
    for (const [hook, event] of [
      ['message:sent', 'sent'],
      ['message:received', 'received'],
    ] as const) {
      queue.push([
        'on',
        hook,
        (message: unknown) => {
          const text = messageText(message);
          if (text) context.onMessage({ event, text, conversationId: sessionIdOf(host) });
        },
      ]);
    }
  },
  open: (host) => {
    host.$crisp?.push(['do', 'chat:open']);
  },
});
