// tournaments.get (guests too) and tournaments.participate (players): tournaments ordered by
// what a player can do now — active ones first (soonest ending first), then upcoming ones
// (soonest starting first), then finished ones (latest ended first) — and taking part, which
// is open before and during the period (rules and scoring in domain/tournaments.ts).
import { FieldErrorCode } from '@omad/contract/api';
import type { TournamentStatusValue } from '@omad/contract/api';
import { TOURNAMENT_STATUSES } from '../domain/competition-rules';
import { refuseWhileExcluded } from '../domain/exclusion';
import { TOURNAMENT_COLUMNS, tournamentView } from '../domain/tournaments';
import type { TournamentRow, TournamentStanding } from '../domain/tournaments';
import type { Queryable } from '../db/db';
import { invalidParameter } from '../http/errors';
import { requireAccount } from '../http/guards';
import { optionalList } from '../http/params';
import type { CallContext, MethodHandlers } from '../http/rpc';
import { optionalId, pageParams, requiredId } from './competition-params';

const MAX_PAGE = 50;
const FIELD = 'tournament_id';

/** The phase of `t` at $1, in SQL (competition-rules.ts statusAt). */
const STATUS = `case when $1 < t.starts_at then 'upcoming'
  when $1 < t.ends_at then 'active' else 'finished' end`;

interface Filter {
  readonly id: number | null;
  readonly statuses: readonly TournamentStatusValue[] | null;
  /** The session's player; null for a guest. */
  readonly accountId: number | null;
  readonly at: number;
}

type ListedRow = TournamentRow & TournamentStanding;

/** The tournaments the filter matches, in the listing's order, and how many there are. */
const listTournaments = async (
  db: Queryable,
  filter: Filter,
  page: { readonly offset: number; readonly count: number },
) => {
  const where = `($2::int is null or t.id = $2) and ($3::text[] is null or ${STATUS} = any($3))`;
  const args = [filter.at, filter.id, filter.statuses];
  const [total] = await db.query<{ count: number }>(
    `select count(*)::int as count from tournaments t where ${where}`,
    args,
  );
  const rows = await db.query<ListedRow>(
    `select ${TOURNAMENT_COLUMNS},
       (select count(*)::int from tournament_participants p where p.tournament_id = t.id)
         as participants,
       exists (select 1 from tournament_participants p
               where p.tournament_id = t.id and p.account_id = $4) as is_participating
     from tournaments t where ${where}
     order by case ${STATUS} when 'active' then 0 when 'upcoming' then 1 else 2 end,
       case ${STATUS} when 'active' then t.ends_at when 'upcoming' then t.starts_at
         else -t.ends_at end,
       t.id
     limit $5 offset $6`,
    [...args, filter.accountId, page.count, page.offset],
  );
  return { rows, count: Number(total?.count ?? 0) };
};

const statusesOf = (call: CallContext): TournamentStatusValue[] | null => {
  const statuses = optionalList(call.params, 'status');
  if (statuses === undefined || statuses.length === 0) return null;
  const known = new Set<string>(TOURNAMENT_STATUSES);
  if (!statuses.every((status) => known.has(status))) throw invalidParameter('status', 'INVALID');
  return TOURNAMENT_STATUSES.filter((status) => statuses.includes(status));
};

const getTournaments = async (call: CallContext) => {
  const id = optionalId(call.params, 'id') ?? null;
  const statuses = statusesOf(call);
  const page = pageParams(call.params, 20, MAX_PAGE);
  const user = await call.session.current();
  const at = call.services.now();
  const { rows, count } = await listTournaments(
    call.services.db,
    { id, statuses, accountId: user?.accountId ?? null, at },
    page,
  );
  return { items: rows.map((row) => tournamentView(row, row, call.locale, at)), count };
};

/** One tournament as `accountId` sees it at `at`; undefined when there is none. */
const tournamentFor = async (db: Queryable, id: number, accountId: number, at: number) =>
  (await listTournaments(db, { id, statuses: null, accountId, at }, { offset: 0, count: 1 }))
    .rows[0];

const participate = async (call: CallContext) => {
  const account = await requireAccount(call);
  const id = requiredId(call.params, FIELD);
  const { db, now } = call.services;
  const at = now();
  const tournament = await tournamentFor(db, id, account.id, at);
  if (!tournament) throw invalidParameter(FIELD, 'NOT_FOUND');
  // Taking part again answers the tournament as it is and changes nothing.
  if (tournament.is_participating) return tournamentView(tournament, tournament, call.locale, at);
  // A tournament is a promotion: closed to an excluded player, like bonuses.
  refuseWhileExcluded(account, at);
  if (tournament.ends_at <= at) throw invalidParameter(FIELD, FieldErrorCode.Finished);
  if (tournament.currency !== account.currency) {
    throw invalidParameter(FIELD, FieldErrorCode.Currency);
  }
  await db.query(
    `insert into tournament_participants (tournament_id, account_id, joined_at)
     values ($1, $2, $3) on conflict (tournament_id, account_id) do nothing`,
    [id, account.id, at],
  );
  const joined = await tournamentFor(db, id, account.id, at);
  if (!joined) throw new Error(`tournament ${id} vanished`);
  return tournamentView(joined, joined, call.locale, at);
};

export const tournamentsMethods = {
  'tournaments.get': getTournaments,
  'tournaments.participate': participate,
} satisfies MethodHandlers;
