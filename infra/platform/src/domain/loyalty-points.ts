// A player's loyalty standing and the points ledger: every earn and spend is an entry of
// loyalty_points_entries with a reference unique per account (a replayed round or a retried
// purchase moves points once), and the member row's points and experience move with it in the
// same transaction, so `pointsMismatches` can prove the two agree. Experience only grows, and
// the level with it; a level reached queues a 'level' notification in the player's locale.
import type { Queryable } from '../db/db';
import { isLocale } from '../config';
import type { Locale } from '../config';
import { queueNotification } from './loyalty-notifications';
import type { NewNotification } from './loyalty-notifications';
import { levelName, levelOf } from './loyalty-rules';

export interface MemberRow {
  readonly id: number;
  readonly account_id: number;
  readonly points: number;
  readonly experience: number;
  readonly level: number;
  readonly character_id: number | null;
  readonly staked_standard: string;
  readonly staked_live: string;
}

const MEMBER_COLUMNS = `id, account_id, points::float8 as points, experience::float8 as experience,
  level, character_id, staked_standard::text as staked_standard, staked_live::text as staked_live`;

/** Writes the account's member row when it has none yet (the first touch of the programme). */
const ensureMember = async (db: Queryable, accountId: number, at: number): Promise<void> => {
  await db.query(
    `insert into loyalty_members (account_id, created_at) values ($1, $2)
     on conflict (account_id) do nothing`,
    [accountId, at],
  );
};

/** The account's member row, written first when missing. */
export const memberOf = async (db: Queryable, accountId: number, at: number) => {
  await ensureMember(db, accountId, at);
  const [member] = await db.query<MemberRow>(
    `select ${MEMBER_COLUMNS} from loyalty_members where account_id = $1`,
    [accountId],
  );
  if (!member) throw new Error(`account ${accountId} has no loyalty row`);
  return member;
};

/**
 * The account's member row locked until the transaction ends (a concurrent purchase or round
 * waits), written first when missing.
 */
export const lockMember = async (tx: Queryable, accountId: number, at: number) => {
  await ensureMember(tx, accountId, at);
  const [member] = await tx.query<MemberRow>(
    `select ${MEMBER_COLUMNS} from loyalty_members where account_id = $1 for update`,
    [accountId],
  );
  if (!member) throw new Error(`account ${accountId} has no loyalty row`);
  return member;
};

/** Why points moved: a round earned them, a purchase spent them, the dev helper gave them. */
export type PointsKind = 'round' | 'purchase' | 'adjustment';

export interface PointsMove {
  readonly accountId: number;
  readonly kind: PointsKind;
  /** Signed; a spend is negative. */
  readonly points: number;
  /** Moves points once per account; a reference already used moves nothing. */
  readonly reference: string;
  readonly at: number;
}

/**
 * Records the entry and moves the member row by it, under the row's lock (lockMember first).
 * An earn adds to the experience too and may raise the level. Answers the row after, or
 * undefined when the reference had already moved points. The caller checks a spend against
 * the locked row first: one that would go below zero throws.
 */
export const movePoints = async (
  tx: Queryable,
  move: PointsMove,
): Promise<MemberRow | undefined> => {
  const experience = Math.max(move.points, 0);
  const [entry] = await tx.query(
    `insert into loyalty_points_entries (account_id, kind, points, experience, reference, created_at)
     values ($1, $2, $3, $4, $5, $6) on conflict (account_id, reference) do nothing returning id`,
    [move.accountId, move.kind, move.points, experience, move.reference, move.at],
  );
  if (!entry) return undefined;
  const [moved] = await tx.query<MemberRow>(
    `update loyalty_members set points = points + $2, experience = experience + $3
     where account_id = $1 and points + $2 >= 0 returning ${MEMBER_COLUMNS}`,
    [move.accountId, move.points, experience],
  );
  if (!moved) throw new Error(`account ${move.accountId} cannot spend ${-move.points} points`);
  const reached = levelOf(moved.experience);
  if (reached <= moved.level) return moved;
  const [raised] = await tx.query<MemberRow>(
    `update loyalty_members set level = $2 where account_id = $1 returning ${MEMBER_COLUMNS}`,
    [move.accountId, reached],
  );
  await queueNotification(tx, move.accountId, await levelNotification(tx, move, reached), move.at);
  return raised;
};

/** The locale the account chose (uz when none): what it is told in outside a call. */
export const accountLocale = async (db: Queryable, accountId: number): Promise<Locale> => {
  const [account] = await db.query<{ locale: string | null }>(
    'select locale from accounts where id = $1',
    [accountId],
  );
  return isLocale(account?.locale) ? account.locale : 'uz';
};

const levelNotification = async (
  tx: Queryable,
  move: PointsMove,
  level: number,
): Promise<NewNotification> => {
  const locale = await accountLocale(tx, move.accountId);
  const name = levelName(level, locale);
  return {
    trigger: 'level',
    type: 'credit',
    title: locale === 'ru' ? `Новый уровень: ${name}` : `Yangi daraja: ${name}`,
    message:
      locale === 'ru'
        ? `Поздравляем! Вы достигли уровня «${name}».`
        : `Tabriklaymiz! Siz «${name}» darajasiga chiqdingiz.`,
    amount: level,
    amountType: 'level',
    image: null,
  };
};

/** A member row that is not the sum of its entries (or entries without a row). */
export interface PointsMismatch {
  readonly account_id: number;
  readonly points: string;
  readonly experience: string;
  readonly entry_points: string;
  readonly entry_experience: string;
}

/** Every member whose points or experience differ from its entries; [] when they agree. */
export const pointsMismatches = async (db: Queryable): Promise<PointsMismatch[]> =>
  db.query<PointsMismatch>(
    `with sums as (
       select account_id, sum(points) as points, sum(experience) as experience
       from loyalty_points_entries group by account_id
     )
     select coalesce(m.account_id, s.account_id) as account_id,
       coalesce(m.points, 0)::text as points, coalesce(m.experience, 0)::text as experience,
       coalesce(s.points, 0)::text as entry_points,
       coalesce(s.experience, 0)::text as entry_experience
     from loyalty_members m full join sums s on s.account_id = m.account_id
     where coalesce(m.points, 0) <> coalesce(s.points, 0)
       or coalesce(m.experience, 0) <> coalesce(s.experience, 0)
       or m.account_id is null
     order by 1`,
  );
