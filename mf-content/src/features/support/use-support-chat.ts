// The support chat of the page: support.getsettings names the vendor, its adapter loads
// the widget with the player's identity and locale, and every message sent or received
// is recorded with chat.storeChatEvent.
import { useCallback, useEffect, useState } from 'react';
import type { Api, ChatKind } from '@omad/contract/api';
import { useRemoteProps, useSession } from '@omad/contract/remote';
import { isEmail } from '@omad/contract/validation';
import type { ChatMessage, ChatPlayer } from './chat-adapter';
import { loadChat } from './chat-loader';
import { CHAT_VENDORS } from './chat-vendors';

export type SupportChatState =
  | Readonly<{ status: 'loading' }>
  /** The site has no chat configured. */
  | Readonly<{ status: 'none' }>
  /** The chat's settings are broken or its script could not load (offline, blocked). */
  | Readonly<{ status: 'unavailable'; retry: () => void }>
  | Readonly<{ status: 'ready'; kind: ChatKind; open: () => void }>;

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

export const useSupportChat = (): SupportChatState => {
  const { api, locale } = useRemoteProps();
  const sessionKnown = useSession(
    (state) => state.status === 'success' || state.status === 'error',
  );
  const uid = useSession((state) => state.account?.uid ?? 0);
  const login = useSession((state) => state.account?.login ?? '');
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<SupportChatState>({ status: 'loading' });
  const retry = useCallback(() => setAttempt((count) => count + 1), []);

  useEffect(() => {
    // The widget is told who the player is when it loads, so it waits for the session.
    if (!sessionKnown) return undefined;
    let cancelled = false;
    const player = playerOf(uid, login);
    setState({ status: 'loading' });
    (async () => {
      const { chat: kind, settings } = await api.support.getSettings();
      if (kind === null) return { status: 'none' } as const;
      const chat = CHAT_VENDORS[kind].configure(settings[kind] ?? {});
      if (!chat) throw new Error(`[mf-content] ${kind} chat settings are incomplete`);
      const loaded = await loadChat(chat, {
        locale,
        player,
        onMessage: (message) => recordChatMessage(api, kind, message),
      });
      return { status: 'ready', kind, open: loaded.open } as const;
    })().then(
      (next) => {
        if (!cancelled) setState(next);
      },
      (error: unknown) => {
        console.error(error);
        if (!cancelled) setState({ status: 'unavailable', retry });
      },
    );
    return () => {
      cancelled = true;
    };
  }, [api, locale, sessionKnown, uid, login, attempt, retry]);

  return state;
};
