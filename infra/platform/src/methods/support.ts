// support.*: the support chat's settings (which widget the site embeds) and the feedback
// form, stored with the sender's uid (null for a guest) so people and tests can read it.
import { FEEDBACK_LIMITS } from '@omad/contract/api';
import { isEmail } from '@omad/contract/validation';
import type { Queryable } from '../db/db';
import { readSupportSettings } from '../domain/support-chat';
import { invalidParameters } from '../http/errors';
import type { FieldErrorCode } from '../http/errors';
import { optionalString } from '../http/params';
import { countCall } from '../http/throttle';
import type { CallContext, MethodHandlers } from '../http/rpc';

/** Characters as a person counts them (an emoji is one), not UTF-16 units. */
const lengthOf = (text: string): number => [...text].length;

const MAX_EMAIL_LENGTH = 254;

interface Feedback {
  readonly name: string;
  readonly email: string;
  readonly message: string;
}

/** The three fields, each checked; every field in error is answered at once. */
const readFeedback = (call: CallContext): Feedback => {
  const name = optionalString(call.params, 'name') ?? '';
  const email = optionalString(call.params, 'email')?.toLowerCase() ?? '';
  const message = optionalString(call.params, 'message') ?? '';
  const errors: Record<string, FieldErrorCode> = {};
  if (name === '') errors.name = 'REQUIRED';
  else if (lengthOf(name) > FEEDBACK_LIMITS.nameMax) errors.name = 'TOO_LONG';
  if (email === '') errors.email = 'REQUIRED';
  else if (email.length > MAX_EMAIL_LENGTH || !isEmail(email)) errors.email = 'INVALID';
  if (message === '') errors.message = 'REQUIRED';
  else if (lengthOf(message) < FEEDBACK_LIMITS.messageMin) errors.message = 'INVALID';
  else if (lengthOf(message) > FEEDBACK_LIMITS.messageMax) errors.message = 'TOO_LONG';
  if (Object.keys(errors).length > 0) throw invalidParameters(errors);
  return { name, email, message };
};

const sendFeedback = async (call: CallContext) => {
  const feedback = readFeedback(call);
  const user = await call.session.current();
  // Every message reaches a person: each is counted, per sender's e-mail and per address.
  await countCall(call.services, 'feedback', { subject: feedback.email, address: call.address });
  await call.services.db.query(
    `insert into feedback (name, email, message, uid, locale, created_at)
     values ($1, $2, $3, $4, $5, $6)`,
    [
      feedback.name,
      feedback.email,
      feedback.message,
      user?.accountId ?? null,
      call.locale,
      call.services.now(),
    ],
  );
  return 1;
};

export const supportMethods = {
  'support.getsettings': ({ services }) => readSupportSettings(services.db),
  'support.sendFeedback': sendFeedback,
} satisfies MethodHandlers;

export interface StoredFeedback extends Feedback {
  /** The signed-in sender's uid; null for a guest. */
  readonly uid: number | null;
  /** The locale the form was sent in. */
  readonly locale: string;
  /** ISO 8601. */
  readonly created_at: string;
}

/** The newest feedback first (for the dev routes). */
export const feedbackOf = async (db: Queryable, limit = 100): Promise<StoredFeedback[]> => {
  const rows = await db.query<{
    name: string;
    email: string;
    message: string;
    uid: number | null;
    locale: string;
    created_at: number;
  }>(
    `select name, email, message, uid, locale, created_at from feedback order by id desc limit $1`,
    [limit],
  );
  return rows.map((row) => ({
    name: row.name,
    email: row.email,
    message: row.message,
    uid: row.uid === null ? null : Number(row.uid),
    locale: row.locale,
    created_at: new Date(Number(row.created_at)).toISOString(),
  }));
};
