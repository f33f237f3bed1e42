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
];
