import { getDb } from '../db/store';
import type { Db } from '../db/schema';
import { MINUTES_BY_PLAN, overageChargeOf, planRank } from '../db/seed-habilitaciones';
import { includesText, paginate, sortByText } from '../lib/list';
import { listRoute } from '../lib/list-route';
import {
  sofonoQuerySchema,
  type HabilitacionStatus,
  type SofonoLine,
  type SofonoQuery,
} from '@portal/contract';

const LINE_STATUS: Record<HabilitacionStatus, SofonoLine['status']> = {
  active: 'active',
  pending: 'suspended',
  suspended: 'suspended',
  cancelled: 'cancelled',
};

/**
 * The line as it is now: status and plan come from its enablement (a plan change or a
 * suspension approved there shows here), and so do the included minutes and the overage.
 */
export function currentLine(line: SofonoLine, db: Pick<Db, 'habilitaciones'>): SofonoLine {
  const habilitacion = db.habilitaciones.find((h) => h.id === line.habilitacionId);
  if (!habilitacion) return line;
  const plan = habilitacion.plan;
  return {
    ...line,
    plan,
    status: LINE_STATUS[habilitacion.status],
    minutesIncluded: MINUTES_BY_PLAN[plan],
    overageCharge: overageChargeOf(line.minutesUsed, plan, line.currency),
  };
}

const SORT: Record<NonNullable<SofonoQuery['sortBy']>, (line: SofonoLine) => string> = {
  number: (line) => line.number,
  customer: (line) => line.customer.name,
  plan: (line) => String(planRank(line.plan)),
  status: (line) => line.status,
  minutesUsed: (line) => String(line.minutesUsed).padStart(9, '0'),
};

const digits = (text: string) => text.replace(/\D/g, '');

export function listLines(db: Pick<Db, 'habilitaciones' | 'sofonoLines'>, query: SofonoQuery) {
  const q = query.q.trim();
  const qDigits = digits(q);
  const filtered = db.sofonoLines
    .map((line) => currentLine(line, db))
    .filter(
      (line) =>
        (q === '' ||
          includesText(line.number, q) ||
          (qDigits.length > 0 && digits(line.number).includes(qDigits)) ||
          includesText(line.customer.name, q)) &&
        (query.status === undefined || line.status === query.status),
    );
  const sorted = query.sortBy ? sortByText(filtered, SORT[query.sortBy], query.orderBy) : filtered;
  const { items } = paginate(sorted, query.page, query.itemsPerPage);
  return { lines: items, totalLines: filtered.length };
}

export const sofonoHandlers = [
  listRoute('/api/billing/sofono', 'Sofono', sofonoQuerySchema, (query) =>
    listLines(getDb(), query),
  ),
];
