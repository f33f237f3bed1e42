// A tournament's table: its participants with at least one scoring round, ranked by score
// (highest first), then by who reached it first (scored_at), then by who joined first, then by
// account id, so every place is distinct and stable. leaderboard.get and the prize sweep read
// the same ranking.
import type { Queryable } from '../db/db';
import { NAMED_ACCOUNT_COLUMNS } from './player-names';
import type { NamedAccount } from './player-names';

/** A ranked participant: its place, its account and how it named in public. */
export interface RankedParticipant extends NamedAccount {
  readonly place: number;
  readonly account_id: number;
  readonly currency: string;
  readonly score: string;
  readonly rounds: number;
}

const RANKING = `select p.account_id, a.currency, p.score::text as score, p.rounds,
    ${NAMED_ACCOUNT_COLUMNS},
    (row_number() over (order by p.score desc, p.scored_at asc nulls last, p.joined_at asc,
      p.account_id asc))::int as place
  from tournament_participants p join accounts a on a.id = p.account_id
  where p.tournament_id = $1 and p.rounds > 0`;

/**
 * The ranked participants in places 1 to `upTo`, and the one of `accountId` wherever it is
 * (when ranked), in order of place.
 */
export const rankedParticipants = (
  db: Queryable,
  tournamentId: number,
  upTo: number,
  accountId: number | null = null,
): Promise<RankedParticipant[]> =>
  db.query<RankedParticipant>(
    `with ranked as (${RANKING})
     select * from ranked where place <= $2 or account_id = $3 order by place`,
    [tournamentId, upTo, accountId],
  );

/** How many participants are ranked (have a scoring round). */
export const rankedCount = async (db: Queryable, tournamentId: number): Promise<number> => {
  const [row] = await db.query<{ count: number }>(
    `select count(*)::int as count from tournament_participants
     where tournament_id = $1 and rounds > 0`,
    [tournamentId],
  );
  return Number(row?.count ?? 0);
};
