// support.* (the support chat's settings and the feedback form) and chat.* (the chat's
// messages, recorded by the platform).
import * as v from 'valibot';
import { AcknowledgedSchema } from './entities';
import type { MethodCaller } from './methods';

/** The third-party chat widgets the site can embed (spec section 3, support chat settings). */
export const CHAT_KINDS = [
  'jivo',
  'tawk',
  'livechat',
  'intercom',
  'crisp',
  'zendesk',
  'freshchat',
] as const;

/** One of the chat widgets of CHAT_KINDS. */
export type ChatKind = (typeof CHAT_KINDS)[number];

export const isChatKind = (value: unknown): value is ChatKind =>
  typeof value === 'string' && (CHAT_KINDS as readonly string[]).includes(value);

/** Per-chat settings as the widget's loader needs them, e.g. `{ widget_id: '...' }`. */
const ChatSettingsSchema = v.record(v.string(), v.string());

/** support.getsettings: which chat the site embeds and the settings of each chat. */
export const SupportSettingsSchema = v.object({
  /** The chat to embed; null when the site has none. */
  chat: v.nullable(v.picklist(CHAT_KINDS)),
  /** Settings by chat kind; entries of kinds this contract does not know are dropped. */
  settings: v.pipe(
    v.record(v.string(), ChatSettingsSchema),
    v.transform((byKind): Partial<Record<ChatKind, Readonly<Record<string, string>>>> =>
      Object.fromEntries(Object.entries(byKind).filter(([kind]) => isChatKind(kind))),
    ),
  ),
});
export type SupportSettings = v.InferOutput<typeof SupportSettingsSchema>;

/** Limits of the feedback form, as the platform checks them (in characters). */
export const FEEDBACK_LIMITS = { nameMax: 100, messageMin: 10, messageMax: 2000 } as const;

/**
 * The fields of support.sendFeedback. Refusals come as InvalidParameterException with
 * `error_data` per field: REQUIRED, INVALID (a malformed e-mail, a message shorter than
 * FEEDBACK_LIMITS.messageMin) or TOO_LONG.
 */
export type Feedback = Readonly<{
  name: string;
  /** Where the answer goes. */
  email: string;
  message: string;
}>;

/** A support chat message to record (chat.storeChatEvent). */
export type ChatEvent = Readonly<{
  /** The chat widget's channel: its kind, e.g. 'jivo'. */
  channel_id: string;
  conversation_id: string;
  text: string;
  /** Whether the player sent the message or received it. */
  event: 'sent' | 'received';
}>;

export const supportApi = (call: MethodCaller) => ({
  /** The support chat kind and its per-chat settings. */
  getSettings: (): Promise<SupportSettings> =>
    call('support.getsettings', { schema: SupportSettingsSchema }),

  /** Sends the feedback form; guests may send it too. */
  sendFeedback: (feedback: Feedback): Promise<true> =>
    call('support.sendFeedback', { body: feedback, schema: AcknowledgedSchema }),
});

export const chatApi = (call: MethodCaller) => ({
  storeChatEvent: (event: ChatEvent): Promise<true> =>
    call('chat.storeChatEvent', { body: event, schema: AcknowledgedSchema }),
});
