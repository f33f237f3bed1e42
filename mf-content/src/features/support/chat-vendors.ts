// The seven chat vendors support.getsettings may name, by kind.
import type { ChatKind } from '@omad/contract/api';
import type { ChatVendor } from './chat-adapter';
import { crispChat } from './adapters/crisp';
import { freshchatChat } from './adapters/freshchat';
import { intercomChat } from './adapters/intercom';
import { jivoChat } from './adapters/jivo';
import { liveChat } from './adapters/livechat';
import { tawkChat } from './adapters/tawk';
import { zendeskChat } from './adapters/zendesk';

export const CHAT_VENDORS: Readonly<Record<ChatKind, ChatVendor>> = {
  jivo: jivoChat,
  tawk: tawkChat,
  livechat: liveChat,
  intercom: intercomChat,
  crisp: crispChat,
  zendesk: zendeskChat,
  freshchat: freshchatChat,
};
