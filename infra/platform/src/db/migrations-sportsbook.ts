// The schema of the simulated book's sports bets (issue 36). Applied after
// migrations-security.ts. Times are epoch milliseconds (bigint), money numeric(20, 2), odds
// numeric(10, 2) (decimal odds with two places), like every other table.

export const SPORTSBOOK_MIGRATIONS: readonly { readonly id: string; readonly sql: string }[] = [
  {
    // A fixture is one match of a catalogue template (sportsbook/catalogue.ts): its course is
    // drawn when it is made (sportsbook/match-model.ts), so its score at any moment and its
    // final score are fixed from the start; ended_at is set once the sweep (or the dev route)
    // has ended it, with the final score its legs are settled by. A bet is its stake, what paid
    // it (main money or the betting bonus's) and its legs; the account's request id keeps a
    // retried placement to one bet. Its stake, win, refund and cash-out are ledger entries of
    // their own kinds, the payouts at most once per bet (a unique index on the reference).
    id: '0025_sportsbook',
    sql: `
    alter table ledger_entries drop constraint ledger_entries_kind_check;
    alter table ledger_entries add constraint ledger_entries_kind_check check (kind in (
      'opening', 'adjustment', 'bet', 'win', 'demo_refill',
      'deposit', 'withdrawal', 'withdrawal_cancel',
      'bonus_credit', 'bonus_release', 'bonus_forfeit', 'cashback',
      'jackpot', 'tournament_prize',
      'sport_bet', 'sport_win', 'sport_refund', 'sport_cashout'));
    create unique index ledger_entries_sport_paid_once on ledger_entries (account_id, reference)
      where kind in ('sport_win', 'sport_refund', 'sport_cashout');
    create table sport_fixtures (
      id text primary key,
      template int not null,
      round int not null,
      sport text not null check (sport in ('football', 'basketball', 'tennis', 'esports')),
      league_uz text not null,
      league_ru text not null,
      home_uz text not null,
      home_ru text not null,
      away_uz text not null,
      away_ru text not null,
      -- Home rating minus away rating plus the sport's home advantage.
      base_edge int not null,
      kickoff bigint not null,
      -- When its course ends; the dev route moves it to the moment it ends the fixture.
      ends_at bigint not null,
      course jsonb not null,
      -- Set when it ended, with its final score; an abandoned match ends without one.
      ended_at bigint,
      final_home int,
      final_away int,
      unique (template, round),
      check (ended_at is not null or (final_home is null and final_away is null)),
      check ((final_home is null) = (final_away is null))
    );
    create index sport_fixtures_open on sport_fixtures (ends_at) where ended_at is null;
    create table sport_bets (
      id bigserial primary key,
      account_id int not null references accounts(id) on delete cascade,
      request_id text not null,
      kind text not null check (kind in ('single', 'accumulator')),
      funds text not null check (funds in ('main', 'betting_bonus')),
      bonus_id int references bonuses(id),
      currency text not null,
      stake numeric(20, 2) not null check (stake > 0),
      odds numeric(10, 2) not null check (odds >= 1.01),
      potential_win numeric(20, 2) not null,
      status text not null check (status in ('open', 'won', 'lost', 'void', 'cashed_out')),
      payout numeric(20, 2),
      created_at bigint not null,
      settled_at bigint,
      unique (account_id, request_id),
      check ((status = 'open') = (settled_at is null)),
      check ((funds = 'betting_bonus') = (bonus_id is not null))
    );
    create index sport_bets_account on sport_bets (account_id, created_at desc);
    create table sport_bet_legs (
      bet_id bigint not null references sport_bets(id) on delete cascade,
      position int not null,
      fixture_id text not null references sport_fixtures(id),
      market text not null check (market in ('result', 'total', 'handicap')),
      pick text not null check (pick in ('home', 'draw', 'away', 'over', 'under')),
      line numeric(6, 1),
      odds numeric(10, 2) not null check (odds >= 1.01),
      result text not null check (result in ('open', 'won', 'lost', 'void')),
      primary key (bet_id, position),
      unique (bet_id, fixture_id)
    );
    create index sport_bet_legs_open on sport_bet_legs (fixture_id) where result = 'open';`,
  },
];
