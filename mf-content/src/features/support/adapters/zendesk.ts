// Zendesk messaging: https://static.zdassets.com/ekr/snippet.js?key=<key> on a script with
// the id 'ze-snippet' defines window.zE. The locale is set with zE('messenger:set',
// 'locale'). Its events API reports opening, closing and the unread count, never a
// message's text, and signing a player in needs a JWT from a server (zE('messenger',
// 'loginUser')), so neither messages nor identity are passed for Zendesk.
import { defineChat, idSetting } from '../chat-adapter';

type ZendeskConfig = Readonly<{ key: string }>;

export const zendeskChat = defineChat<ZendeskConfig>({
  kind: 'zendesk',
  readSettings: (settings) => {
    const key = idSetting(settings, 'key');
    return key ? { key } : null;
  },
  scriptUrl: ({ key }) => `https://static.zdassets.com/ekr/snippet.js?key=${key}`,
  scriptId: 'ze-snippet',
  prepare: () => undefined,
  start: (host, _config, context, ready) => {
    if (!host.zE) return;
    host.zE('messenger:set', 'locale', context.locale);
    ready();
  },
  open: (host) => {
    host.zE?.('messenger', 'open');
  },
});
