import type { Kysely } from 'kysely';
import { appendHistories } from '../../repositories/history.repository';
import type { Database } from '../database';
import { sortKey } from '../dialect';
import type { SeedData } from './data/schema';
import { insertMany } from './insert';

/** Enablements with their history, their change requests, and the telephony lines. */
export async function seedEnablements(db: Kysely<Database>, data: SeedData) {
  await insertMany(
    db,
    'habilitaciones',
    data.habilitaciones.map((habilitacion) => ({
      id: habilitacion.id,
      customer_id: habilitacion.customer.id,
      service: habilitacion.service,
      plan: habilitacion.plan,
      status: habilitacion.status,
      start_date: habilitacion.startDate,
      renewal_date: habilitacion.renewalDate,
      currency: habilitacion.currency,
      monthly_price: habilitacion.monthlyPrice,
    })),
  );
  await appendHistories(
    db,
    'habilitaciones_history',
    data.habilitaciones.map((habilitacion) => ({
      ownerId: habilitacion.id,
      events: habilitacion.history,
    })),
  );
  await insertMany(
    db,
    'cambios',
    data.cambios.map((cambio) => ({
      id: cambio.id,
      habilitacion_id: cambio.habilitacionId,
      type: cambio.type,
      from_plan: cambio.fromPlan,
      to_plan: cambio.toPlan,
      status: cambio.status,
      reason: cambio.reason,
      requested_by: cambio.requestedBy,
      requested_at: cambio.requestedAt,
      decided_by: cambio.decidedBy,
      decided_at: cambio.decidedAt,
      decision_reason: cambio.decisionReason,
    })),
  );
  await insertMany(
    db,
    'sofono_lines',
    data.sofonoLines.map((line) => ({
      id: line.id,
      number: line.number,
      number_key: sortKey(line.number),
      number_digits: line.number.replace(/\D/g, ''),
      habilitacion_id: line.habilitacionId,
      minutes_used: line.minutesUsed,
    })),
  );
}
