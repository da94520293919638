import { describe, expect, it } from 'vitest';
import { createSeedDb } from './seed';
import { FACTURACION_SEED_DAY } from './seed-facturacion';

const db = createSeedDb();
const payments = db.facturas.flatMap((factura) => factura.payments);

describe('seedFacturacion', () => {
  it('dates no payment after the seed day', () => {
    expect(payments.length).toBeGreaterThan(0);
    expect(payments.filter((payment) => payment.date > FACTURACION_SEED_DAY)).toEqual([]);
  });

  it('names who recorded a payment as the history does: by full name', () => {
    for (const factura of db.facturas) {
      const actors = new Set(factura.history.map((event) => event.actor.fullName));
      for (const payment of factura.payments) expect(actors).toContain(payment.recordedBy);
    }
  });
});
