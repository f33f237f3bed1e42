// The schema of the cashier (issue 17): payment methods, the cashier's transactions (deposits
// and withdrawals, each with the idempotency key of the request that made it) and the payment
// provider's callbacks already applied. Money moves only through ledger entries
// (domain/ledger.ts), which gain the cashier's kinds here. Applied after the money and games
// migrations, in this order.

export const CASHIER_MIGRATIONS: readonly { readonly id: string; readonly sql: string }[] = [
  {
    id: '0011_cashier',
    sql: `
    alter table ledger_entries drop constraint ledger_entries_kind_check;
    alter table ledger_entries add constraint ledger_entries_kind_check check (kind in (
      'opening', 'adjustment', 'bet', 'win', 'demo_refill',
      'deposit', 'withdrawal', 'withdrawal_cancel'));
    create table cashier_transactions (
      id bigserial primary key,
      account_id int not null references accounts(id) on delete cascade,
      type text not null check (type in ('deposit', 'withdrawal')),
      method text not null,
      amount numeric(20, 2) not null check (amount > 0),
      currency text not null,
      status text not null
        check (status in ('new', 'pending', 'success', 'fail', 'cancel')),
      -- The key of the request that made it: a retried request finds its transaction.
      idempotency_key text not null,
      campaign_offer_id int,
      requisites jsonb not null default '{}'::jsonb,
      domain text,
      created_at bigint not null,
      updated_at bigint,
      unique (account_id, idempotency_key)
    );
    create index cashier_transactions_history
      on cashier_transactions (account_id, type, created_at desc, id desc);
    -- A provider's callback is applied once: its id is kept, a replay finds it.
    create table payment_callbacks (
      callback_id text primary key,
      transaction_id bigint not null references cashier_transactions(id) on delete cascade,
      status text not null,
      received_at bigint not null
    );`,
  },
  {
    // Deposits through the simulated provider (a pending payment resolved later, a deposit
    // left unpaid expired), the players' deposit limits, and the seeded bonuses and cashbacks
    // the cashier's history lists (their rules come with the bonuses issue).
    id: '0012_deposits_limits_rewards',
    sql: `
    create table payment_schedules (
      transaction_id bigint primary key references cashier_transactions(id) on delete cascade,
      status text not null check (status in ('success', 'fail', 'cancel')),
      due_at bigint not null
    );
    create index payment_schedules_due on payment_schedules (due_at);
    create table deposit_limits (
      account_id int primary key references accounts(id) on delete cascade,
      period text not null check (period in ('day', 'week', 'month')),
      limit_amount numeric(20, 2) not null check (limit_amount > 0),
      set_at bigint not null
    );
    create table bonuses (
      id serial primary key,
      account_id int not null references accounts(id) on delete cascade,
      kind text not null check (kind in ('casino', 'betting')),
      title_uz text not null,
      title_ru text not null,
      amount numeric(20, 2) not null,
      currency text not null,
      wager_required numeric(20, 2) not null,
      wagered numeric(20, 2) not null default 0,
      status text not null check (status in ('new', 'active', 'wagered', 'expired', 'removed')),
      created_at bigint not null,
      expires_at bigint
    );
    create index bonuses_account on bonuses (account_id, created_at desc, id desc);
    create table cashbacks (
      id serial primary key,
      account_id int not null references accounts(id) on delete cascade,
      amount numeric(20, 2) not null,
      currency text not null,
      percent int not null,
      period_start bigint not null,
      end_date bigint not null,
      status text not null check (status in ('active', 'paid_out', 'expired', 'removed')),
      receiving_expired_at bigint,
      paid_out_at bigint,
      created_at bigint not null
    );
    create index cashbacks_account on cashbacks (account_id, end_date desc, id desc);`,
  },
];
