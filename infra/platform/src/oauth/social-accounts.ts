// Accounts behind social sign-in: one per (service, provider e-mail), remembered in
// social_identities. A new one has no password and must complete its registration.
import { DEFAULT_CURRENCY } from '../config';
import type { Locale, Services } from '../config';
import { isUniqueViolation } from '../db/db';
import type { Queryable } from '../db/db';
import { insertAccount } from '../domain/accounts';
import { queueNotification, welcomeNotification } from '../domain/loyalty-notifications';

export const SOCIAL_SERVICES = ['google', 'telegram'] as const;
export type SocialService = (typeof SOCIAL_SERVICES)[number];

export const isSocialService = (value: unknown): value is SocialService =>
  typeof value === 'string' && (SOCIAL_SERVICES as readonly string[]).includes(value);

export type SocialSignIn =
  | { readonly kind: 'account'; readonly accountId: number; readonly banType: string | null }
  /** The e-mail already belongs to an account that did not come from this provider. */
  | { readonly kind: 'email_taken' };

const findIdentity = async (
  db: Queryable,
  service: SocialService,
  email: string,
): Promise<SocialSignIn | undefined> => {
  const [row] = await db.query<{ account_id: number; ban_type: string | null }>(
    `select s.account_id, a.ban_type from social_identities s join accounts a on a.id = s.account_id
     where s.service = $1 and s.provider_email = $2`,
    [service, email],
  );
  return row && { kind: 'account', accountId: Number(row.account_id), banType: row.ban_type };
};

/**
 * The account of this provider identity, created on first use. An e-mail that an unrelated
 * account already holds is not taken over: the simulated provider proves nothing about it.
 */
export const socialAccountOf = async (
  { db, now }: Services,
  service: SocialService,
  email: string,
  locale: Locale,
): Promise<SocialSignIn> => {
  const known = await findIdentity(db, service, email);
  if (known) return known;
  try {
    return await db.transaction(async (tx) => {
      const accountId = await insertAccount(tx, {
        email,
        passwordHash: null,
        currency: DEFAULT_CURRENCY,
        locale,
        isRegistrationCompleted: false,
        regTime: now(),
      });
      await tx.query(
        `insert into social_identities (service, provider_email, account_id, created_at)
         values ($1, $2, $3, $4)`,
        [service, email, accountId, now()],
      );
      await queueNotification(tx, accountId, welcomeNotification(locale), now());
      return { kind: 'account', accountId, banType: null } as const;
    });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    // A racing callback created this identity first, or the e-mail is another account's.
    return (await findIdentity(db, service, email)) ?? { kind: 'email_taken' };
  }
};
