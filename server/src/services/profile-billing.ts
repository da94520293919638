import {
  CONNECTION_IDS,
  SIGN_IN_CONNECTIONS,
  cardBrand,
  prorate,
  type BillingAddress,
  type BillingResponse,
  type ChangePlanBody,
  type ConnectionsResponse,
} from '@portal/contract';
import type { Kysely } from 'kysely';
import type { AppDeps } from '../context';
import type { Database } from '../db/database';
import { conflict, fieldErrors, notFound } from '../http/errors';
import { actorOf } from '../lib/audit';
import { randomToken } from '../lib/tokens';
import { findAccountById } from '../repositories/accounts.repository';
import { insertCharge, listCharges } from '../repositories/charges.repository';
import {
  addConnection,
  listConnections,
  removeConnection,
} from '../repositories/connections.repository';
import {
  deletePaymentMethod,
  findPaymentMethod,
  findPrimaryPaymentMethod,
  firstPaymentMethodId,
  hasPaymentMethods,
  insertPaymentMethod,
  listPaymentMethods,
  setPrimaryPaymentMethod,
  updatePaymentMethod,
} from '../repositories/payment-methods.repository';
import {
  DEFAULT_CONNECTIONS,
  findProfile,
  lockProfile,
  profileOrDefault,
  setBillingAddress,
  setCancelAtPeriodEnd,
  setPlan,
  toBillingAddress,
  toPlanState,
  type ProfileRow,
} from '../repositories/profiles.repository';
import { ACCOUNT_EVENTS, recordAccountEvent } from './account-history';
import type { Caller } from './caller';
import { notify } from './notifications';
import { PROFILE_MESSAGES } from './profile';

const DAY_MS = 24 * 60 * 60 * 1000;
const periodLength = (cycle: 'monthly' | 'annual') => (cycle === 'annual' ? 365 : 30) * DAY_MS;

/** The billing tab: plan, cards in the order added, billing address, receipts newest first. */
async function billingOf(
  db: Kysely<Database>,
  accountId: number,
  profile: ProfileRow,
): Promise<BillingResponse> {
  const { plan, cycle, cancelAtPeriodEnd } = toPlanState(profile);
  return {
    plan: {
      plan,
      cycle,
      periodStart: profile.period_start,
      periodEnd: profile.period_end,
      cancelAtPeriodEnd,
    },
    paymentMethods: await listPaymentMethods(db, accountId),
    billingAddress: toBillingAddress(profile),
    charges: await listCharges(db, accountId),
  };
}

/** The billing answer after a change, read in the change's transaction. */
async function billingAfterChange(trx: Kysely<Database>, accountId: number) {
  const profile = await findProfile(trx, accountId);
  if (!profile) throw new Error('the profile is missing');
  return billingOf(trx, accountId, profile);
}

export async function getBilling(deps: AppDeps, caller: Caller): Promise<BillingResponse> {
  const { id } = caller.account;
  return billingOf(deps.db, id, await profileOrDefault(deps.db, id, deps.clock.now()));
}

/** What changing to `to` would cost today (credit of the unused period, the new period in full). */
export async function quotePlan(deps: AppDeps, caller: Caller, to: ChangePlanBody) {
  const now = deps.clock.now();
  const profile = await profileOrDefault(deps.db, caller.account.id, now);
  return prorate({ from: toPlanState(profile), to, now: now.getTime() });
}

/**
 * Changes plan: the unused part of the current period is credited and the new period charged
 * to the primary card (a paid plan needs one); a receipt is kept when money moved.
 */
export async function changePlan(
  deps: AppDeps,
  caller: Caller,
  to: ChangePlanBody,
): Promise<BillingResponse> {
  const { id } = caller.account;
  const now = deps.clock.now();
  return deps.db.transaction().execute(async (trx) => {
    const current = toPlanState(await lockProfile(trx, id, now));
    if (to.plan === current.plan && to.cycle === current.cycle)
      throw fieldErrors({ plan: [PROFILE_MESSAGES.samePlan] });
    const quote = prorate({ from: current, to, now: now.getTime() });
    const card = await findPrimaryPaymentMethod(trx, id);
    if (quote.charge > 0 && !card) throw fieldErrors({ plan: [PROFILE_MESSAGES.needsCard] });
    if (quote.charge > 0 || quote.credit > 0)
      await insertCharge(trx, id, {
        id: randomToken().slice(0, 12),
        date: now.toISOString(),
        plan: to.plan,
        cycle: to.cycle,
        amount: quote.total,
        credit: quote.credit,
        status: 'paid',
        card: card ? `${card.brand} •••• ${card.last4}` : null,
      });
    await setPlan(trx, id, {
      ...to,
      periodStart: now.toISOString(),
      periodEnd: new Date(now.getTime() + periodLength(to.cycle)).toISOString(),
    });
    await notify(trx, id, 'planChange', { plan: to.plan }, now);
    await recordAccountEvent(trx, id, actorOf(caller), ACCOUNT_EVENTS.planChanged, {
      at: now,
      from: `${current.plan} ${current.cycle}`,
      to: `${to.plan} ${to.cycle}`,
      detail: `charged ${quote.total}, credit ${quote.credit}`,
    });
    return billingAfterChange(trx, id);
  });
}

/** Cancels at the end of the period: the plan stays until then. */
export async function cancelPlan(deps: AppDeps, caller: Caller): Promise<BillingResponse> {
  const { id } = caller.account;
  const now = deps.clock.now();
  return deps.db.transaction().execute(async (trx) => {
    const current = toPlanState(await lockProfile(trx, id, now));
    await setCancelAtPeriodEnd(trx, id);
    await notify(trx, id, 'planChange', { plan: 'cancelled' }, now);
    await recordAccountEvent(trx, id, actorOf(caller), ACCOUNT_EVENTS.planCancelled, {
      at: now,
      from: `${current.plan} ${current.cycle}`,
      to: 'cancelled',
    });
    return billingAfterChange(trx, id);
  });
}

/** Adds a card: only brand, last 4 digits, holder and expiry are kept; the first is primary. */
export async function addCard(
  deps: AppDeps,
  caller: Caller,
  /** As parsed: the number's digits only. */
  card: { number: string; holder: string; expiry: string },
): Promise<BillingResponse> {
  const { id } = caller.account;
  return deps.db.transaction().execute(async (trx) => {
    await lockProfile(trx, id, deps.clock.now());
    await insertPaymentMethod(trx, id, {
      id: randomToken().slice(0, 12),
      brand: cardBrand(card.number),
      last4: card.number.slice(-4),
      holder: card.holder,
      expiry: card.expiry,
      primary: !(await hasPaymentMethods(trx, id)),
    });
    return billingAfterChange(trx, id);
  });
}

/** 404 unless the caller has this card (checked before its body is read, as the mock did). */
export async function requireCard(deps: AppDeps, caller: Caller, cardId: string): Promise<void> {
  if (!(await findPaymentMethod(deps.db, caller.account.id, cardId)))
    throw notFound(PROFILE_MESSAGES.cardNotFound);
}

/** One card change in a transaction, the card found again inside it (404 once it is gone). */
async function changeCard(
  deps: AppDeps,
  caller: Caller,
  cardId: string,
  change: (trx: Kysely<Database>, card: { primary: boolean }) => Promise<void>,
): Promise<BillingResponse> {
  const { id } = caller.account;
  return deps.db.transaction().execute(async (trx) => {
    await lockProfile(trx, id, deps.clock.now());
    const card = await findPaymentMethod(trx, id, cardId);
    if (!card) throw notFound(PROFILE_MESSAGES.cardNotFound);
    await change(trx, card);
    return billingAfterChange(trx, id);
  });
}

export const editCard = (
  deps: AppDeps,
  caller: Caller,
  cardId: string,
  changes: { holder: string; expiry: string },
) =>
  changeCard(deps, caller, cardId, (trx) =>
    updatePaymentMethod(trx, caller.account.id, cardId, changes),
  );

export const makeCardPrimary = (deps: AppDeps, caller: Caller, cardId: string) =>
  changeCard(deps, caller, cardId, (trx) =>
    setPrimaryPaymentMethod(trx, caller.account.id, cardId),
  );

/** Deletes a card; deleting the primary one makes the next (in the order added) primary. */
export const deleteCard = (deps: AppDeps, caller: Caller, cardId: string) =>
  changeCard(deps, caller, cardId, async (trx, card) => {
    const accountId = caller.account.id;
    await deletePaymentMethod(trx, accountId, cardId);
    const first = card.primary ? await firstPaymentMethodId(trx, accountId) : undefined;
    if (first !== undefined) await setPrimaryPaymentMethod(trx, accountId, first);
  });

export async function saveBillingAddress(
  deps: AppDeps,
  caller: Caller,
  address: BillingAddress,
): Promise<BillingResponse> {
  const { id } = caller.account;
  return deps.db.transaction().execute(async (trx) => {
    await lockProfile(trx, id, deps.clock.now());
    await setBillingAddress(trx, id, address);
    return billingAfterChange(trx, id);
  });
}

/** Every connection, whether it signs in and whether it is on; and whether a password exists. */
async function connectionsOf(
  db: Kysely<Database>,
  accountId: number,
  hasPassword: boolean,
): Promise<ConnectionsResponse> {
  const on =
    (await findProfile(db, accountId)) === undefined
      ? [...DEFAULT_CONNECTIONS]
      : await listConnections(db, accountId);
  return {
    connections: CONNECTION_IDS.map((id) => ({
      id,
      signIn: SIGN_IN_CONNECTIONS.includes(id),
      connected: (on as readonly string[]).includes(id),
    })),
    hasPassword,
  };
}

export async function getConnections(deps: AppDeps, caller: Caller) {
  return connectionsOf(deps.db, caller.account.id, caller.account.passwordHash !== '');
}

/**
 * Connects or disconnects; the last way to sign in of an account without a password cannot be
 * disconnected (409). Checked on the state inside the transaction, so two disconnections at
 * once cannot both pass.
 */
export async function changeConnection(
  deps: AppDeps,
  caller: Caller,
  connectionId: string,
  action: string,
): Promise<ConnectionsResponse> {
  const connection = CONNECTION_IDS.find((candidate) => candidate === connectionId);
  if (!connection || (action !== 'connect' && action !== 'disconnect'))
    throw notFound(PROFILE_MESSAGES.connectionNotFound);
  const { id } = caller.account;
  return deps.db.transaction().execute(async (trx) => {
    await lockProfile(trx, id, deps.clock.now());
    const hasPassword = ((await findAccountById(trx, id))?.passwordHash ?? '') !== '';
    if (action === 'connect') await addConnection(trx, id, connection);
    else {
      const signInLeft = (await listConnections(trx, id)).filter(
        (other) => other !== connection && SIGN_IN_CONNECTIONS.includes(other),
      ).length;
      if (SIGN_IN_CONNECTIONS.includes(connection) && !hasPassword && signInLeft === 0)
        throw conflict(PROFILE_MESSAGES.lastSignIn);
      await removeConnection(trx, id, connection);
    }
    return connectionsOf(trx, id, hasPassword);
  });
}
