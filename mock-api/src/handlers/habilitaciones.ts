import { http } from 'msw';
import { getDb, commitDb } from '../db/store';
import { monthlyPriceOf, nextAnniversary, planRank } from '../db/seed-habilitaciones';
import { actorOf, nextId, recordEvent, type Actor } from '../lib/audit';
import { authenticate, requireAbility } from '../lib/auth';
import { fieldErrorResponse, json, messageResponse } from '../lib/http';
import { findById, includesText, paginate, sortByText, type RecordId } from '../lib/list';
import { listRoute } from '../lib/list-route';
import { safeResolver } from '../lib/safe-resolver';
import { parseBody } from '../lib/validate';
import { billingClock } from './facturacion';
import {
  BILLING_MESSAGES,
  cambioBodySchema,
  cambiosQuerySchema,
  habilitacionesQuerySchema,
  habilitacionRowSchema,
  type Cambio,
  type CambiosQuery,
  type CambioType,
  type Habilitacion,
  type HabilitacionesQuery,
  type HabilitacionStatus,
  type Plan,
} from '@portal/contract';
import { optionalReasonBodySchema, reasonBodySchema } from '@portal/contract';

/** Texts of the 409/400 answers of enablements and change requests. */
export const HABILITACION_MESSAGES = {
  notPending: 'Only a pending enablement can be activated',
  cambioNotPending: 'This change request has already been decided',
  pendingExists: 'This enablement already has a pending change request',
  upgradeNeedsLarger: 'Choose a plan larger than the current one',
  downgradeNeedsSmaller: 'Choose a plan smaller than the current one',
  upgradeNeedsActive: 'Only an active enablement can change plan',
  suspendNeedsActive: 'Only an active enablement can be suspended',
  reactivateNeedsSuspended: 'Only a suspended enablement can be reactivated',
  alreadyCancelled: 'This enablement is already cancelled',
} as const;

type Problem = { field: 'toPlan' | 'type'; message: string };

/**
 * Why `type` (to `toPlan`) cannot apply to the enablement as it is now, or null when it can.
 * Used when a request is made and again when it is approved.
 */
export function cambioProblem(
  habilitacion: Pick<Habilitacion, 'status' | 'plan'>,
  type: CambioType,
  toPlan: Plan | undefined,
): Problem | null {
  const { status, plan } = habilitacion;
  switch (type) {
    case 'upgrade':
    case 'downgrade':
      if (status !== 'active')
        return { field: 'type', message: HABILITACION_MESSAGES.upgradeNeedsActive };
      if (toPlan === undefined) return { field: 'toPlan', message: 'Choose the new plan' };
      if (type === 'upgrade' && planRank(toPlan) <= planRank(plan))
        return { field: 'toPlan', message: HABILITACION_MESSAGES.upgradeNeedsLarger };
      if (type === 'downgrade' && planRank(toPlan) >= planRank(plan))
        return { field: 'toPlan', message: HABILITACION_MESSAGES.downgradeNeedsSmaller };
      return null;
    case 'suspend':
      return status === 'active'
        ? null
        : { field: 'type', message: HABILITACION_MESSAGES.suspendNeedsActive };
    case 'reactivate':
      return status === 'suspended'
        ? null
        : { field: 'type', message: HABILITACION_MESSAGES.reactivateNeedsSuspended };
    case 'cancel':
      return status === 'cancelled'
        ? { field: 'type', message: HABILITACION_MESSAGES.alreadyCancelled }
        : null;
  }
}

const STATUS_AFTER: Partial<Record<CambioType, HabilitacionStatus>> = {
  suspend: 'suspended',
  reactivate: 'active',
  cancel: 'cancelled',
};

const byPlanRank = (plan: Plan) => String(planRank(plan));
const byNumber = (value: number) => String(value).padStart(12, '0');

const HABILITACION_SORT: Record<
  NonNullable<HabilitacionesQuery['sortBy']>,
  (h: Habilitacion) => string
> = {
  id: (h) => byNumber(h.id),
  customer: (h) => h.customer.name,
  service: (h) => h.service,
  plan: (h) => byPlanRank(h.plan),
  status: (h) => h.status,
  startDate: (h) => h.startDate,
  renewalDate: (h) => h.renewalDate,
};

const CAMBIO_SORT: Record<NonNullable<CambiosQuery['sortBy']>, (c: Cambio) => string> = {
  id: (c) => byNumber(c.id),
  customer: (c) => c.customer.name,
  type: (c) => c.type,
  status: (c) => c.status,
  requestedAt: (c) => c.requestedAt,
};

export function listHabilitaciones(items: readonly Habilitacion[], query: HabilitacionesQuery) {
  const q = query.q.trim();
  const idQuery = q.replace(/^#/, '');
  const filtered = items.filter(
    (h) =>
      (q === '' ||
        includesText(h.customer.name, q) ||
        includesText(h.customer.taxId, q) ||
        String(h.id) === idQuery) &&
      (query.status === undefined || h.status === query.status) &&
      (query.service === undefined || h.service === query.service) &&
      (query.customerId === undefined || h.customer.id === query.customerId),
  );
  const sorted = query.sortBy
    ? sortByText(filtered, HABILITACION_SORT[query.sortBy], query.orderBy)
    : filtered;
  const { items: page } = paginate(sorted, query.page, query.itemsPerPage);
  return {
    habilitaciones: page.map((h) => habilitacionRowSchema.parse(h)),
    totalHabilitaciones: filtered.length,
  };
}

export function listCambios(items: readonly Cambio[], query: CambiosQuery) {
  const q = query.q.trim();
  const filtered = items.filter(
    (c) =>
      includesText(c.customer.name, q) &&
      (query.status === undefined || c.status === query.status) &&
      (query.type === undefined || c.type === query.type) &&
      (query.habilitacionId === undefined || c.habilitacionId === query.habilitacionId),
  );
  // Newest requests first unless a sort is asked for.
  const sorted = query.sortBy
    ? sortByText(filtered, CAMBIO_SORT[query.sortBy], query.orderBy)
    : sortByText(filtered, CAMBIO_SORT.requestedAt, 'desc');
  const { items: page } = paginate(sorted, query.page, query.itemsPerPage);
  return { cambios: page, totalCambios: filtered.length };
}

const habilitacionNotFound = () => messageResponse(404, BILLING_MESSAGES.habilitacionNotFound);
const cambioNotFound = () => messageResponse(404, BILLING_MESSAGES.cambioNotFound);

const findHabilitacion = (id: RecordId): Habilitacion =>
  findById(getDb().habilitaciones, id, habilitacionNotFound);

/** Closes a pending change request: the decision, who took it, when, and why ('' = no reason). */
function decide(cambio: Cambio, status: 'approved' | 'rejected', actor: Actor, reason: string) {
  cambio.status = status;
  cambio.decidedBy = actor.fullName;
  cambio.decidedAt = new Date().toISOString();
  cambio.decisionReason = reason === '' ? null : reason;
}

/** A plan problem belongs beside the plan field (400); a status problem is a conflict (409). */
function problemResponse(problem: Problem): Response {
  return problem.field === 'toPlan'
    ? fieldErrorResponse({ toPlan: [problem.message] })
    : messageResponse(409, problem.message);
}

export const habilitacionesHandlers = [
  listRoute('/api/billing/habilitaciones', 'Habilitacion', habilitacionesQuerySchema, (query) =>
    listHabilitaciones(getDb().habilitaciones, query),
  ),

  http.get(
    '/api/billing/habilitaciones/:id',
    safeResolver(({ request, cookies, params }) => {
      requireAbility(authenticate(request, cookies), 'read', 'Habilitacion');
      const habilitacion = findHabilitacion(params.id);
      const cambios = sortByText(
        getDb().cambios.filter((c) => c.habilitacionId === habilitacion.id),
        (c) => c.requestedAt,
        'desc',
      );
      return json({ habilitacion, cambios });
    }),
  ),

  http.post(
    '/api/billing/habilitaciones/:id/activate',
    safeResolver(async ({ request, cookies, params }) => {
      const caller = authenticate(request, cookies);
      requireAbility(caller, 'update', 'Habilitacion');
      const habilitacion = findHabilitacion(params.id);
      if (habilitacion.status !== 'pending')
        return messageResponse(409, HABILITACION_MESSAGES.notPending);
      // The term starts on activation.
      const today = billingClock.today();
      habilitacion.status = 'active';
      habilitacion.startDate = today;
      habilitacion.renewalDate = nextAnniversary(today, today);
      recordEvent(habilitacion.history, actorOf(caller), 'activated', {
        from: 'pending',
        to: 'active',
      });
      await commitDb();
      return json(habilitacion);
    }),
  ),

  listRoute('/api/billing/cambios', 'Cambio', cambiosQuerySchema, (query) =>
    listCambios(getDb().cambios, query),
  ),

  http.post(
    '/api/billing/cambios',
    safeResolver(async ({ request, cookies }) => {
      const caller = authenticate(request, cookies);
      requireAbility(caller, 'create', 'Cambio');
      const body = await parseBody(request, cambioBodySchema);
      const db = getDb();
      const habilitacion = findHabilitacion(body.habilitacionId);
      const toPlan =
        body.type === 'upgrade' || body.type === 'downgrade' ? body.toPlan : habilitacion.plan;
      const problem = cambioProblem(habilitacion, body.type, toPlan);
      if (problem) return problemResponse(problem);
      if (db.cambios.some((c) => c.habilitacionId === habilitacion.id && c.status === 'pending'))
        return messageResponse(409, HABILITACION_MESSAGES.pendingExists);
      const actor = actorOf(caller);
      const cambio: Cambio = {
        id: nextId(db.cambios),
        habilitacionId: habilitacion.id,
        customer: { ...habilitacion.customer },
        service: habilitacion.service,
        type: body.type,
        fromPlan: habilitacion.plan,
        toPlan: toPlan ?? habilitacion.plan,
        status: 'pending',
        reason: body.reason,
        requestedBy: actor.fullName,
        requestedAt: new Date().toISOString(),
        decidedBy: null,
        decidedAt: null,
        decisionReason: null,
      };
      db.cambios.push(cambio);
      const planChange = body.type === 'upgrade' || body.type === 'downgrade';
      recordEvent(habilitacion.history, actor, 'requested', {
        from: planChange ? cambio.fromPlan : null,
        to: planChange ? cambio.toPlan : null,
        detail: `#${cambio.id} ${cambio.type}: ${cambio.reason}`,
      });
      await commitDb();
      return json(cambio, 201);
    }),
  ),

  http.post(
    '/api/billing/cambios/:id/approve',
    safeResolver(async ({ request, cookies, params }) => {
      const caller = authenticate(request, cookies);
      requireAbility(caller, 'update', 'Cambio');
      const cambio = findById(getDb().cambios, params.id, cambioNotFound);
      const { reason } = await parseBody(request, optionalReasonBodySchema);
      if (cambio.status !== 'pending')
        return messageResponse(409, HABILITACION_MESSAGES.cambioNotPending);
      const habilitacion = findHabilitacion(cambio.habilitacionId);
      // The enablement may have changed since the request (activated, suspended by someone).
      const problem = cambioProblem(habilitacion, cambio.type, cambio.toPlan);
      if (problem) return messageResponse(409, problem.message);
      const actor = actorOf(caller);
      const detail = `#${cambio.id} ${cambio.type}${reason ? `: ${reason}` : ''}`;
      if (cambio.type === 'upgrade' || cambio.type === 'downgrade') {
        recordEvent(habilitacion.history, actor, 'approved', {
          from: habilitacion.plan,
          to: cambio.toPlan,
          detail,
        });
        habilitacion.plan = cambio.toPlan;
        habilitacion.monthlyPrice = monthlyPriceOf(
          habilitacion.service,
          cambio.toPlan,
          habilitacion.currency,
        );
      } else {
        const to = STATUS_AFTER[cambio.type] ?? habilitacion.status;
        recordEvent(habilitacion.history, actor, 'approved', {
          from: habilitacion.status,
          to,
          detail,
        });
        habilitacion.status = to;
      }
      decide(cambio, 'approved', actor, reason);
      await commitDb();
      return json(cambio);
    }),
  ),

  http.post(
    '/api/billing/cambios/:id/reject',
    safeResolver(async ({ request, cookies, params }) => {
      const caller = authenticate(request, cookies);
      requireAbility(caller, 'update', 'Cambio');
      const cambio = findById(getDb().cambios, params.id, cambioNotFound);
      const { reason } = await parseBody(request, reasonBodySchema);
      if (cambio.status !== 'pending')
        return messageResponse(409, HABILITACION_MESSAGES.cambioNotPending);
      const actor = actorOf(caller);
      decide(cambio, 'rejected', actor, reason);
      const habilitacion = getDb().habilitaciones.find((h) => h.id === cambio.habilitacionId);
      if (habilitacion) {
        recordEvent(habilitacion.history, actor, 'rejected', {
          detail: `#${cambio.id} ${cambio.type}: ${reason}`,
        });
      }
      await commitDb();
      return json(cambio);
    }),
  ),
];
