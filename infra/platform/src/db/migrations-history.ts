// The schema of bet-history exports and of the weekly cashback sweep (issue 19). Applied after
// the rewards and bonuses migrations, in this order.

export const HISTORY_MIGRATIONS: readonly { readonly id: string; readonly sql: string }[] = [
  {
    // A bet-history export (games.createhistoryexportrequest): queued, then made ready by the
    // sweep, which writes its CSV (without the BOM, added when it is downloaded) in the locale
    // it was asked in. A cashback is computed once per player and period; the sweep reads a
    // week of real-money rounds by time, and expires active cashbacks by their deadline.
    id: '0018_history_exports_and_cashback_periods',
    sql: `
    create table history_exports (
      id serial primary key,
      account_id int not null references accounts(id) on delete cascade,
      period_from bigint not null,
      period_to bigint not null check (period_to > period_from),
      locale text not null check (locale in ('uz', 'ru')),
      status text not null check (status in ('queued', 'ready', 'failed')),
      rows int,
      csv text,
      failure text,
      created_at bigint not null,
      ready_at bigint
    );
    create index history_exports_account on history_exports (account_id, created_at desc, id desc);
    create index history_exports_queued on history_exports (created_at, id) where status = 'queued';
    create unique index cashbacks_once_per_period on cashbacks (account_id, period_start);
    create index cashbacks_active_deadline on cashbacks (receiving_expired_at)
      where status = 'active';
    create index game_rounds_real_money_by_time on game_rounds (created_at)
      where account_id is not null and funds = 'main';`,
  },
];
