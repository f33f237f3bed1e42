// The schema of the trust work (issue 32): codes kept only as keyed hashes, single-use
// restore links, the contact an account signed up with, payout destinations a player has
// proven with the password, and balances that can never go below zero. Applied last.
// Times are epoch milliseconds (bigint), like every other table.

export const SECURITY_MIGRATIONS: readonly { readonly id: string; readonly sql: string }[] = [
  {
    // Pending codes were kept in clear: they are dropped (they live minutes, an hour at most;
    // the player asks for a new one) and the columns hold HMAC-SHA-256 hashes from now on.
    id: '0023_hashed_codes_and_restore_links',
    sql: `
    delete from two_factor_codes;
    alter table two_factor_codes rename column code to code_hash;
    delete from two_factor_changes;
    alter table two_factor_changes rename column code to code_hash;
    delete from contact_confirmations;
    alter table contact_confirmations rename column code to code_hash;
    drop table password_resets;
    create table password_reset_tokens (
      token_hash text primary key,
      account_id int not null references accounts(id) on delete cascade,
      created_at bigint not null,
      expires_at bigint not null,
      used_at bigint
    );
    create index password_reset_tokens_account on password_reset_tokens (account_id);
    -- Codes go to confirmed contacts, or to the one the account signed up with.
    alter table accounts add column signup_contact text
      check (signup_contact in ('email', 'phone'));
    update accounts set signup_contact =
      case when email is not null then 'email' when phone is not null then 'phone' end;`,
  },
  {
    id: '0024_payout_destinations_and_balance_floor',
    sql: `
    create table payout_destinations (
      account_id int not null references accounts(id) on delete cascade,
      fingerprint text not null,
      method text not null,
      masked jsonb not null,
      created_at bigint not null,
      primary key (account_id, fingerprint)
    );
    update cashier_transactions set requisites =
      (requisites - 'card_expiry')
      || case when requisites ? 'card_number' then jsonb_build_object('card_number',
           '**** ' || right(regexp_replace(requisites->>'card_number', '\\D', '', 'g'), 4))
         else '{}'::jsonb end
      || case when requisites ? 'phone' then jsonb_build_object('phone',
           '**** ' || right(regexp_replace(requisites->>'phone', '\\D', '', 'g'), 4))
         else '{}'::jsonb end;
    alter table balances add constraint balances_not_negative
      check (main >= 0 and bonus >= 0 and betting_bonus >= 0 and fun >= 0);`,
  },
];
