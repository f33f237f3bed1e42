// The first schema (0001–0007): accounts and sessions, the catalogue and banners, tracking
// hits, profiles, social sign-in, promo codes and events, popups, support chat and
// notifications, and the throttle's counters. Applied first; later domains build on it.

export const FOUNDATION_MIGRATIONS: readonly { readonly id: string; readonly sql: string }[] = [
  {
    id: '0001_accounts_and_sessions',
    sql: `
      create table accounts (
        id serial primary key,
        email text unique,
        phone text unique,
        telegram_id text unique,
        password_hash text,
        currency text not null,
        fakename text,
        promo_code text,
        is_subscribed boolean not null default false,
        locale text,
        country_code text,
        two_factor_auth boolean not null default false,
        is_registration_completed boolean not null default true,
        is_verified boolean not null default false,
        is_on_verification boolean not null default false,
        ban_type text,
        reg_time bigint not null
      );
      create table balances (
        account_id int primary key references accounts(id) on delete cascade,
        main numeric(20, 2) not null default 0,
        bonus numeric(20, 2) not null default 0,
        betting_bonus numeric(20, 2) not null default 0,
        fun numeric(20, 2) not null default 0
      );
      create table sessions (
        id_hash text primary key,
        account_id int not null references accounts(id) on delete cascade,
        created_at bigint not null,
        expires_at bigint not null
      );
      create index sessions_expiry on sessions (expires_at);
      create table two_factor_codes (
        account_id int primary key references accounts(id) on delete cascade,
        code text not null,
        sent_at bigint not null,
        failed_attempts int not null default 0
      );
      create table password_resets (
        id serial primary key,
        account_id int not null references accounts(id) on delete cascade,
        code text not null,
        created_at bigint not null
      );
      create table outbox (
        id serial primary key,
        to_contact text not null,
        kind text not null,
        code text not null,
        text text not null,
        created_at bigint not null
      );
      create index outbox_contact on outbox (to_contact, id);
      create table storage (
        account_id int not null references accounts(id) on delete cascade,
        key text not null,
        value text not null,
        primary key (account_id, key)
      );`,
  },
  {
    id: '0002_catalogue_and_banners',
    sql: `
      create table game_categories (
        id int primary key,
        sysname text not null unique,
        name_uz text not null,
        name_ru text not null,
        position int not null
      );
      create table providers (
        sysname text primary key,
        name text not null,
        types text[] not null,
        game_params jsonb not null,
        position int not null
      );
      create table games (
        sysname text primary key,
        name text not null,
        provider text not null references providers(sysname),
        type text not null,
        categories text[] not null,
        has_demo boolean not null,
        position int not null
      );
      create index games_order on games (position, sysname);
      create table banners (
        id int primary key,
        position int not null,
        finished_at bigint,
        content jsonb not null
      );`,
  },
  {
    id: '0003_tracking_hits',
    sql: `
      create table tracking_hits (
        id bigserial primary key,
        track_id text not null,
        referer text,
        seon_session text,
        at bigint not null
      );
      create index tracking_hits_track on tracking_hits (track_id);`,
  },
  {
    // Contact confirmation, the profile behind account.getprofileinfo, social sign-in
    // identities, promo codes with their activations, and product analytics events.
    id: '0004_profiles_social_offers_events',
    sql: `
      alter table accounts
        add column email_confirmed boolean not null default false,
        add column phone_confirmed boolean not null default false,
        add column phone_country_code text,
        add column terms_accepted_at bigint;
      create table profiles (
        account_id int primary key references accounts(id) on delete cascade,
        first_name text, last_name text, sex int not null default 0, birth_date text,
        country text, region text, home_town text, address text, postcode text,
        document_type text, document_number text
      );
      create table contact_confirmations (
        account_id int not null references accounts(id) on delete cascade,
        contact text not null,
        code text not null,
        sent_at bigint not null,
        failed_attempts int not null default 0,
        primary key (account_id, contact)
      );
      create table social_identities (
        service text not null,
        provider_email text not null,
        account_id int not null references accounts(id) on delete cascade,
        created_at bigint not null,
        primary key (service, provider_email)
      );
      create table promo_codes (
        code text primary key,
        offer_id int not null,
        description text not null,
        deposit_bonus_percent int not null,
        expires_at bigint,
        single_use boolean not null
      );
      create table offer_activations (
        id serial primary key,
        account_id int not null references accounts(id) on delete cascade,
        promo_code text not null references promo_codes(code),
        offer_id int not null,
        status text not null,
        created_at bigint not null,
        unique (account_id, promo_code)
      );
      create table events (
        id bigserial primary key,
        event_name text not null,
        event_params text,
        uid int not null,
        created_at bigint not null
      );
      create index events_name on events (event_name, id);`,
  },
  {
    // What the content remote needs: popups, site settings (the support chat), feedback,
    // support chat messages, and loyalty notifications waiting to be delivered.
    id: '0005_popups_support_notifications',
    sql: `
      create table popups (
        id int primary key,
        sysname text not null unique,
        kind text not null check (kind in ('info', 'campaign')),
        is_published boolean not null,
        position int not null,
        has_image boolean not null,
        content jsonb not null
      );
      create table site_settings (
        key text primary key,
        value jsonb not null
      );
      create table feedback (
        id bigserial primary key,
        name text not null,
        email text not null,
        message text not null,
        uid int,
        locale text not null,
        created_at bigint not null
      );
      create table chat_events (
        id bigserial primary key,
        channel_id text not null,
        conversation_id text not null,
        text text not null,
        event text not null,
        uid int,
        created_at bigint not null
      );
      create table loyalty_notifications (
        id bigserial primary key,
        account_id int not null references accounts(id) on delete cascade,
        trigger text not null,
        type text not null,
        title text not null,
        message text not null,
        amount numeric(20, 2),
        amount_type text,
        image text,
        created_at bigint not null,
        delivered_at bigint
      );
      create index loyalty_notifications_pending on loyalty_notifications (account_id)
        where delivered_at is null;`,
  },
  {
    // A campaign popup reaches only the players its campaign targets (a CRM segment).
    id: '0006_popup_audiences',
    sql: `
      create table popup_audiences (
        popup_id int not null references popups(id) on delete cascade,
        account_id int not null references accounts(id) on delete cascade,
        primary key (popup_id, account_id)
      );`,
  },
  {
    // Repeated calls counted per scope and key (a subject or an address) in a fixed window.
    id: '0007_throttle_counters',
    sql: `
      create table throttle_counters (
        scope text not null,
        key text not null,
        window_start bigint not null,
        hits int not null,
        primary key (scope, key)
      );`,
  },
];
