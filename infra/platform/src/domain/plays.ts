// What the bet history lists, as one set of rows ("plays"): every game round, and every sports
// bet of the simulated book as a real-money play of the sportsbook game (its stake the bet,
// what it has paid so far the win: nothing while open or lost, the stake back when void).
// Read as `from ${PLAYS} r join games g on g.sysname = r.sysname`; `sport_bet` is the bet's id
// (null for a round), whose details and balances sportsbook/bet-history.ts gives for the rows
// shown. Betting-bonus money shows as bonus money, as the contract's RoundFunds names it.
export const PLAYS = `(
  select r.round_id as id, r.account_id, r.sysname, r.mode, r.funds, r.currency, r.bet, r.win,
    r.balance_before, r.balance_after, r.created_at, r.id as seq, null::bigint as sport_bet
  from game_rounds r
  union all
  select 'sport-' || b.id, b.account_id, s.sysname, 'real',
    case when b.funds = 'main' then 'main' else 'bonus' end, b.currency, b.stake,
    coalesce(b.payout, 0)::numeric(20, 2), null, null, b.created_at, b.id, b.id
  from sport_bets b
    cross join (select sysname from games where type = 'sportsbook' order by sysname limit 1) s
)`;
