// The schema of money and games (issue 16): the ledger every balance change is written to,
// likes, game sessions and rounds of the simulated provider, and game search. Applied after
// the migrations in migrations.ts, in this order, like them.

export const MONEY_AND_GAMES_MIGRATIONS: readonly { readonly id: string; readonly sql: string }[] =
  [
    {
      // The ledger (domain/ledger.ts): every change of a balance is an entry, and the balances
      // table is their sum. What the balances already hold becomes each account's opening entry.
      id: '0008_ledger',
      sql: `
      create table ledger_entries (
        id bigserial primary key,
        account_id int not null references accounts(id) on delete cascade,
        balance text not null check (balance in ('main', 'bonus', 'betting_bonus', 'fun')),
        amount numeric(20, 2) not null check (amount <> 0),
        kind text not null
          check (kind in ('opening', 'adjustment', 'bet', 'win', 'demo_refill')),
        reference text,
        created_at bigint not null
      );
      create index ledger_entries_account on ledger_entries (account_id, balance);
      insert into ledger_entries (account_id, balance, amount, kind, reference, created_at)
      select b.account_id, k.balance, k.amount, 'opening', null,
        (extract(epoch from now()) * 1000)::bigint
      from balances b cross join lateral (values
        ('main', b.main), ('bonus', b.bonus), ('betting_bonus', b.betting_bonus), ('fun', b.fun)
      ) as k(balance, amount)
      where k.amount <> 0;`,
    },
    {
      // Favourites, and the simulated game provider (game-frames/): launch tokens (kept hashed;
      // a player's dies with the sign-in session, a guest's holds its demo money) and rounds. A
      // round id is the frame's: unique per player, or per guest session.
      id: '0009_likes_game_sessions_rounds',
      sql: `
      create table game_likes (
        account_id int not null references accounts(id) on delete cascade,
        sysname text not null references games(sysname) on delete cascade,
        created_at bigint not null,
        primary key (account_id, sysname)
      );
      create table game_sessions (
        token_hash text primary key,
        account_id int references accounts(id) on delete cascade,
        login_session text references sessions(id_hash) on delete cascade,
        sysname text not null references games(sysname) on delete cascade,
        mode text not null check (mode in ('real', 'demo')),
        currency text not null,
        demo_balance numeric(20, 2) check (demo_balance >= 0),
        created_at bigint not null,
        expires_at bigint not null,
        check ((account_id is null) = (demo_balance is not null)),
        check (account_id is not null or mode = 'demo')
      );
      create index game_sessions_expiry on game_sessions (expires_at);
      create table game_rounds (
        id bigserial primary key,
        round_id text not null,
        account_id int references accounts(id) on delete cascade,
        session_hash text not null,
        sysname text not null references games(sysname),
        mode text not null check (mode in ('real', 'demo')),
        currency text not null,
        bet numeric(20, 2) not null check (bet > 0),
        win numeric(20, 2) not null check (win >= 0),
        balance_before numeric(20, 2) not null,
        balance_after numeric(20, 2) not null,
        reels text[] not null,
        created_at bigint not null
      );
      create unique index game_rounds_player_round on game_rounds (account_id, round_id)
        where account_id is not null;
      create unique index game_rounds_guest_round on game_rounds (session_hash, round_id)
        where account_id is null;
      create index game_rounds_history on game_rounds (account_id, created_at desc, id desc)
        where account_id is not null;`,
    },
    {
      // Catalogue search (domain/game-search.ts): trigram matching on a folded spelling of each
      // game's and provider's name and on its consonant skeleton (domain/search-keys.ts),
      // filled by the seed; a game's description overrides its name and image (spec section 3).
      id: '0010_game_search_and_descriptions',
      sql: `
      create extension if not exists pg_trgm;
      alter table games
        add column search_key text not null default '',
        add column search_skeleton text not null default '',
        add column description jsonb;
      alter table providers
        add column search_key text not null default '',
        add column search_skeleton text not null default '';
      create index games_search_key on games using gin (search_key gin_trgm_ops);
      create index games_search_skeleton on games using gin (search_skeleton gin_trgm_ops);
      create index games_provider on games (provider);`,
    },
  ];
