import type { Vehicle, VehiclesQuery } from '@portal/contract';
import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../db/database';
import { countRows, onePage } from '../db/paging';

const toVehicle = (row: Selectable<Database['vehicles']>): Vehicle => ({
  id: row.id,
  location: row.location,
  startCity: row.start_city,
  startCountry: row.start_country,
  endCity: row.end_city,
  endCountry: row.end_country,
  warnings: row.warnings as Vehicle['warnings'],
  progress: row.progress,
});

/**
 * Spec 7: location (the vehicle number) and progress sort numerically, startRoute / endRoute
 * by the start / end city, warnings by its text.
 */
const SORT_COLUMNS = {
  location: 'location',
  progress: 'progress',
  startRoute: 'start_city_key',
  endRoute: 'end_city_key',
  warnings: 'warnings_key',
} as const;

/** One page of vehicles; ties (and no sort) keep the id order. */
export async function listVehicles(db: Kysely<Database>, query: VehiclesQuery) {
  let rows = db.selectFrom('vehicles').selectAll();
  if (query.sortBy !== undefined)
    rows = rows.orderBy(SORT_COLUMNS[query.sortBy], query.orderBy === 'desc' ? 'desc' : 'asc');
  rows = rows.orderBy('id', 'asc');
  const [total, page] = await Promise.all([
    countRows(db, db.selectFrom('vehicles').select('id')),
    onePage(rows, query).execute(),
  ]);
  return { vehicles: page.map(toVehicle), totalVehicles: total };
}
