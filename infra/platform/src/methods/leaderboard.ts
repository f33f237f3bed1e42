// leaderboard.get (guests too): a tournament's table — the first `count` ranked places
// (domain/leaderboard.ts), how many are ranked, and the session's own row wherever it is.
// Scoring only happens during the period, so a finished tournament answers its final table.
// `self` is null for a guest or a player who does not take part; a participant without a
// scoring round yet gets the row after the last ranked place with score 0 and no rounds, so the
// page can say "no rounds yet" (that place is not theirs until they play).
import { prizeOfPlace } from '../domain/competition-rules';
import { rankedCount, rankedParticipants } from '../domain/leaderboard';
import type { RankedParticipant } from '../domain/leaderboard';
import { publicNameOf } from '../domain/player-names';
import { publicNameOfAccount } from '../domain/wins';
import type { StoredPrize } from '../domain/competition-rules';
import { invalidParameter } from '../http/errors';
import { optionalCount } from '../http/params';
import type { CallContext, MethodHandlers } from '../http/rpc';
import { requiredId } from './competition-params';

const MAX_ROWS = 100;

interface TableTournament {
  readonly id: number;
  readonly rule: string;
  readonly currency: string;
  readonly prizes: StoredPrize[];
}

const getLeaderboard = async (call: CallContext) => {
  const id = requiredId(call.params, 'tournament_id');
  const count = optionalCount(call.params, 'count', MAX_ROWS) ?? 20;
  const { db, now } = call.services;
  const [tournament] = await db.query<TableTournament>(
    'select id, rule, currency, prizes from tournaments where id = $1',
    [id],
  );
  if (!tournament) throw invalidParameter('tournament_id', 'NOT_FOUND');
  const user = await call.session.current();
  const accountId = user?.accountId ?? null;
  const rows = await rankedParticipants(db, id, count, accountId);
  const ranked = await rankedCount(db, id);
  const money = (amount: string | null) =>
    amount === null ? null : { amount, currency: tournament.currency };
  const rowView = (row: RankedParticipant) => ({
    place: row.place,
    player: publicNameOf(row),
    score: row.score,
    rounds: row.rounds,
    prize: money(prizeOfPlace(tournament.prizes, row.place)),
    is_self: row.account_id === accountId,
  });
  const own = rows.find((row) => row.account_id === accountId);
  let self = own ? rowView(own) : null;
  if (!self && accountId !== null) {
    const [joined] = await db.query(
      'select 1 from tournament_participants where tournament_id = $1 and account_id = $2',
      [id, accountId],
    );
    if (joined) {
      self = {
        place: ranked + 1,
        player: await publicNameOfAccount(db, accountId),
        score: '0.00',
        rounds: 0,
        prize: null,
        is_self: true,
      };
    }
  }
  return {
    tournament_id: tournament.id,
    rule: tournament.rule,
    currency: tournament.currency,
    items: rows.filter((row) => row.place <= count).map(rowView),
    count: ranked,
    self,
    updated_at: new Date(now()).toISOString(),
  };
};

export const leaderboardMethods = {
  'leaderboard.get': getLeaderboard,
} satisfies MethodHandlers;
