// The support chat the site embeds (support.getsettings): which of the seven chat widgets,
// and each widget's settings. Stored under one key of site_settings, so the dev route can
// switch the chat while the platform runs.
import { isChatKind } from '@omad/contract/api';
import type { ChatKind, SupportSettings } from '@omad/contract/api';
import type { Queryable } from '../db/db';
import { invalidParameter } from '../http/errors';
import { optionalString } from '../http/params';
import type { Params } from '../http/params';

const SETTINGS_KEY = 'support_chat';

/**
 * Local values for every widget: the ids are obviously not a real account's, so a widget
 * loaded with them on a laptop shows its own "not found" state instead of someone's chat.
 */
export const defaultSupportSettings: SupportSettings = {
  chat: 'jivo',
  settings: {
    jivo: { widget_id: 'omadLocalDev' },
    tawk: { property_id: 'omadLocalDevProperty', widget_id: 'default' },
    livechat: { license: '19000000' },
    intercom: { app_id: 'omadlocal' },
    crisp: { website_id: '6f6d6164-0000-4000-8000-6c6f63616c00' },
    zendesk: { key: '6f6d6164-0000-4000-8000-7a656e64736b' },
    freshchat: {
      token: '6f6d6164-0000-4000-8000-667265736863',
      host: 'https://wchat.freshchat.com',
    },
  },
};

export const seedSupportSettings = async (db: Queryable): Promise<void> => {
  await db.query('insert into site_settings (key, value) values ($1, $2::jsonb)', [
    SETTINGS_KEY,
    JSON.stringify(defaultSupportSettings),
  ]);
};

export const readSupportSettings = async (db: Queryable): Promise<SupportSettings> => {
  const [row] = await db.query<{ value: SupportSettings }>(
    'select value from site_settings where key = $1',
    [SETTINGS_KEY],
  );
  return row?.value ?? { chat: null, settings: {} };
};

/** A flat JSON object of strings, e.g. `{"widget_id":"abc"}`; anything else is INVALID. */
const chatSettingsFrom = (text: string): Record<string, string> => {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw invalidParameter('settings', 'INVALID');
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) {
    throw invalidParameter('settings', 'INVALID');
  }
  const settings: Record<string, string> = {};
  for (const [name, value] of Object.entries(parsed)) {
    if (typeof value !== 'string') throw invalidParameter('settings', 'INVALID');
    settings[name] = value;
  }
  return settings;
};

/** `kind` as sent: one of the seven, or '' (or null) for no chat. */
const chatKindFrom = (params: Params): ChatKind | null => {
  const kind = params['kind'];
  if (kind === undefined) throw invalidParameter('kind', 'REQUIRED');
  if (kind === null || kind === '') return null;
  if (!isChatKind(kind)) throw invalidParameter('kind', 'INVALID');
  return kind;
};

/**
 * Switches the chat (POST /api/_dev/support-chat): `kind` is one of the seven or '' for no
 * chat; `settings` (JSON), when sent, replaces that kind's settings. Answers the new state.
 */
export const changeSupportChat = async (
  db: Queryable,
  params: Params,
): Promise<SupportSettings> => {
  const chat = chatKindFrom(params);
  const settingsText = optionalString(params, 'settings');
  const replaced = chat && settingsText ? { [chat]: chatSettingsFrom(settingsText) } : {};
  const current = await readSupportSettings(db);
  const next: SupportSettings = { chat, settings: { ...current.settings, ...replaced } };
  await db.query(
    `insert into site_settings (key, value) values ($1, $2::jsonb)
     on conflict (key) do update set value = excluded.value`,
    [SETTINGS_KEY, JSON.stringify(next)],
  );
  return next;
};
