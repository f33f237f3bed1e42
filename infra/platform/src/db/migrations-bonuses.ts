// The schema of bonus rules and free-spin packs (issue 19): what a bonus needs to be activated,
// wagered, released and forfeited (domain/bonuses.ts), and the packs of free spins a real
// round uses before money (domain/freespins.ts). Applied after migrations-rewards.ts.

export const BONUS_MIGRATIONS: readonly { readonly id: string; readonly sql: string }[] = [
  {
    id: '0017_bonus_rules_and_freespin_packs',
    sql: `
    alter table bonuses
      -- The bonus money still on its balance while it is active (it follows the balance through
      -- bets and wins); 0 once it has ended, null before it was activated.
      add column remaining numeric(20, 2) check (remaining >= 0),
      add column activated_at bigint,
      -- When it was wagered, expired or removed.
      add column finished_at bigint,
      -- Days to meet the wagering requirement, counted from the activation.
      add column valid_days int not null default 7 check (valid_days > 0),
      -- What granted it, e.g. 'deposit:42' for a deposit offer's bonus: granted once.
      add column source text unique;
    -- An active bonus from before had no money of its own on the ledger: what the bonus balance
    -- holds (up to the bonus's amount) is taken as its money.
    update bonuses b set remaining = least(b.amount, bal.bonus)
      from balances bal
      where bal.account_id = b.account_id and b.status = 'active' and b.kind = 'casino';
    update bonuses set remaining = 0, finished_at = coalesce(expires_at, created_at)
      where status in ('wagered', 'expired', 'removed');
    -- One casino bonus is active at a time (activating another forfeits it first).
    create unique index bonuses_one_active_casino on bonuses (account_id)
      where status = 'active' and kind = 'casino';
    create index bonuses_due on bonuses (expires_at) where status in ('new', 'active');
    create table freespin_packs (
      id serial primary key,
      account_id int not null references accounts(id) on delete cascade,
      sysname text not null,
      total_count int not null check (total_count > 0),
      remaining_count int not null check (remaining_count between 0 and total_count),
      -- What each spin stakes (no balance pays it).
      bet numeric(20, 2) not null check (bet > 0),
      currency text not null,
      status text not null check (status in ('active', 'used', 'expired')),
      expires_at bigint not null,
      created_at bigint not null,
      finished_at bigint
    );
    create index freespin_packs_account on freespin_packs (account_id, status, expires_at, id);
    create index freespin_packs_due on freespin_packs (expires_at) where status = 'active';`,
  },
];
