import type { Kysely } from 'kysely';
import type { Database } from '../database';
import { toJson } from '../dialect';
import type { SeedData } from './data/schema';
import { insertMany } from './insert';

const iso = (ms: number) => new Date(ms).toISOString();

/** 1, 2, 3... per account, in the order of `items`: the order each list keeps for ties. */
function seqPerAccount<T extends { accountId: number }>(items: readonly T[]) {
  const last = new Map<number, number>();
  return items.map((item) => {
    const seq = (last.get(item.accountId) ?? 0) + 1;
    last.set(item.accountId, seq);
    return { item, seq };
  });
}

/**
 * The self-service profiles of the sample data (one per account that has one; the others are
 * made on first use), their recovery codes, cards, receipts and connections, API keys and
 * in-app notifications.
 */
export async function seedProfile(db: Kysely<Database>, data: SeedData): Promise<void> {
  await insertMany(
    db,
    'profiles',
    data.profiles.map((profile) => ({
      account_id: profile.accountId,
      organization: profile.organization,
      phone: profile.phone,
      address: profile.address,
      state: profile.state,
      zip: profile.zip,
      country: profile.country,
      language: profile.language,
      language_chosen: profile.languageChosen === true,
      time_zone: profile.timeZone,
      currency: profile.currency,
      totp_secret: profile.totpSecret,
      totp_pending_secret: profile.totpPendingSecret,
      totp_last_step: profile.totpLastStep ?? null,
      password_changed_at:
        profile.passwordChangedAt === null ? null : iso(profile.passwordChangedAt),
      notification_settings: toJson(profile.notificationSettings),
      plan: profile.plan.plan,
      cycle: profile.plan.cycle,
      period_start: iso(profile.plan.periodStart),
      period_end: iso(profile.plan.periodEnd),
      cancel_at_period_end: profile.plan.cancelAtPeriodEnd,
      billing_company: profile.billingAddress.company,
      billing_email: profile.billingAddress.email,
      billing_tax_id: profile.billingAddress.taxId,
      billing_address: profile.billingAddress.address,
      billing_country: profile.billingAddress.country,
      billing_zip: profile.billingAddress.zip,
    })),
  );
  await insertMany(
    db,
    'recovery_codes',
    data.profiles.flatMap((profile) =>
      profile.recoveryCodeHashes.map((code_hash) => ({ account_id: profile.accountId, code_hash })),
    ),
  );
  await insertMany(
    db,
    'profile_payment_methods',
    data.profiles.flatMap((profile) =>
      profile.paymentMethods.map((card, index) => ({
        id: card.id,
        account_id: profile.accountId,
        seq: index + 1,
        brand: card.brand,
        last4: card.last4,
        holder: card.holder,
        expiry: card.expiry,
        is_primary: card.primary,
      })),
    ),
  );
  await insertMany(
    db,
    'profile_charges',
    data.profiles.flatMap((profile) =>
      profile.charges.map((charge, index) => ({
        id: charge.id,
        account_id: profile.accountId,
        seq: index + 1,
        charged_at: iso(charge.date),
        plan: charge.plan,
        cycle: charge.cycle,
        amount: charge.amount,
        credit: charge.credit,
        status: charge.status,
        card: charge.card,
      })),
    ),
  );
  await insertMany(
    db,
    'profile_connections',
    data.profiles.flatMap((profile) =>
      profile.connections.map((connection) => ({ account_id: profile.accountId, connection })),
    ),
  );
  await insertMany(
    db,
    'api_keys',
    seqPerAccount(data.apiKeys).map(({ item: key, seq }) => ({
      id: key.id,
      account_id: key.accountId,
      name: key.name,
      scope: key.scope,
      prefix: key.prefix,
      hash: key.hash,
      created_at: iso(key.createdAt),
      expires_at: iso(key.expiresAt),
      last_used_at: key.lastUsedAt === null ? null : iso(key.lastUsedAt),
      seq,
    })),
  );
  await insertMany(
    db,
    'notifications',
    seqPerAccount(data.notifications).map(({ item: notification, seq }) => ({
      id: notification.id,
      account_id: notification.accountId,
      event: notification.event,
      params: toJson(notification.params),
      created_at: iso(notification.createdAt),
      read: notification.read,
      seq,
    })),
  );
}
