// The schema of the player's own account (issue 18): newsletters per contact, sessions a
// player can see and end, the two-factor switch waiting for its code, read notifications,
// responsible gaming (deposit limits per period with a cooling-off, the reality check,
// time-outs and self-exclusion) and the simulated identity check. Applied after the cashier's
// migrations, in this order.

export const PROFILE_MIGRATIONS: readonly { readonly id: string; readonly sql: string }[] = [
  {
    // Newsletter consent is kept per contact; the account's is_subscribed becomes "either is
    // on", computed by the database so no write can make the two disagree.
    id: '0013_contacts_sessions_two_factor_notifications',
    sql: `
    alter table accounts
      add column email_subscribed boolean not null default false,
      add column phone_subscribed boolean not null default false;
    update accounts set
      email_subscribed = is_subscribed and email is not null,
      phone_subscribed = is_subscribed and phone is not null;
    alter table accounts drop column is_subscribed;
    alter table accounts add column is_subscribed boolean
      generated always as (email_subscribed or phone_subscribed) stored;
    -- What a player sees of their sign-ins: a public handle (never the secret), when the
    -- session was last used, its browser and its address (masked before it is stored).
    alter table sessions
      add column public_id text,
      add column last_seen_at bigint,
      add column user_agent text,
      add column address text;
    update sessions set public_id = md5(random()::text || id_hash), last_seen_at = created_at;
    alter table sessions
      alter column public_id set not null,
      alter column last_seen_at set not null;
    create unique index sessions_public_id on sessions (public_id);
    create index sessions_account on sessions (account_id, last_seen_at desc);
    create table two_factor_changes (
      account_id int primary key references accounts(id) on delete cascade,
      enable boolean not null,
      code text not null,
      sent_at bigint not null,
      failed_attempts int not null default 0
    );
    alter table loyalty_notifications add column read_at bigint;
    create index loyalty_notifications_list
      on loyalty_notifications (account_id, created_at desc, id desc);`,
  },
  {
    // One deposit limit per period (day, week, month), each with the raise or removal that
    // waits out its cooling-off; the single limit of 0012 becomes its period's rule.
    id: '0014_responsible_gaming',
    sql: `
    create table deposit_limit_rules (
      account_id int not null references accounts(id) on delete cascade,
      period text not null check (period in ('day', 'week', 'month')),
      limit_amount numeric(20, 2) not null check (limit_amount > 0),
      -- A pending raise (an amount) or removal (null) applies at pending_applies_at.
      pending_amount numeric(20, 2) check (pending_amount > 0),
      pending_applies_at bigint,
      set_at bigint not null,
      primary key (account_id, period),
      check (pending_applies_at is not null or pending_amount is null)
    );
    insert into deposit_limit_rules (account_id, period, limit_amount, set_at)
      select account_id, period, limit_amount, set_at from deposit_limits;
    drop table deposit_limits;
    alter table accounts
      add column reality_check_minutes int not null default 0,
      add column exclusion_kind text check (exclusion_kind in ('timeout', 'self_exclusion')),
      add column exclusion_until bigint;`,
  },
  {
    // The simulated identity check: one applicant per account, the reviewer's decision kept
    // until its time (review_due_at), then applied by the provider's sweep.
    id: '0015_identity_verification',
    sql: `
    create table verification_applicants (
      id text primary key,
      account_id int not null unique references accounts(id) on delete cascade,
      status text not null check (status in ('init', 'pending', 'approved', 'rejected')),
      document_type text,
      document_number text,
      decision text check (decision in ('approved', 'rejected')),
      reject_reason text,
      comment_uz text,
      comment_ru text,
      review_due_at bigint,
      created_at bigint not null,
      updated_at bigint not null
    );
    create index verification_reviews_due on verification_applicants (review_due_at)
      where status = 'pending';`,
  },
];
