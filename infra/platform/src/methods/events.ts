// events.*: product analytics events the storefront reports (spec section 7, e.g.
// promocodeNotFound, error_login). Stored with the caller's uid so tests can read them back.
import type { Queryable } from '../db/db';
import { invalidParameter } from '../http/errors';
import { optionalString, requiredString } from '../http/params';
import type { CallContext, MethodHandlers } from '../http/rpc';

/** Names are identifiers; anything else (spaces, markup, 200 characters) is not an event. */
const eventNamePattern = /^[A-Za-z][A-Za-z0-9_.:-]{0,63}$/;
const MAX_PARAMS_BYTES = 4096;

const handle = async (call: CallContext) => {
  const eventName = requiredString(call.params, 'event_name');
  if (!eventNamePattern.test(eventName)) throw invalidParameter('event_name', 'INVALID');
  // Kept as sent: the client writes JSON, but a malformed payload is still worth seeing.
  const eventParams = optionalString(call.params, 'event_params') ?? null;
  if (eventParams !== null && Buffer.byteLength(eventParams, 'utf8') > MAX_PARAMS_BYTES) {
    throw invalidParameter('event_params', 'INVALID');
  }
  const user = await call.session.current();
  await call.services.db.query(
    'insert into events (event_name, event_params, uid, created_at) values ($1, $2, $3, $4)',
    [eventName, eventParams, user?.accountId ?? 0, call.services.now()],
  );
  return true;
};

export const eventsMethods = {
  'events.handle': handle,
} satisfies MethodHandlers;

export interface StoredEvent {
  readonly event_name: string;
  /** The parsed JSON, or the text as sent when it is not JSON; null when none was sent. */
  readonly event_params: unknown;
  /** The signed-in player's uid, 0 for a guest. */
  readonly uid: number;
  /** ISO 8601. */
  readonly created_at: string;
}

const parsedOrRaw = (text: string | null): unknown => {
  if (text === null) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
};

/** The newest events first, of one name or of all (for the dev routes). */
export const eventsOf = async (
  db: Queryable,
  name: string | undefined,
  limit = 100,
): Promise<StoredEvent[]> => {
  const rows = await db.query<{
    event_name: string;
    event_params: string | null;
    uid: number;
    created_at: number;
  }>(
    `select event_name, event_params, uid, created_at from events
     where $1::text is null or event_name = $1 order by id desc limit $2`,
    [name ?? null, limit],
  );
  return rows.map((row) => ({
    event_name: row.event_name,
    event_params: parsedOrRaw(row.event_params),
    uid: Number(row.uid),
    created_at: new Date(Number(row.created_at)).toISOString(),
  }));
};
