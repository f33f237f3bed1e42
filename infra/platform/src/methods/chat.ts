// chat.storeChatEvent: the support chat widget reports each message the player sent or
// received; the platform keeps them with the player's uid (null for a guest).
import type { Queryable } from '../db/db';
import { invalidParameters } from '../http/errors';
import type { FieldErrorCode } from '../http/errors';
import { optionalString } from '../http/params';
import type { CallContext, MethodHandlers } from '../http/rpc';

const CHAT_EVENTS = ['sent', 'received'] as const;
type ChatEventKind = (typeof CHAT_EVENTS)[number];

const isChatEventKind = (value: string): value is ChatEventKind =>
  (CHAT_EVENTS as readonly string[]).includes(value);

const MAX_ID_LENGTH = 128;
const MAX_TEXT_LENGTH = 4000;

interface ChatEvent {
  readonly channel_id: string;
  readonly conversation_id: string;
  readonly text: string;
  readonly event: ChatEventKind;
}

const readChatEvent = (call: CallContext): ChatEvent => {
  const errors: Record<string, FieldErrorCode> = {};
  const idOf = (field: 'channel_id' | 'conversation_id'): string => {
    const id = optionalString(call.params, field) ?? '';
    if (id === '') errors[field] = 'REQUIRED';
    else if (id.length > MAX_ID_LENGTH) errors[field] = 'INVALID';
    return id;
  };
  const channelId = idOf('channel_id');
  const conversationId = idOf('conversation_id');
  const text = optionalString(call.params, 'text') ?? '';
  if (text === '') errors.text = 'REQUIRED';
  else if ([...text].length > MAX_TEXT_LENGTH) errors.text = 'TOO_LONG';
  const event = optionalString(call.params, 'event') ?? '';
  if (event === '') errors.event = 'REQUIRED';
  else if (!isChatEventKind(event)) errors.event = 'INVALID';
  if (Object.keys(errors).length > 0 || !isChatEventKind(event)) throw invalidParameters(errors);
  return { channel_id: channelId, conversation_id: conversationId, text, event };
};

const storeChatEvent = async (call: CallContext) => {
  const chatEvent = readChatEvent(call);
  const user = await call.session.current();
  await call.services.db.query(
    `insert into chat_events (channel_id, conversation_id, text, event, uid, created_at)
     values ($1, $2, $3, $4, $5, $6)`,
    [
      chatEvent.channel_id,
      chatEvent.conversation_id,
      chatEvent.text,
      chatEvent.event,
      user?.accountId ?? null,
      call.services.now(),
    ],
  );
  return 1;
};

export const chatMethods = {
  'chat.storeChatEvent': storeChatEvent,
} satisfies MethodHandlers;

export interface StoredChatEvent extends ChatEvent {
  /** The signed-in player's uid; null for a guest. */
  readonly uid: number | null;
  /** ISO 8601. */
  readonly created_at: string;
}

/** The newest chat events first, of one conversation or of all (for the dev routes). */
export const chatEventsOf = async (
  db: Queryable,
  conversationId: string | undefined,
  limit = 100,
): Promise<StoredChatEvent[]> => {
  const rows = await db.query<{
    channel_id: string;
    conversation_id: string;
    text: string;
    event: ChatEventKind;
    uid: number | null;
    created_at: number;
  }>(
    `select channel_id, conversation_id, text, event, uid, created_at from chat_events
     where $1::text is null or conversation_id = $1 order by id desc limit $2`,
    [conversationId ?? null, limit],
  );
  return rows.map((row) => ({
    channel_id: row.channel_id,
    conversation_id: row.conversation_id,
    text: row.text,
    event: row.event,
    uid: row.uid === null ? null : Number(row.uid),
    created_at: new Date(Number(row.created_at)).toISOString(),
  }));
};
