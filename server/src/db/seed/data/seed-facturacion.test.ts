import { describe, expect, it } from 'vitest';
import { invoiceTotals, sumMinor } from '@portal/contract/money';
import { FACTURA_STATUSES, NOTA_STATUSES, facturaSchema } from '@portal/contract';
import { createRandom } from './prng';
import { createSeedDb } from './seed';
import { seedCustomers } from './seed-customers';
import { FACTURACION_SEED_DAY, seedFacturacion } from './seed-facturacion';

const isOpenNota = (nota: { status: string }) => nota.status === 'draft' || nota.status === 'sent';

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

describe('seedFacturacion at other sizes', () => {
  const customers = seedCustomers(createRandom(1));

  it('seeds consistent invoices and notes', () => {
    const { facturas, notas } = seedFacturacion(createRandom(7), customers, { facturaCount: 120 });
    expect(facturas).toHaveLength(120);
    expect(new Set(facturas.map((f) => f.status))).toEqual(new Set(FACTURA_STATUSES));
    expect(new Set(notas.map((n) => n.status))).toEqual(new Set(NOTA_STATUSES));
    expect(notas.length).toBeGreaterThanOrEqual(12);
    for (const f of facturas) {
      facturaSchema.parse(f);
      expect(f.total).toBe(invoiceTotals(f.lines).total);
      expect(f.paid).toBe(sumMinor(f.payments.map((p) => p.amount)));
      expect(f.balance).toBe(f.total - f.paid);
      expect(f.number === null).toBe(f.status === 'draft');
      if (f.status === 'paid') expect(f.balance).toBe(0);
      if (f.status === 'partially_paid') expect(f.paid).toBeGreaterThan(0);
      if (f.status === 'voided') expect(f.voidReason).toBeTruthy();
      if (f.status === 'overdue') expect(f.dueDate < FACTURACION_SEED_DAY).toBe(true);
      expect(f.issueDate >= '2025-09-22' && f.issueDate <= FACTURACION_SEED_DAY).toBe(true);
      for (const notaId of f.notaIds) {
        expect(notas.find((n) => n.id === notaId)?.facturaIds).toContain(f.id);
      }
    }
    // Numbers per year follow issue order.
    const numbered = facturas.filter((f) => f.number !== null);
    const years = new Map<string, string[]>();
    for (const f of numbered)
      years.set(f.issueDate.slice(0, 4), [
        ...(years.get(f.issueDate.slice(0, 4)) ?? []),
        f.number ?? '',
      ]);
    for (const [year, numbers] of years) {
      expect(numbers[0]).toBe(`FA-${year}-00001`);
      expect(numbers).toEqual([...numbers].sort());
      expect(new Set(numbers).size).toBe(numbers.length);
    }
    for (const nota of notas) {
      const included = facturas.filter((f) => nota.facturaIds.includes(f.id));
      expect(included).toHaveLength(nota.facturaIds.length);
      expect(new Set(included.map((f) => f.customer.id)).size).toBe(1);
      if (nota.status === 'paid') expect(included.every((f) => f.status === 'paid')).toBe(true);
    }
    // At least 3 customers with 2+ overdue invoices in one currency and in no open note.
    const openIds = new Set(notas.filter(isOpenNota).map((n) => n.id));
    const free = new Map<string, number>();
    for (const f of facturas) {
      if (f.status !== 'overdue' || f.notaIds.some((id) => openIds.has(id))) continue;
      const key = `${f.customer.id}:${f.currency}`;
      free.set(key, (free.get(key) ?? 0) + 1);
    }
    expect([...free.values()].filter((n) => n >= 2).length).toBeGreaterThanOrEqual(3);
  });

  // Its speed is a figure of `npm run bench:server` (the seed of 100 000 + 100 000 rows), not asserted here.
  it('is deterministic at 10 000 invoices', () => {
    const { facturas } = seedFacturacion(createRandom(7), customers, { facturaCount: 10_000 });
    expect(facturas).toHaveLength(10_000);
    expect(seedFacturacion(createRandom(7), customers, { facturaCount: 50 })).toEqual(
      seedFacturacion(createRandom(7), customers, { facturaCount: 50 }),
    );
  });
});
