import { http } from 'msw';
import {
  CONNECTION_IDS,
  PROFILE_API_MESSAGES,
  SIGN_IN_CONNECTIONS,
  billingAddressSchema,
  cardBrand,
  changePlanBodySchema,
  editCardBodySchema,
  newCardBodySchema,
  prorate,
  type BillingResponse,
  type ConnectionsResponse,
} from '@portal/contract';
import type { Account } from '../db/schema';
import type { ProfileRecord } from '../db/profile-schema';
import { commitDb } from '../db/store';
import { authenticate } from '../lib/auth';
import { fieldErrorResponse, json, messageResponse } from '../lib/http';
import { DAY_MS, addNotification, profileOf } from '../lib/profile-store';
import { safeResolver } from '../lib/safe-resolver';
import { randomToken } from '../lib/tokens';
import { parseBody, parseQuery } from '../lib/validate';

export const PLAN_MESSAGES = PROFILE_API_MESSAGES;

const iso = (ms: number) => new Date(ms).toISOString();
const periodLength = (cycle: 'monthly' | 'annual') => (cycle === 'annual' ? 365 : 30) * DAY_MS;

function billingOf(profile: ProfileRecord): BillingResponse {
  const { plan } = profile;
  return {
    plan: { ...plan, periodStart: iso(plan.periodStart), periodEnd: iso(plan.periodEnd) },
    paymentMethods: profile.paymentMethods,
    billingAddress: profile.billingAddress,
    charges: [...profile.charges]
      .sort((a, b) => b.date - a.date)
      .map((charge) => ({ ...charge, date: iso(charge.date) })),
  };
}

function connectionsOf(account: Account): ConnectionsResponse {
  const { connections } = profileOf(account);
  return {
    connections: CONNECTION_IDS.map((id) => ({
      id,
      signIn: SIGN_IN_CONNECTIONS.includes(id),
      connected: connections.includes(id),
    })),
    hasPassword: account.password !== '',
  };
}

function cardOf(profile: ProfileRecord, id: unknown) {
  return profile.paymentMethods.find((card) => card.id === String(id));
}

const cardNotFound = () => messageResponse(404, PLAN_MESSAGES.cardNotFound);

export const profilePlanHandlers = [
  http.get(
    '/api/profile/billing',
    safeResolver(({ request, cookies }) =>
      json(billingOf(profileOf(authenticate(request, cookies).account))),
    ),
  ),

  http.get(
    '/api/profile/plan/quote',
    safeResolver(({ request, cookies }) => {
      const profile = profileOf(authenticate(request, cookies).account);
      const to = parseQuery(request.url, changePlanBodySchema);
      return json(prorate({ from: profile.plan, to, now: Date.now() }));
    }),
  ),

  http.post(
    '/api/profile/plan',
    safeResolver(async ({ request, cookies }) => {
      const { account } = authenticate(request, cookies);
      const to = await parseBody(request, changePlanBodySchema);
      const profile = profileOf(account);
      if (to.plan === profile.plan.plan && to.cycle === profile.plan.cycle)
        return fieldErrorResponse({ plan: [PLAN_MESSAGES.samePlan] });
      const now = Date.now();
      const quote = prorate({ from: profile.plan, to, now });
      const card = profile.paymentMethods.find((c) => c.primary);
      if (quote.charge > 0 && !card) return fieldErrorResponse({ plan: [PLAN_MESSAGES.needsCard] });
      if (quote.charge > 0 || quote.credit > 0)
        profile.charges.push({
          id: randomToken().slice(0, 12),
          date: now,
          plan: to.plan,
          cycle: to.cycle,
          amount: quote.total,
          credit: quote.credit,
          status: 'paid',
          card: card ? `${card.brand} •••• ${card.last4}` : null,
        });
      profile.plan = {
        ...to,
        periodStart: now,
        periodEnd: now + periodLength(to.cycle),
        cancelAtPeriodEnd: false,
      };
      addNotification(account, 'planChange', { plan: to.plan });
      await commitDb();
      return json(billingOf(profile));
    }),
  ),

  http.post(
    '/api/profile/plan/cancel',
    safeResolver(async ({ request, cookies }) => {
      const { account } = authenticate(request, cookies);
      const profile = profileOf(account);
      profile.plan.cancelAtPeriodEnd = true;
      addNotification(account, 'planChange', { plan: 'cancelled' });
      await commitDb();
      return json(billingOf(profile));
    }),
  ),

  http.post(
    '/api/profile/payment-methods',
    safeResolver(async ({ request, cookies }) => {
      const profile = profileOf(authenticate(request, cookies).account);
      const body = await parseBody(request, newCardBodySchema);
      profile.paymentMethods.push({
        id: randomToken().slice(0, 12),
        brand: cardBrand(body.number),
        last4: body.number.slice(-4),
        holder: body.holder,
        expiry: body.expiry,
        primary: profile.paymentMethods.length === 0,
      });
      await commitDb();
      return json(billingOf(profile), 201);
    }),
  ),

  http.put(
    '/api/profile/payment-methods/:id',
    safeResolver(async ({ request, cookies, params }) => {
      const profile = profileOf(authenticate(request, cookies).account);
      const card = cardOf(profile, params.id);
      if (!card) return cardNotFound();
      Object.assign(card, await parseBody(request, editCardBodySchema));
      await commitDb();
      return json(billingOf(profile));
    }),
  ),

  http.post(
    '/api/profile/payment-methods/:id/primary',
    safeResolver(async ({ request, cookies, params }) => {
      const profile = profileOf(authenticate(request, cookies).account);
      const card = cardOf(profile, params.id);
      if (!card) return cardNotFound();
      for (const other of profile.paymentMethods) other.primary = other === card;
      await commitDb();
      return json(billingOf(profile));
    }),
  ),

  http.delete(
    '/api/profile/payment-methods/:id',
    safeResolver(async ({ request, cookies, params }) => {
      const profile = profileOf(authenticate(request, cookies).account);
      const card = cardOf(profile, params.id);
      if (!card) return cardNotFound();
      profile.paymentMethods = profile.paymentMethods.filter((c) => c !== card);
      const [first] = profile.paymentMethods;
      if (card.primary && first) first.primary = true;
      await commitDb();
      return json(billingOf(profile));
    }),
  ),

  http.put(
    '/api/profile/billing-address',
    safeResolver(async ({ request, cookies }) => {
      const profile = profileOf(authenticate(request, cookies).account);
      profile.billingAddress = await parseBody(request, billingAddressSchema);
      await commitDb();
      return json(billingOf(profile));
    }),
  ),

  http.get(
    '/api/profile/connections',
    safeResolver(({ request, cookies }) =>
      json(connectionsOf(authenticate(request, cookies).account)),
    ),
  ),

  http.post(
    '/api/profile/connections/:id/:action',
    safeResolver(async ({ request, cookies, params }) => {
      const { account } = authenticate(request, cookies);
      const id = CONNECTION_IDS.find((candidate) => candidate === String(params.id));
      const action = String(params.action);
      if (!id || (action !== 'connect' && action !== 'disconnect'))
        return messageResponse(404, PLAN_MESSAGES.connectionNotFound);
      const profile = profileOf(account);
      if (action === 'connect') {
        if (!profile.connections.includes(id)) profile.connections.push(id);
      } else {
        const signInLeft = profile.connections.filter(
          (c) => c !== id && SIGN_IN_CONNECTIONS.includes(c),
        ).length;
        if (SIGN_IN_CONNECTIONS.includes(id) && account.password === '' && signInLeft === 0)
          return messageResponse(409, PLAN_MESSAGES.lastSignIn);
        profile.connections = profile.connections.filter((c) => c !== id);
      }
      await commitDb();
      return json(connectionsOf(account));
    }),
  ),
];
