import type { SofonoLine, SofonoQuery, SofonoResponse } from '@portal/contract';
import type { AppDeps } from '../context';
import { MINUTES_BY_PLAN, overageChargeOf } from '../db/seed/data/seed-habilitaciones';
import { listLines } from '../repositories/sofono.repository';

/**
 * One page of telephony lines as they are now: status and plan come from the line's enablement
 * (a plan change or a suspension approved there shows here), and so do the included minutes and
 * the overage charge.
 */
export async function listSofonoLines(deps: AppDeps, query: SofonoQuery): Promise<SofonoResponse> {
  const { lines, total } = await listLines(deps.db, query);
  return {
    lines: lines.map((line): SofonoLine => ({
      id: line.id,
      number: line.number,
      customer: line.customer,
      habilitacionId: line.habilitacionId,
      plan: line.plan,
      status: line.status,
      minutesUsed: line.minutesUsed,
      minutesIncluded: MINUTES_BY_PLAN[line.plan],
      overageCharge: overageChargeOf(line.minutesUsed, line.plan, line.currency),
      currency: line.currency,
    })),
    totalLines: total,
  };
}
