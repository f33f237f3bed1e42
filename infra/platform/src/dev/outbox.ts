// The dev outbox: codes a real platform would send by e-mail or SMS are written here, so
// people and tests on a laptop can read them (GET /api/_dev/outbox?to=...).
import type { Queryable } from '../db/db';
import { loginKeyOf } from '../domain/accounts';

/**
 * Login codes, restore links, contact confirmations, codes that switch two-factor, and
 * security notices (a password or contact changed, wrong passwords tried).
 */
export type OutboxKind = '2fa' | 'restore' | 'confirm' | 'twofactor-change' | 'notice';

export interface OutboxMessage {
  /** The e-mail or phone (digits, no '+') the message went to. */
  readonly to: string;
  readonly kind: OutboxKind;
  readonly code: string;
  /** The text a real platform would send. */
  readonly text: string;
  /** ISO 8601. */
  readonly created_at: string;
}

interface OutboxRow {
  readonly to_contact: string;
  readonly kind: OutboxKind;
  readonly code: string;
  readonly text: string;
  readonly created_at: number;
}

/** Contacts are compared the way logins are: e-mails lower-cased, phones without '+'. */
const normalContact = (contact: string): string => {
  const key = loginKeyOf(contact);
  return 'email' in key ? key.email : key.phone;
};

export const sendToOutbox = async (
  db: Queryable,
  message: Omit<OutboxMessage, 'created_at'> & { readonly createdAt: number },
): Promise<void> => {
  await db.query(
    'insert into outbox (to_contact, kind, code, text, created_at) values ($1, $2, $3, $4, $5)',
    [normalContact(message.to), message.kind, message.code, message.text, message.createdAt],
  );
};

/** The newest messages first; all contacts when `to` is undefined. */
export const readOutbox = async (
  db: Queryable,
  to: string | undefined,
  limit = 50,
): Promise<OutboxMessage[]> => {
  const rows = await db.query<OutboxRow>(
    `select to_contact, kind, code, text, created_at from outbox
     where $1::text is null or to_contact = $1 order by id desc limit $2`,
    [to === undefined ? null : normalContact(to), limit],
  );
  return rows.map((row) => ({
    to: row.to_contact,
    kind: row.kind,
    code: row.code,
    text: row.text,
    created_at: new Date(Number(row.created_at)).toISOString(),
  }));
};
