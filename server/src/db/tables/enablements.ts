import type { Generated, GeneratedAlways } from 'kysely';
import type { HistoryTable } from './core';

/**
 * Service enablements (habilitaciones), their change requests (cambios) and the customers'
 * phone lines (sofono). The customer (id, name, tax id) is read from `customers` through
 * `customer_id`; amounts are integer minor units; dates `YYYY-MM-DD`, timestamps ISO-8601.
 */
export interface EnablementsTables {
  habilitaciones: {
    id: Generated<number>;
    customer_id: number;
    /** One of `SERVICES`; never changes. */
    service: string;
    /** One of `PLANS`. */
    plan: string;
    /** Rank of `plan`, smallest 0 (computed by the database): the plan sort. */
    plan_rank: GeneratedAlways<number>;
    /** pending -> active <-> suspended -> cancelled. */
    status: string;
    start_date: string;
    renewal_date: string;
    currency: string;
    monthly_price: number;
  };
  /** Who created, activated, requested, approved or rejected what on an enablement. */
  habilitaciones_history: HistoryTable;
  /**
   * Change requests on an enablement. At most one `pending` per enablement (partial unique
   * index). Customer and service are the enablement's (joined); `from_plan` is its plan when the
   * request was made.
   */
  cambios: {
    id: Generated<number>;
    habilitacion_id: number;
    /** upgrade, downgrade, suspend, reactivate, cancel. */
    type: string;
    from_plan: string;
    /** = from_plan unless upgrade/downgrade. */
    to_plan: string;
    /** pending, approved, rejected. */
    status: string;
    reason: string;
    /** Full name of who asked (as shown; a snapshot). */
    requested_by: string;
    requested_at: string;
    decided_by: string | null;
    decided_at: string | null;
    decision_reason: string | null;
  };
  /**
   * Telephony lines. Customer, plan, status and currency are the line's enablement's (joined):
   * a plan change or a suspension approved there shows here.
   */
  sofono_lines: {
    id: Generated<number>;
    /** E.164, unique. */
    number: string;
    /** `sortKey(number)`: the number sort. */
    number_key: string;
    /** The number's digits only: search by a number typed without spaces. */
    number_digits: string;
    habilitacion_id: number;
    /** This month. */
    minutes_used: number;
  };
}
