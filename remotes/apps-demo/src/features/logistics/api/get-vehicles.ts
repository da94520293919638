import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@portal/auth';
import { vehiclesResponseSchema, type VehiclesQuery } from '@portal/contract';
import { listQuery } from '@portal/design/base';

export type VehiclesFilters = Partial<VehiclesQuery>;

export async function getVehicles(filters: VehiclesFilters, signal?: AbortSignal) {
  return vehiclesResponseSchema.parse(
    await apiFetch('/api/apps/logistics/vehicles', { query: { ...filters }, signal }),
  );
}

const logisticsKeys = {
  all: () => ['apps-demo', 'logistics'] as const,
  vehicles: () => [...logisticsKeys.all(), 'vehicles'] as const,
};

/** Query keys and options of the logistics feature. */
export const logisticsQueries = {
  all: logisticsKeys.all,
  vehicles: listQuery(logisticsKeys.vehicles, getVehicles),
};

export const useVehicles = (filters: VehiclesFilters) =>
  useQuery(logisticsQueries.vehicles(filters));
/** Every vehicle (dashboard figures, fleet map). */
export const useAllVehicles = () => useVehicles({ page: 1, itemsPerPage: -1 });
