import type { Generated, SqlBool } from 'kysely';

/**
 * The columns of every `<entity>_history` table (one per entity with a history: who, when, what,
 * from which state to which). `owner_id` is the entity's id (foreign key, cascade).
 */
export interface HistoryTable {
  id: string;
  owner_id: number;
  at: string;
  actor_id: number;
  actor_name: string;
  actor_email: string;
  action: string;
  from_state: string | null;
  to_state: string | null;
  detail: string;
}

/**
 * Accounts, sessions and what signing in needs. Timestamps are ISO-8601 text (UTC), as in every
 * table; booleans read as `SqlBool` (0/1 on SQLite).
 */
export interface CoreTables {
  accounts: {
    id: Generated<number>;
    full_name: string;
    username: string;
    email: string;
    /** argon2id (PHC string); never the password. */
    password_hash: string;
    avatar: string | null;
    role: string;
    /** Phone that receives the two-step code; null = two-step by phone off. */
    two_step_phone: string | null;
    deactivated: Generated<SqlBool>;
    created_at: string;
  };
  /** CASL rules of an account, in order. */
  account_rules: {
    account_id: number;
    position: number;
    action: string;
    subject: string;
  };
  sessions: {
    /** Public id (shown in the profile's sessions list); the token itself is never stored. */
    id: string;
    /** SHA-256 (hex) of the bearer token. */
    token_hash: string;
    account_id: number;
    created_at: string;
    last_active_at: string;
    user_agent: string;
    /** Order added within the account (the sessions list's tie-break; profile migration). */
    seq: Generated<number>;
  };
  two_step_challenges: {
    token_hash: string;
    account_id: number;
    expires_at: string;
    attempts: Generated<number>;
  };
  reset_tokens: {
    token_hash: string;
    account_id: number;
    expires_at: string;
  };
  /**
   * Attempts the guessing limits count (services/auth-throttle.ts): `kind` names the limit,
   * `key` is the SHA-256 (hex) of what it is counted by (a lower-cased e-mail, an address).
   */
  auth_attempts: {
    id: Generated<number>;
    kind: string;
    key: string;
    at: string;
  };
  /**
   * The live event stream's changes (services/events.ts): `kind` and `entity_id` name what
   * changed, `recipient_id` limits a row to one account (notifications).
   */
  events: {
    id: Generated<number>;
    kind: string;
    entity_id: string;
    actor_id: number | null;
    recipient_id: number | null;
    created_at: string;
  };
  /** Every e-mail the server sent (services/mailer.ts); `body` null when it went by SMTP. */
  outbox: {
    id: Generated<number>;
    recipient: string;
    subject: string;
    body: string | null;
    created_at: string;
    sent_via: 'outbox' | 'smtp';
    status: 'stored' | 'sending' | 'sent' | 'failed';
    error: string | null;
  };
  /** Named number series (ticket numbers, invoice series): the next value is taken in a transaction. */
  counters: {
    name: string;
    value: number;
  };
  /** What the self-service profile keeps beside an account (one row per account, made on first use). */
  profiles: {
    account_id: number;
    organization: string;
    phone: string;
    address: string;
    state: string;
    zip: string;
    country: string;
    language: string;
    /** The account saved its language: sign-in then switches the portal to it. */
    language_chosen: Generated<SqlBool>;
    time_zone: string;
    currency: string;
    totp_secret: string | null;
    totp_pending_secret: string | null;
    /** Time step of the last TOTP code accepted: it and older ones are refused. */
    totp_last_step: number | null;
    password_changed_at: string | null;
    /** JSON of `NotificationSettings`. */
    notification_settings: string;
    plan: string;
    cycle: string;
    period_start: string;
    period_end: string;
    cancel_at_period_end: Generated<SqlBool>;
    billing_company: string;
    billing_email: string;
    billing_tax_id: string;
    billing_address: string;
    billing_country: string;
    billing_zip: string;
  };
  /** SHA-256 of each unused two-step recovery code. */
  recovery_codes: {
    account_id: number;
    code_hash: string;
  };
  notifications: {
    id: string;
    account_id: number;
    event: string;
    /** JSON object of string parameters. */
    params: string;
    created_at: string;
    read: Generated<SqlBool>;
    /** Order added within the account (the list's tie-break; profile migration). */
    seq: Generated<number>;
  };
  /** Uploaded files (ticket and e-mail attachments, avatars): kept apart from the rows that use them. */
  files: {
    id: string;
    name: string;
    type: string;
    size: number;
    data: Buffer;
    created_at: string;
    /** Who uploaded it (null: the seed). */
    account_id: number | null;
  };
  api_keys: {
    id: string;
    account_id: number;
    name: string;
    scope: string;
    prefix: string;
    /** SHA-256 of the secret; the secret is shown once and never stored. */
    hash: string;
    created_at: string;
    expires_at: string;
    last_used_at: string | null;
    /** Order added within the account (the list's tie-break; profile migration). */
    seq: Generated<number>;
  };
}
