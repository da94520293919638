import type { DailyVisits } from '@portal/contract';
import { TRAFFIC_SOURCES, WEEK_DAYS } from '@portal/contract';
import type { Minor } from '@portal/contract/money';
import { createRandom } from '../db/seed/data/prng';

/**
 * The dashboards' sample series: generated from fixed seeds, the same on every call and every
 * machine, never changed at run time (code data, not tables).
 */
const SALES_SEED = 20_260_101;
const TRAFFIC_SEED = 7_070_707;
/** The sales ledger covers the twelve months of 2026. */
const SALES_YEAR = 2026;

/** One month of the ledger; revenue in minor units (cents). */
export interface MonthlySalesMinor {
  month: string;
  orders: number;
  revenue: Minor;
}

/** Twelve months of orders; each month's revenue is the sum of its order amounts. */
export function seededMonthlySales(seed = SALES_SEED): MonthlySalesMinor[] {
  const random = createRandom(seed);
  return Array.from({ length: 12 }, (_, index) => {
    const orders = 20 + Math.floor(random.next() * 60);
    let revenue = 0;
    for (let order = 0; order < orders; order += 1)
      revenue += 1_500 + Math.floor(random.next() * 48_500);
    return { month: `${SALES_YEAR}-${String(index + 1).padStart(2, '0')}`, orders, revenue };
  });
}

/** One week of visits by source; a day's visits is the sum of its sources. */
export function seededWeeklyTraffic(seed = TRAFFIC_SEED): DailyVisits[] {
  const random = createRandom(seed);
  return WEEK_DAYS.map((day) => {
    const bySource = TRAFFIC_SOURCES.map((source) => ({
      source,
      visits: 40 + Math.floor(random.next() * 460),
    }));
    return { day, visits: bySource.reduce((sum, s) => sum + s.visits, 0), bySource };
  });
}
