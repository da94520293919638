import type { VehiclesQuery, VehiclesResponse } from '@portal/contract';
import type { AppDeps } from '../context';
import * as vehicles from '../repositories/vehicles.repository';

export function listVehicles(deps: AppDeps, query: VehiclesQuery): Promise<VehiclesResponse> {
  return vehicles.listVehicles(deps.db, query);
}
