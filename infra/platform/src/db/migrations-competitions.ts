// The schema of jackpots, tournaments and the winners feed (jackpots.*, tournaments.*,
// leaderboard.get). Applied after migrations-history.ts. Times are epoch milliseconds (bigint),
// money numeric(20, 2), like every other table.

export const COMPETITION_MIGRATIONS: readonly { readonly id: string; readonly sql: string }[] = [
  {
    // A jackpot hit and a tournament prize land on the main balance as ledger entries of their
    // own kinds, each paid once: its reference (`jackpot_hit:{id}`, `tournament:{id}`) is unique
    // per account, so a sweep or a round run twice cannot pay twice.
    id: '0019_competition_ledger_kinds',
    sql: `
    alter table ledger_entries drop constraint ledger_entries_kind_check;
    alter table ledger_entries add constraint ledger_entries_kind_check check (kind in (
      'opening', 'adjustment', 'bet', 'win', 'demo_refill',
      'deposit', 'withdrawal', 'withdrawal_cancel',
      'bonus_credit', 'bonus_release', 'bonus_forfeit', 'cashback',
      'jackpot', 'tournament_prize'));
    create unique index ledger_entries_paid_once on ledger_entries (account_id, kind, reference)
      where kind in ('jackpot', 'tournament_prize');`,
  },
  {
    // Jackpots grow by a share of each real-money bet on their games and pay their whole amount
    // on a hit (jackpot_hits keeps what each hit paid). The winners feed (wins) holds big round
    // wins and jackpot hits with the player's name masked when the row is written; seeded rows
    // are marked. A tournament scores its participants' real rounds on its games during its
    // period ([starts_at, ends_at)); settled_at is set once the sweep has paid its prizes.
    id: '0020_jackpots_tournaments_and_wins',
    sql: `
    create table jackpots (
      id serial primary key,
      sysname text not null unique,
      title_uz text not null,
      title_ru text not null,
      summary_uz text not null,
      summary_ru text not null,
      currency text not null,
      seed_amount numeric(20, 2) not null check (seed_amount > 0),
      amount numeric(20, 2) not null,
      -- In percent of the bet, e.g. 0.50.
      contribution_percent numeric(5, 2) not null
        check (contribution_percent > 0 and contribution_percent < 100),
      -- A hit is drawn with probability 1 / hit_odds per covered round.
      hit_odds int not null check (hit_odds > 0),
      games text[] not null,
      last_won_at bigint,
      check (amount >= seed_amount)
    );
    create table jackpot_hits (
      id serial primary key,
      jackpot_id int not null references jackpots(id) on delete cascade,
      account_id int not null references accounts(id) on delete cascade,
      round_id text not null,
      amount numeric(20, 2) not null check (amount > 0),
      currency text not null,
      created_at bigint not null,
      unique (jackpot_id, account_id, round_id)
    );
    create table wins (
      id serial primary key,
      kind text not null check (kind in ('round', 'jackpot')),
      -- The feed keeps a deleted player's win under the name it was shown with.
      account_id int references accounts(id) on delete set null,
      player_name text not null,
      sysname text not null,
      currency text not null,
      amount numeric(20, 2) not null check (amount > 0),
      multiplier numeric(12, 2),
      jackpot_id int references jackpots(id) on delete cascade,
      round_id text,
      seeded boolean not null default false,
      created_at bigint not null,
      check ((kind = 'jackpot') = (jackpot_id is not null)),
      check ((kind = 'round') = (multiplier is not null))
    );
    create index wins_feed on wins (created_at desc, id desc);
    create index wins_by_jackpot on wins (jackpot_id, created_at desc, id desc)
      where jackpot_id is not null;
    create table tournaments (
      id serial primary key,
      sysname text not null unique,
      title_uz text not null,
      title_ru text not null,
      summary_uz text not null,
      summary_ru text not null,
      -- Paragraphs.
      rules_uz text[] not null,
      rules_ru text[] not null,
      image_url text,
      currency text not null,
      starts_at bigint not null,
      ends_at bigint not null check (ends_at > starts_at),
      rule text not null check (rule in ('total_bet', 'total_win', 'max_multiplier')),
      min_bet numeric(20, 2) check (min_bet > 0),
      -- [{ "from": 1, "to": 1, "amount": "20000000.00" }, ...]
      prizes jsonb not null,
      games text[] not null,
      settled_at bigint
    );
    create index tournaments_unsettled on tournaments (ends_at) where settled_at is null;
    create table tournament_participants (
      tournament_id int not null references tournaments(id) on delete cascade,
      account_id int not null references accounts(id) on delete cascade,
      joined_at bigint not null,
      score numeric(20, 2) not null default 0 check (score >= 0),
      -- Rounds that scored; a participant is ranked from the first.
      rounds int not null default 0 check (rounds >= 0),
      -- When the score last rose: of two equal scores, the one reached first ranks higher.
      scored_at bigint,
      primary key (tournament_id, account_id)
    );
    create index tournament_participants_account on tournament_participants (account_id);`,
  },
];
