import type {
  AccountPlan,
  BillingAddress,
  BillingCycle,
  NotificationSettings,
  ProfileAccount,
} from '@portal/contract';
import { NOTIFICATION_EVENTS } from '@portal/contract';
import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../db/database';
import { fromJson, toBool, toJson } from '../db/dialect';

export type ProfileRow = Selectable<Database['profiles']>;

export function defaultNotificationSettings(): NotificationSettings {
  const events = Object.fromEntries(
    NOTIFICATION_EVENTS.map((event) => [event, { email: true, browser: false, inApp: true }]),
  ) as NotificationSettings['events'];
  return { events, timing: 'always' };
}

const DAY_MS = 86_400_000;

/** The connections a profile starts with. */
export const DEFAULT_CONNECTIONS = ['google-calendar'] as const;

/** The row a profile starts with (made on first use; read as is while it does not exist). */
export function defaultProfileRow(accountId: number, now: Date): ProfileRow {
  return {
    account_id: accountId,
    organization: '',
    phone: '',
    address: '',
    state: '',
    zip: '',
    country: '',
    language: 'en',
    language_chosen: false,
    time_zone: '',
    currency: 'USD',
    totp_secret: null,
    totp_pending_secret: null,
    totp_last_step: null,
    password_changed_at: null,
    notification_settings: toJson(defaultNotificationSettings()),
    plan: 'basic',
    cycle: 'monthly',
    period_start: now.toISOString(),
    period_end: new Date(now.getTime() + 30 * DAY_MS).toISOString(),
    cancel_at_period_end: false,
    billing_company: '',
    billing_email: '',
    billing_tax_id: '',
    billing_address: '',
    billing_country: '',
    billing_zip: '',
    version: 1,
    changed_by_id: null,
    changed_by_name: null,
    changed_at: null,
  };
}

/** Creates the account's profile (and its default connections) unless it exists. */
async function createProfileIfMissing(db: Kysely<Database>, accountId: number, now: Date) {
  const created = await db
    .insertInto('profiles')
    .values(defaultProfileRow(accountId, now))
    .onConflict((oc) => oc.column('account_id').doNothing())
    .returning('account_id')
    .executeTakeFirst();
  if (created)
    await db
      .insertInto('profile_connections')
      .values(DEFAULT_CONNECTIONS.map((connection) => ({ account_id: accountId, connection })))
      .execute();
}

/** The account's profile row, created with defaults on first use. */
export async function ensureProfile(
  db: Kysely<Database>,
  accountId: number,
  now: Date,
): Promise<ProfileRow> {
  await createProfileIfMissing(db, accountId, now);
  return db
    .selectFrom('profiles')
    .selectAll()
    .where('account_id', '=', accountId)
    .executeTakeFirstOrThrow();
}

/**
 * Inside a transaction: the account's profile row (created on first use), locked until the
 * transaction ends (a no-op update takes the row lock in PostgreSQL; SQLite writes one at a
 * time). Every change of the profile starts here, so a second concurrent change reads the
 * state the first one left.
 */
export async function lockProfile(
  trx: Kysely<Database>,
  accountId: number,
  now: Date,
): Promise<ProfileRow> {
  await createProfileIfMissing(trx, accountId, now);
  return trx
    .updateTable('profiles')
    .set((eb) => ({ account_id: eb.ref('account_id') }))
    .where('account_id', '=', accountId)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function findProfile(db: Kysely<Database>, accountId: number) {
  return db
    .selectFrom('profiles')
    .selectAll()
    .where('account_id', '=', accountId)
    .executeTakeFirst();
}

/** The account's profile as stored, or the defaults while none was made (a read writes nothing). */
export async function profileOrDefault(
  db: Kysely<Database>,
  accountId: number,
  now: Date,
): Promise<ProfileRow> {
  return (await findProfile(db, accountId)) ?? defaultProfileRow(accountId, now);
}

/** Two-step sign-in by authenticator app is on (a confirmed TOTP secret). */
export async function hasAppTwoStep(db: Kysely<Database>, accountId: number): Promise<boolean> {
  const row = await db
    .selectFrom('profiles')
    .select('totp_secret')
    .where('account_id', '=', accountId)
    .executeTakeFirst();
  return row?.totp_secret != null;
}

export const notificationSettingsOf = (row: ProfileRow) =>
  fromJson<NotificationSettings>(row.notification_settings);

/** The language the account saved, when it saved one. */
export const chosenLanguage = (row: ProfileRow | undefined) =>
  row && toBool(row.language_chosen) ? row.language : undefined;

/** What the profile keeps of the account form (`ProfileAccount` without name, e-mail, avatar). */
export type ProfileDetails = Omit<ProfileAccount, 'fullName' | 'email' | 'avatar'>;

export const toProfileDetails = (row: ProfileRow): ProfileDetails => ({
  organization: row.organization,
  phone: row.phone,
  address: row.address,
  state: row.state,
  zip: row.zip,
  country: row.country as ProfileDetails['country'],
  language: row.language as ProfileDetails['language'],
  timeZone: row.time_zone,
  currency: row.currency as ProfileDetails['currency'],
});

/** Saves the account form's profile fields; the language then counts as chosen. */
export async function updateProfileDetails(
  db: Kysely<Database>,
  accountId: number,
  details: ProfileDetails,
): Promise<void> {
  await db
    .updateTable('profiles')
    .set({
      organization: details.organization,
      phone: details.phone,
      address: details.address,
      state: details.state,
      zip: details.zip,
      country: details.country,
      language: details.language,
      language_chosen: true,
      time_zone: details.timeZone,
      currency: details.currency,
    })
    .where('account_id', '=', accountId)
    .execute();
}

export async function setNotificationSettings(
  db: Kysely<Database>,
  accountId: number,
  settings: NotificationSettings,
): Promise<void> {
  await db
    .updateTable('profiles')
    .set({ notification_settings: toJson(settings) })
    .where('account_id', '=', accountId)
    .execute();
}

export async function setPasswordChangedAt(db: Kysely<Database>, accountId: number, at: string) {
  await db
    .updateTable('profiles')
    .set({ password_changed_at: at })
    .where('account_id', '=', accountId)
    .execute();
}

export async function setTotpLastStep(db: Kysely<Database>, accountId: number, step: number) {
  await db
    .updateTable('profiles')
    .set({ totp_last_step: step })
    .where('account_id', '=', accountId)
    .execute();
}

/**
 * Spends the TOTP time step `step`: true when it is later than the last one accepted (that
 * one is then remembered), false for a replay. One statement, so two uses cannot both pass.
 */
export async function spendTotpStep(
  db: Kysely<Database>,
  accountId: number,
  step: number,
): Promise<boolean> {
  const result = await db
    .updateTable('profiles')
    .set({ totp_last_step: step })
    .where('account_id', '=', accountId)
    .where((eb) => eb.or([eb('totp_last_step', 'is', null), eb('totp_last_step', '<', step)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Keeps a new TOTP secret waiting for its first code (set-up). */
export async function setPendingTotpSecret(
  db: Kysely<Database>,
  accountId: number,
  secret: string,
): Promise<void> {
  await db
    .updateTable('profiles')
    .set({ totp_pending_secret: secret })
    .where('account_id', '=', accountId)
    .execute();
}

/** The pending secret becomes the account's; `step` is the code that confirmed it. */
export async function confirmTotpSecret(
  db: Kysely<Database>,
  accountId: number,
  secret: string,
  step: number,
): Promise<void> {
  await db
    .updateTable('profiles')
    .set({ totp_secret: secret, totp_pending_secret: null, totp_last_step: step })
    .where('account_id', '=', accountId)
    .execute();
}

export async function clearTotpSecret(db: Kysely<Database>, accountId: number): Promise<void> {
  await db
    .updateTable('profiles')
    .set({ totp_secret: null })
    .where('account_id', '=', accountId)
    .execute();
}

/** Replaces the account's recovery codes by these SHA-256 hashes (none: every code is gone). */
export async function replaceRecoveryCodes(
  db: Kysely<Database>,
  accountId: number,
  codeHashes: readonly string[],
): Promise<void> {
  await db.deleteFrom('recovery_codes').where('account_id', '=', accountId).execute();
  if (codeHashes.length > 0)
    await db
      .insertInto('recovery_codes')
      .values(codeHashes.map((code_hash) => ({ account_id: accountId, code_hash })))
      .execute();
}

export async function countRecoveryCodes(db: Kysely<Database>, accountId: number) {
  const row = await db
    .selectFrom('recovery_codes')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('account_id', '=', accountId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Spends a recovery code: true (and it is gone) when it was one of the unused ones. */
export async function consumeRecoveryCode(
  db: Kysely<Database>,
  accountId: number,
  codeHash: string,
): Promise<boolean> {
  const result = await db
    .deleteFrom('recovery_codes')
    .where('account_id', '=', accountId)
    .where('code_hash', '=', codeHash)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** The account's plan as the billing card shows it (period ends as epoch ms for proration). */
export interface PlanState {
  plan: AccountPlan;
  cycle: BillingCycle;
  periodStart: number;
  periodEnd: number;
  cancelAtPeriodEnd: boolean;
}

export const toPlanState = (row: ProfileRow): PlanState => ({
  plan: row.plan as AccountPlan,
  cycle: row.cycle as BillingCycle,
  periodStart: Date.parse(row.period_start),
  periodEnd: Date.parse(row.period_end),
  cancelAtPeriodEnd: toBool(row.cancel_at_period_end),
});

export async function setPlan(
  db: Kysely<Database>,
  accountId: number,
  plan: { plan: AccountPlan; cycle: BillingCycle; periodStart: string; periodEnd: string },
): Promise<void> {
  await db
    .updateTable('profiles')
    .set({
      plan: plan.plan,
      cycle: plan.cycle,
      period_start: plan.periodStart,
      period_end: plan.periodEnd,
      cancel_at_period_end: false,
    })
    .where('account_id', '=', accountId)
    .execute();
}

export async function setCancelAtPeriodEnd(db: Kysely<Database>, accountId: number) {
  await db
    .updateTable('profiles')
    .set({ cancel_at_period_end: true })
    .where('account_id', '=', accountId)
    .execute();
}

export const toBillingAddress = (row: ProfileRow): BillingAddress => ({
  company: row.billing_company,
  email: row.billing_email,
  taxId: row.billing_tax_id,
  address: row.billing_address,
  country: row.billing_country,
  zip: row.billing_zip,
});

export async function setBillingAddress(
  db: Kysely<Database>,
  accountId: number,
  address: BillingAddress,
): Promise<void> {
  await db
    .updateTable('profiles')
    .set({
      billing_company: address.company,
      billing_email: address.email,
      billing_tax_id: address.taxId,
      billing_address: address.address,
      billing_country: address.country,
      billing_zip: address.zip,
    })
    .where('account_id', '=', accountId)
    .execute();
}

/** The first sample user of the user app (the profile's read-only demo customer). */
export async function firstSampleUser(db: Kysely<Database>) {
  return db
    .selectFrom('users')
    .select(['username', 'full_name', 'email', 'avatar', 'company', 'contact'])
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
}
