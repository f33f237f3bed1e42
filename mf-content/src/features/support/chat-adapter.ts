// The small interface every support chat vendor sits behind: the script to load (built from
// the vendor's per-chat settings), the globals it reads before it runs, when its API is
// ready, how to open it, and its message events, reported through ChatContext.onMessage.
import type { Locale } from '@omad/contract';
import type { ChatKind } from '@omad/contract/api';
import type { ChatHost } from './chat-host';

/** The signed-in player as a chat may know them. */
export type ChatPlayer = Readonly<{ uid: number; login: string; email: string | null }>;

/** A message the visitor sent or an agent sent to the visitor. */
export type ChatMessage = Readonly<{
  event: 'sent' | 'received';
  text: string;
  /** The vendor's id of the conversation, when its event or API tells one. */
  conversationId: string | null;
}>;

/** What the page hands a chat when it loads it. */
export type ChatContext = Readonly<{
  locale: Locale;
  /** Null for a guest. */
  player: ChatPlayer | null;
  onMessage: (message: ChatMessage) => void;
}>;

/**
 * A vendor. The loader calls `prepare`, adds the script, calls `start` once it has loaded,
 * and counts the chat ready when the script has loaded and `ready` was called.
 */
export type ChatAdapter<Config> = Readonly<{
  kind: ChatKind;
  /** The settings this vendor needs, checked; null when one is missing or malformed. */
  readSettings: (settings: Readonly<Record<string, string>>) => Config | null;
  /** The vendor's official script URL for these settings. */
  scriptUrl: (config: Config) => string;
  /** An id the vendor expects on its script element (Zendesk's 'ze-snippet'). */
  scriptId?: string;
  /** Extra attributes of the script element the vendor's snippet sets. */
  scriptAttributes?: Readonly<Record<string, string>>;
  /**
   * Sets the globals the vendor reads when its script runs (settings, identity, message
   * hooks) before the script is added; `ready` is for the vendor's own "loaded" hook.
   */
  prepare: (host: ChatHost, config: Config, context: ChatContext, ready: () => void) => void;
  /** Runs once the script has loaded, for vendors that are set up by a call. */
  start?: (host: ChatHost, config: Config, context: ChatContext, ready: () => void) => void;
  /** Opens the chat window with the vendor's API. */
  open: (host: ChatHost) => void;
}>;

/** A vendor's chat bound to its checked settings: everything the loader needs. */
export type ConfiguredChat = Readonly<{
  kind: ChatKind;
  scriptUrl: string;
  scriptId?: string;
  scriptAttributes?: Readonly<Record<string, string>>;
  prepare: (host: ChatHost, context: ChatContext, ready: () => void) => void;
  start: (host: ChatHost, context: ChatContext, ready: () => void) => void;
  open: (host: ChatHost) => void;
}>;

/** One vendor as the registry holds it, its settings type kept inside. */
export type ChatVendor = Readonly<{
  kind: ChatKind;
  /** The chat for these settings, or null when they are incomplete or malformed. */
  configure: (settings: Readonly<Record<string, string>>) => ConfiguredChat | null;
}>;

export const defineChat = <Config>(adapter: ChatAdapter<Config>): ChatVendor => ({
  kind: adapter.kind,
  configure: (settings) => {
    const config = adapter.readSettings(settings);
    if (config === null) return null;
    return {
      kind: adapter.kind,
      scriptUrl: adapter.scriptUrl(config),
      ...(adapter.scriptId ? { scriptId: adapter.scriptId } : {}),
      ...(adapter.scriptAttributes ? { scriptAttributes: adapter.scriptAttributes } : {}),
      prepare: (host, context, ready) => adapter.prepare(host, config, context, ready),
      start: (host, context, ready) => adapter.start?.(host, config, context, ready),
      open: adapter.open,
    };
  },
});

// Ids and keys go into script URLs: letters, digits, dot, dash and underscore only, so a
// setting can never change the path or the origin of the script.
const SAFE_ID = /^[A-Za-z0-9._-]{1,128}$/;

/** The setting `name` when it is a safe id, else null. */
export const idSetting = (
  settings: Readonly<Record<string, string>>,
  name: string,
): string | null => {
  const value = settings[name]?.trim();
  return value !== undefined && SAFE_ID.test(value) ? value : null;
};

/** The setting `name` when it is an https origin (no path, query or credentials), else null. */
export const httpsOriginSetting = (
  settings: Readonly<Record<string, string>>,
  name: string,
): string | null => {
  const value = settings[name]?.trim();
  if (!value) return null;
  try {
    const url = new URL(value);
    const bare = url.pathname === '/' && !url.search && !url.hash && !url.username;
    return url.protocol === 'https:' && bare ? url.origin : null;
  } catch {
    return null;
  }
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

const TEXT_KEYS = ['text', 'content', 'msg', 'body'] as const;
const NESTED_KEYS = ['message', 'data', 'payload'] as const;

/**
 * The text of a vendor's message event, whatever its shape: a string, `{ text }`,
 * `{ msg }`, `{ content }`, Freshchat's `message_parts[].text.content`, or one of those
 * nested under `message` or `data`. Empty when it carries no text (a file, a rating).
 */
export const messageText = (value: unknown, depth = 0): string => {
  if (typeof value === 'string') return value.trim();
  if (!isRecord(value) || depth > 3) return '';
  for (const key of TEXT_KEYS) {
    const field = value[key];
    if (typeof field === 'string' && field.trim() !== '') return field.trim();
    if (isRecord(field) && typeof field.content === 'string') return field.content.trim();
  }
  const parts = value.message_parts ?? value.messageParts;
  if (Array.isArray(parts)) {
    const texts = parts.map((part) => messageText(part, depth + 1)).filter(Boolean);
    if (texts.length > 0) return texts.join('\n');
  }
  for (const key of NESTED_KEYS) {
    const text = messageText(value[key], depth + 1);
    if (text) return text;
  }
  return '';
};

const ID_KEYS = ['conversationId', 'conversation_id', 'chatId', 'chat_id'] as const;

/** A conversation id in a vendor's event or API answer (also under `data`), else null. */
export const conversationIdOf = (value: unknown, depth = 0): string | null => {
  if (!isRecord(value) || depth > 2) return null;
  for (const key of ID_KEYS) {
    const field = value[key];
    if (typeof field === 'string' && field !== '') return field;
    if (typeof field === 'number') return String(field);
  }
  return conversationIdOf(value.data, depth + 1) ?? conversationIdOf(value.message, depth + 1);
};
