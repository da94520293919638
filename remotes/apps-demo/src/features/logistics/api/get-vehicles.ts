import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@portal/auth';
import { vehiclesResponseSchema, type VehiclesQuery } from '@portal/contract';

export type VehiclesFilters = Partial<VehiclesQuery>;

export async function getVehicles(filters: VehiclesFilters, signal?: AbortSignal) {
  return vehiclesResponseSchema.parse(
    await apiFetch('/api/apps/logistics/vehicles', { query: { ...filters }, signal }),
  );
}

/** Query keys and options of the logistics feature. */
export const logisticsQueries = {
  all: () => ['apps-demo', 'logistics'] as const,
  vehicles: (filters: VehiclesFilters) =>
    queryOptions({
      queryKey: [...logisticsQueries.all(), 'vehicles', filters] as const,
      queryFn: ({ signal }) => getVehicles(filters, signal),
      placeholderData: keepPreviousData,
    }),
};

export const useVehicles = (filters: VehiclesFilters) =>
  useQuery(logisticsQueries.vehicles(filters));
/** Every vehicle (dashboard figures, fleet map). */
export const useAllVehicles = () => useVehicles({ page: 1, itemsPerPage: -1 });
