// The support chat of the page: support.getsettings names the vendor, its adapter loads
// the widget with the player's identity and locale, and every message sent or received
// is recorded with chat.storeChatEvent.
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import type { Locale } from '@omad/contract';
import type { Api, ChatKind } from '@omad/contract/api';
import { useRemoteProps, useSession } from '@omad/contract/remote';
import { isEmail } from '@omad/contract/validation';
import type { ChatMessage, ChatPlayer } from './chat-adapter';
import { loadChat, type LoadedChat } from './chat-loader';
import { CHAT_VENDORS } from './chat-vendors';

/** The chat's load: the widget on the page, or null when the site has no chat configured. */
export type SupportChat = UseQueryResult<LoadedChat | null, unknown>;

/**
 * Where the chat stands, as the card shows it: `unavailable` when its settings are broken or
 * its script could not load (offline, blocked).
 */
export const chatStatusOf = (chat: SupportChat): 'loading' | 'none' | 'unavailable' | 'ready' =>
  chat.data === undefined
    ? chat.isError
      ? 'unavailable'
      : 'loading'
    : chat.data === null
      ? 'none'
      : 'ready';

const playerOf = (uid: number, login: string): ChatPlayer | null =>
  uid > 0 ? { uid, login, email: isEmail(login) ? login : null } : null;

// Vendors that name no conversation get one id per page load, so a visit's messages group.
const visitConversationId = `visit-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;

/** Records one chat message; a failure is logged, the chat goes on. */
export const recordChatMessage = (api: Api, kind: ChatKind, message: ChatMessage): void => {
  api.chat
    .storeChatEvent({
      channel_id: kind,
      conversation_id: message.conversationId ?? visitConversationId,
      text: message.text,
      event: message.event,
    })
    .catch((error: unknown) => console.warn('[mf-content] chat event not stored', error));
};

const loadSupportChat = async (
  api: Api,
  locale: Locale,
  player: ChatPlayer | null,
): Promise<LoadedChat | null> => {
  const { chat: kind, settings } = await api.support.getSettings();
  if (kind === null) return null;
  const chat = CHAT_VENDORS[kind].configure(settings[kind] ?? {});
  if (!chat) throw new Error(`[mf-content] ${kind} chat settings are incomplete`);
  return loadChat(chat, {
    locale,
    player,
    onMessage: (message) => recordChatMessage(api, kind, message),
  });
};

export const useSupportChat = (): SupportChat => {
  const { api, locale } = useRemoteProps();
  const sessionKnown = useSession(
    (state) => state.status === 'success' || state.status === 'error',
  );
  const uid = useSession((state) => state.account?.uid ?? 0);
  const login = useSession((state) => state.account?.login ?? '');
  return useQuery({
    queryKey: ['mf-content.supportChat', uid, login],
    queryFn: () =>
      loadSupportChat(api, locale, playerOf(uid, login)).catch((error: unknown) => {
        console.error(error);
        throw error;
      }),
    // The widget is told who the player is when it loads, so it waits for the session.
    enabled: sessionKnown,
  });
};
