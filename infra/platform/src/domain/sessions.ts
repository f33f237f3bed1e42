// What a player sees of their signed-in sessions (account.getSessions): a public handle, when
// each began and was last used, its browser, and the address it signed in from, masked before
// it is ever stored (an IPv4 address without its last number, an IPv6 one with only its first
// three groups), so the list tells devices apart without keeping where a person is.
import { isIP } from 'node:net';
import type { AccountSession } from '@omad/contract/api';
import type { Queryable } from '../db/db';

/** The longest user agent kept; real ones are a few hundred characters. */
const MAX_USER_AGENT = 512;

/** The browser's user agent as kept: trimmed and cut to a sane length; null when none. */
export const userAgentOf = (header: string | undefined): string | null => {
  const text = header?.trim() ?? '';
  return text === '' ? null : text.slice(0, MAX_USER_AGENT);
};

/** The eight groups of an IPv6 address, '::' expanded; undefined when it is not one. */
const ipv6Groups = (address: string): string[] | undefined => {
  const [head = '', tail] = address.split('::');
  const left = head === '' ? [] : head.split(':');
  const right = tail === undefined || tail === '' ? [] : tail.split(':');
  const missing = 8 - left.length - right.length;
  if (tail === undefined ? missing !== 0 : missing < 1) return undefined;
  return [...left, ...Array<string>(missing).fill('0'), ...right];
};

/** `203.0.113.7` → `203.0.113.x`; `2001:db8:85a3::7` → `2001:db8:85a3:x:x:x:x:x`; else null. */
export const maskAddress = (address: string): string | null => {
  const plain = address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '').replace(/%.*$/, '');
  if (isIP(plain) === 4) return plain.replace(/\.\d+$/, '.x');
  if (isIP(plain) !== 6) return null;
  const groups = ipv6Groups(plain.toLowerCase());
  return groups ? [...groups.slice(0, 3), 'x', 'x', 'x', 'x', 'x'].join(':') : null;
};

interface SessionRow {
  readonly public_id: string;
  readonly created_at: number;
  readonly last_seen_at: number;
  readonly expires_at: number;
  readonly user_agent: string | null;
  readonly address: string | null;
  readonly is_current: boolean;
}

const iso = (at: number): string => new Date(Number(at)).toISOString();

/** The account's live sessions: the current one first, then the most recently used. */
export const sessionsOf = async (
  db: Queryable,
  accountId: number,
  currentHash: string,
  at: number,
): Promise<AccountSession[]> => {
  const rows = await db.query<SessionRow>(
    `select public_id, created_at, last_seen_at, expires_at, user_agent, address,
       id_hash = $2 as is_current
     from sessions where account_id = $1 and expires_at > $3
     order by id_hash = $2 desc, last_seen_at desc, created_at desc`,
    [accountId, currentHash, at],
  );
  return rows.map((row) => ({
    id: row.public_id,
    created_at: iso(row.created_at),
    last_seen_at: iso(row.last_seen_at),
    expires_at: iso(row.expires_at),
    user_agent: row.user_agent,
    address: row.address,
    is_current: row.is_current,
  }));
};
