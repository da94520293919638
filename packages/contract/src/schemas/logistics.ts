import { z } from 'zod';
import { pagingQuerySchema } from './common';

/** Vehicle warnings (spec 3). */
export const VEHICLE_WARNINGS = [
  'No Warnings',
  'Ecu Not Responding',
  'Oil Leakage',
  'Fuel Problems',
  'Temperature not optimal',
] as const;
export type VehicleWarning = (typeof VEHICLE_WARNINGS)[number];
export const VEHICLE_SORT_KEYS = [
  'location',
  'startRoute',
  'endRoute',
  'warnings',
  'progress',
] as const;

export const vehicleSchema = z.object({
  id: z.number(),
  /** The vehicle's number (shown as VOL-<location>). */
  location: z.number(),
  startCity: z.string(),
  startCountry: z.string(),
  endCity: z.string(),
  endCountry: z.string(),
  warnings: z.enum(VEHICLE_WARNINGS),
  progress: z.number().int().min(0).max(100),
});
export type Vehicle = z.infer<typeof vehicleSchema>;

/** GET /api/apps/logistics/vehicles query (spec 7). */
export const vehiclesQuerySchema = pagingQuerySchema.extend({
  sortBy: z.enum(VEHICLE_SORT_KEYS).optional(),
});
export type VehiclesQuery = z.infer<typeof vehiclesQuerySchema>;

export const vehiclesResponseSchema = z.object({
  vehicles: z.array(vehicleSchema),
  totalVehicles: z.number(),
});
export type VehiclesResponse = z.infer<typeof vehiclesResponseSchema>;
