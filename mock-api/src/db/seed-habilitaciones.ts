import type { Cambio, Customer, Habilitacion, SofonoLine } from '../schemas/billing';
import type { Random } from './prng';

/** Service enablements, their change requests and the telephony lines of Telephony ones. */
export function seedHabilitaciones(
  _random: Random,
  _customers: readonly Customer[],
): { habilitaciones: Habilitacion[]; cambios: Cambio[]; sofonoLines: SofonoLine[] } {
  return { habilitaciones: [], cambios: [], sofonoLines: [] };
}
