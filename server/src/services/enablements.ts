import {
  BILLING_MESSAGES,
  type AuditEvent,
  type CambioBody,
  type CambiosQuery,
  type CambiosResponse,
  type CambioType,
  type Habilitacion,
  type HabilitacionDetailResponse,
  type HabilitacionesQuery,
  type HabilitacionesResponse,
  type HabilitacionStatus,
  type Plan,
} from '@portal/contract';
import type { Kysely } from 'kysely';
import type { AppDeps } from '../context';
import type { Database } from '../db/database';
import { monthlyPriceOf, nextAnniversary, planRank } from '../db/seed/data/seed-habilitaciones';
import { conflict, fieldErrors, notFound } from '../http/errors';
import { recordEvent, type Actor } from '../lib/audit';
import * as cambios from '../repositories/cambios.repository';
import * as habilitaciones from '../repositories/habilitaciones.repository';
import { appendHistory, readHistory } from '../repositories/history.repository';
import { claim, type Precondition } from './versions';

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
 * Checked when a request is made and again, inside the approval's transaction, when approved.
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

const isPlanChange = (type: CambioType) => type === 'upgrade' || type === 'downgrade';

const habilitacionNotFound = () => notFound(BILLING_MESSAGES.habilitacionNotFound);
const cambioNotFound = () => notFound(BILLING_MESSAGES.cambioNotFound);

const HISTORY = 'habilitaciones_history';

/**
 * Appends one event to the enablement's history. Call with the enablement locked
 * (`lockHabilitacion`): the event's id is its sequence number in that history, so events of the
 * same instant still read back in the order they happened.
 */
async function recordHabilitacionEvent(
  trx: Kysely<Database>,
  habilitacionId: number,
  actor: Actor,
  action: string,
  options: { from?: string | null; to?: string | null; detail?: string; at: Date },
): Promise<void> {
  const sequence = (await habilitaciones.countHistoryEvents(trx, habilitacionId)) + 1;
  const events: AuditEvent[] = [];
  recordEvent(events, actor, action, {
    ...options,
    id: `hab-${habilitacionId}-${String(sequence).padStart(6, '0')}`,
  });
  await appendHistory(trx, HISTORY, habilitacionId, events);
}

/** The enablement with its history, or undefined. */
async function habilitacionWithHistory(
  db: Kysely<Database>,
  id: number,
): Promise<Habilitacion | undefined> {
  const row = await habilitaciones.findHabilitacion(db, id);
  return row && { ...row, history: await readHistory(db, HISTORY, id) };
}

export async function listHabilitaciones(
  deps: AppDeps,
  query: HabilitacionesQuery,
): Promise<HabilitacionesResponse> {
  const { habilitaciones: rows, total } = await habilitaciones.listHabilitaciones(deps.db, query);
  return { habilitaciones: rows, totalHabilitaciones: total };
}

/** The enablement with its history and its change requests (newest first). */
export async function getHabilitacion(
  deps: AppDeps,
  id: number | null,
): Promise<HabilitacionDetailResponse> {
  const habilitacion = id === null ? undefined : await habilitacionWithHistory(deps.db, id);
  if (!habilitacion) throw habilitacionNotFound();
  return { habilitacion, cambios: await cambios.cambiosOf(deps.db, habilitacion.id) };
}

/** pending -> active: the term starts today and renews a year later. */
export async function activateHabilitacion(
  deps: AppDeps,
  actor: Actor,
  id: number | null,
  precondition?: Precondition,
): Promise<Habilitacion> {
  return deps.db.transaction().execute(async (trx) => {
    const current = id === null ? undefined : await habilitaciones.lockHabilitacion(trx, id);
    if (!current) throw habilitacionNotFound();
    await claim(trx, 'habilitaciones', current.id, actor, deps.clock.now(), precondition);
    const today = deps.clock.today();
    const activated =
      current.status === 'pending' &&
      (await habilitaciones.activateHabilitacion(trx, current.id, {
        startDate: today,
        renewalDate: nextAnniversary(today, today),
      }));
    if (!activated) throw conflict(HABILITACION_MESSAGES.notPending);
    await recordHabilitacionEvent(trx, current.id, actor, 'activated', {
      from: 'pending',
      to: 'active',
      at: deps.clock.now(),
    });
    const habilitacion = await habilitacionWithHistory(trx, current.id);
    if (!habilitacion) throw habilitacionNotFound();
    return habilitacion;
  });
}

export async function listCambios(deps: AppDeps, query: CambiosQuery): Promise<CambiosResponse> {
  const { cambios: rows, total } = await cambios.listCambios(deps.db, query);
  return { cambios: rows, totalCambios: total };
}

/** 404 unless the change request exists (checked before its body is read). */
export async function requireCambio(deps: AppDeps, id: number | null): Promise<number> {
  if (id === null || (await cambios.habilitacionOfCambio(deps.db, id)) === undefined)
    throw cambioNotFound();
  return id;
}

/** A plan problem belongs beside the plan field (400); a status problem is a conflict (409). */
const problemError = (problem: Problem) =>
  problem.field === 'toPlan'
    ? fieldErrors({ toPlan: [problem.message] })
    : conflict(problem.message);

/**
 * A pending change request (201), if the change applies to the enablement as it is now and it
 * has no other pending request; "requested" goes to the enablement's history.
 */
export async function createCambio(deps: AppDeps, actor: Actor, body: CambioBody) {
  return deps.db.transaction().execute(async (trx) => {
    const habilitacion = await habilitaciones.lockHabilitacion(trx, body.habilitacionId);
    if (!habilitacion) throw habilitacionNotFound();
    const planChange = isPlanChange(body.type);
    const toPlan = planChange ? body.toPlan : habilitacion.plan;
    const problem = cambioProblem(habilitacion, body.type, toPlan);
    if (problem) throw problemError(problem);
    if (await cambios.hasPendingCambio(trx, habilitacion.id))
      throw conflict(HABILITACION_MESSAGES.pendingExists);
    const now = deps.clock.now();
    const cambio = {
      habilitacionId: habilitacion.id,
      type: body.type,
      fromPlan: habilitacion.plan,
      toPlan: toPlan ?? habilitacion.plan,
      reason: body.reason,
      requestedBy: actor.fullName,
      requestedAt: now.toISOString(),
    };
    const id = await cambios.insertCambio(trx, cambio);
    await recordHabilitacionEvent(trx, habilitacion.id, actor, 'requested', {
      from: planChange ? cambio.fromPlan : null,
      to: planChange ? cambio.toPlan : null,
      detail: `#${id} ${cambio.type}: ${cambio.reason}`,
      at: now,
    });
    return cambioById(trx, id);
  });
}

/** One change request (its detail answer: GET /billing/cambios/:id), or its 404. */
export function getCambio(deps: AppDeps, id: number | null) {
  if (id === null) throw cambioNotFound();
  return cambioById(deps.db, id);
}

async function cambioById(db: Kysely<Database>, id: number) {
  const cambio = await cambios.findCambio(db, id);
  if (!cambio) throw cambioNotFound();
  return cambio;
}

/**
 * Approves a pending request and applies it to the enablement, in one transaction: the request
 * must still be pending (409 otherwise: of two concurrent approvals the second gets it) and the
 * change must still apply to the enablement as it is now (it may have changed since). With an
 * expected version, only that version is decided (`StaleVersion` otherwise).
 */
export async function approveCambio(
  deps: AppDeps,
  actor: Actor,
  id: number,
  reason: string,
  precondition?: Precondition,
) {
  return deps.db.transaction().execute(async (trx) => {
    const habilitacionId = await cambios.habilitacionOfCambio(trx, id);
    if (habilitacionId === undefined) throw cambioNotFound();
    // The enablement first (every change of an enablement locks in this order), then the request.
    const habilitacion = await habilitaciones.lockHabilitacion(trx, habilitacionId);
    const now = deps.clock.now();
    await claim(trx, 'cambios', id, actor, now, precondition);
    const decided = await cambios.decideCambio(trx, id, {
      status: 'approved',
      decidedBy: actor.fullName,
      decidedAt: now.toISOString(),
      decisionReason: reason === '' ? null : reason,
    });
    if (!decided) throw conflict(HABILITACION_MESSAGES.cambioNotPending);
    if (!habilitacion) throw habilitacionNotFound();
    const type = decided.type as CambioType;
    const toPlan = decided.to_plan as Plan;
    const problem = cambioProblem(habilitacion, type, toPlan);
    if (problem) throw conflict(problem.message);
    const detail = `#${id} ${type}${reason ? `: ${reason}` : ''}`;
    if (isPlanChange(type)) {
      const changed = await habilitaciones.changeHabilitacionPlan(trx, habilitacion, {
        plan: toPlan,
        monthlyPrice: monthlyPriceOf(habilitacion.service, toPlan, habilitacion.currency),
      });
      if (!changed) throw new Error(`enablement ${habilitacion.id} changed while locked`);
      await recordHabilitacionEvent(trx, habilitacion.id, actor, 'approved', {
        from: habilitacion.plan,
        to: toPlan,
        detail,
        at: now,
      });
    } else {
      const to = STATUS_AFTER[type] ?? habilitacion.status;
      const changed = await habilitaciones.changeHabilitacionStatus(trx, habilitacion, to);
      if (!changed) throw new Error(`enablement ${habilitacion.id} changed while locked`);
      await recordHabilitacionEvent(trx, habilitacion.id, actor, 'approved', {
        from: habilitacion.status,
        to,
        detail,
        at: now,
      });
    }
    return cambioById(trx, id);
  });
}

/** Rejects a pending request (with a reason); the enablement stays as it is. */
export async function rejectCambio(
  deps: AppDeps,
  actor: Actor,
  id: number,
  reason: string,
  precondition?: Precondition,
) {
  return deps.db.transaction().execute(async (trx) => {
    const habilitacionId = await cambios.habilitacionOfCambio(trx, id);
    if (habilitacionId === undefined) throw cambioNotFound();
    const habilitacion = await habilitaciones.lockHabilitacion(trx, habilitacionId);
    const now = deps.clock.now();
    await claim(trx, 'cambios', id, actor, now, precondition);
    const decided = await cambios.decideCambio(trx, id, {
      status: 'rejected',
      decidedBy: actor.fullName,
      decidedAt: now.toISOString(),
      decisionReason: reason === '' ? null : reason,
    });
    if (!decided) throw conflict(HABILITACION_MESSAGES.cambioNotPending);
    if (habilitacion)
      await recordHabilitacionEvent(trx, habilitacion.id, actor, 'rejected', {
        detail: `#${id} ${decided.type}: ${reason}`,
        at: now,
      });
    return cambioById(trx, id);
  });
}
