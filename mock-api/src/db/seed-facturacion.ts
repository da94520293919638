import type { Customer, Factura, Nota } from '../schemas/billing';
import type { Random } from './prng';
import type { SeedOptions } from './seed';

/** Facturacion invoices (`options.facturaCount` of them) and billing notes over them. */
export function seedFacturacion(
  _random: Random,
  _customers: readonly Customer[],
  _options: SeedOptions,
): { facturas: Factura[]; notas: Nota[] } {
  return { facturas: [], notas: [] };
}
