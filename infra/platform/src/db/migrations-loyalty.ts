// The schema of the loyalty programme (loyalty.*): each player's standing, the points ledger
// every earn and spend goes through, the points shop's products and what was bought there.
// Applied after migrations-competitions.ts. Points are whole numbers (bigint); money numeric.

export const LOYALTY_MIGRATIONS: readonly { readonly id: string; readonly sql: string }[] = [
  {
    // loyalty_members is written lazily (the first round, loyalty.getinfo or purchase). Its
    // points and experience are the sums of the player's loyalty_points_entries (like balances
    // and ledger_entries); a reference moves points once per account (`round:{id}`,
    // `purchase:{id}`, `dev:{uuid}`). staked_* keep what each earning group has counted, so a
    // round's stake below a point is carried to the next one and never lost.
    id: '0021_loyalty',
    sql: `
    create table loyalty_members (
      id serial primary key,
      account_id int not null unique references accounts(id) on delete cascade,
      -- What is left to spend in the shop.
      points bigint not null default 0 check (points >= 0),
      -- Every point ever earned; the level is reached by it.
      experience bigint not null default 0 check (experience >= 0),
      -- Only ever rises (a level is never lost).
      level int not null default 1 check (level >= 1),
      -- An id of the code catalogue (domain/loyalty-characters.ts); null before a choice.
      character_id int,
      staked_standard numeric(20, 2) not null default 0 check (staked_standard >= 0),
      staked_live numeric(20, 2) not null default 0 check (staked_live >= 0),
      created_at bigint not null
    );
    create table loyalty_points_entries (
      id bigserial primary key,
      account_id int not null references accounts(id) on delete cascade,
      kind text not null check (kind in ('round', 'purchase', 'adjustment')),
      -- Signed: a purchase spends (negative).
      points bigint not null check (points <> 0),
      -- What it adds to the experience: an earn its points, a spend nothing.
      experience bigint not null check (experience >= 0),
      reference text not null,
      created_at bigint not null,
      unique (account_id, reference)
    );
    create table loyalty_products (
      id int primary key,
      sysname text not null unique,
      kind text not null check (kind in ('bonus', 'freespins', 'item')),
      title_uz text not null,
      title_ru text not null,
      description_uz text not null,
      description_ru text not null,
      price bigint not null check (price > 0),
      -- How many are left; null when there is no limit.
      stock int check (stock >= 0),
      min_level int not null default 1 check (min_level >= 1),
      -- A bonus product: what its bonus is worth, in points (money at the point's value).
      bonus_points bigint check (bonus_points > 0),
      -- A free-spin product: the game and the spins (each at the currency's smallest bet).
      freespins_sysname text,
      freespins_count int check (freespins_count > 0),
      check ((kind = 'bonus') = (bonus_points is not null)),
      check ((kind = 'freespins') = (freespins_sysname is not null and freespins_count is not null))
    );
    create table loyalty_purchases (
      id serial primary key,
      account_id int not null references accounts(id) on delete cascade,
      product_id int not null references loyalty_products(id),
      idempotency_key text not null,
      status text not null check (status in ('granted', 'recorded')),
      price bigint not null check (price > 0),
      -- The player's points right after it, answered again to a retry.
      points_after bigint not null check (points_after >= 0),
      bonus_id int references bonuses(id) on delete set null,
      freespin_pack_id int references freespin_packs(id) on delete set null,
      created_at bigint not null,
      unique (account_id, idempotency_key)
    );
    create index loyalty_purchases_product on loyalty_purchases (product_id);`,
  },
];
