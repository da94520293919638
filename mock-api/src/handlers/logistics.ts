import { http } from 'msw';
import { vehiclesQuerySchema, type Vehicle, type VehiclesQuery } from '@portal/contract';
import { getDb } from '../db/store';
import { authenticate } from '../lib/auth';
import { json } from '../lib/http';
import { paginate, sortByText } from '../lib/list';
import { safeResolver } from '../lib/safe-resolver';
import { parseQuery } from '../lib/validate';

/**
 * Spec 7: sortBy location (the vehicle number), startRoute (start city), endRoute (end city),
 * warnings or progress; stable, ascending unless orderBy is desc.
 */
export function listVehicles(vehicles: readonly Vehicle[], query: VehiclesQuery) {
  const direction = query.orderBy === 'desc' ? -1 : 1;
  const byNumber = (key: (v: Vehicle) => number) =>
    [...vehicles].sort((a, b) => direction * (key(a) - key(b)));
  const sorted =
    query.sortBy === 'location'
      ? byNumber((v) => v.location)
      : query.sortBy === 'progress'
        ? byNumber((v) => v.progress)
        : query.sortBy === 'startRoute'
          ? sortByText(vehicles, (v) => v.startCity, query.orderBy)
          : query.sortBy === 'endRoute'
            ? sortByText(vehicles, (v) => v.endCity, query.orderBy)
            : query.sortBy === 'warnings'
              ? sortByText(vehicles, (v) => v.warnings, query.orderBy)
              : [...vehicles];
  return {
    vehicles: paginate(sorted, query.page, query.itemsPerPage).items,
    totalVehicles: vehicles.length,
  };
}

export const logisticsHandlers = [
  http.get(
    '/api/apps/logistics/vehicles',
    safeResolver(({ request, cookies }) => {
      authenticate(request, cookies);
      return json(listVehicles(getDb().vehicles, parseQuery(request.url, vehiclesQuerySchema)));
    }),
  ),
];
