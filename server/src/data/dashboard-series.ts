import type { DailyVisits } from '@portal/contract';
import { TRAFFIC_SOURCES, WEEK_DAYS } from '@portal/contract';
import { createRandom } from '../db/seed/data/prng';

/**
 * The analytics dashboard's sample traffic: the portal records no visits, so the week is
 * generated from a fixed seed, the same on every call and every machine (code data, not a
 * table), and the screen says it is sample data. The CRM's figures come from the invoices.
 */
const TRAFFIC_SEED = 7_070_707;

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
