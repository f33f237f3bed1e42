// The schema of taken campaign offers (campaigns.takepromotions, campaigns.activateOffer, a
// deposit made with an offer; domain/offer-takes.ts). Applied after the loyalty migrations.
// Times are epoch milliseconds (bigint), like every other table.

export const OFFER_MIGRATIONS: readonly { readonly id: string; readonly sql: string }[] = [
  {
    // A take is `taken` (a deposit offer kept for the next deposit) until it is `used`: by the
    // paid deposit made with it (used_by 'deposit:{id}', one take per deposit), or at once for
    // a take offer, whose grants it lists ('bonus:{id}', 'freespin_pack:{id}'). A once-only
    // offer has one take per player whatever races; any offer has at most one take waiting.
    id: '0022_offer_takes',
    sql: `
    create table offer_takes (
      id serial primary key,
      account_id int not null references accounts(id) on delete cascade,
      offer_id int not null,
      status text not null check (status in ('taken', 'used')),
      once_only boolean not null,
      taken_at bigint not null,
      used_at bigint,
      used_by text,
      granted text[] not null default '{}',
      check ((status = 'used') = (used_at is not null))
    );
    create index offer_takes_account on offer_takes (account_id, offer_id);
    create unique index offer_takes_once on offer_takes (account_id, offer_id) where once_only;
    create unique index offer_takes_waiting on offer_takes (account_id, offer_id)
      where status = 'taken';
    create unique index offer_takes_used_by on offer_takes (used_by) where used_by is not null;`,
  },
];
