import { beforeEach, describe, expect, it, vi } from 'vitest';
import { FACTURA_STATUSES, facturasResponseSchema, type Factura } from '@portal/contract';
import { createRandom } from '../db/seed/data/prng';
import { seedCustomers } from '../db/seed/data/seed-customers';
import { FACTURACION_SEED_DAY, seedFacturacion } from '../db/seed/data/seed-facturacion';
import {
  arrangeFacturacion,
  call,
  signIn,
  storedFacturaStatus,
  testClock,
  useTestApp,
} from '../testing';

useTestApp();

const customers = seedCustomers(createRandom(1));
const { facturas, notas } = seedFacturacion(createRandom(3), customers, { facturaCount: 10_000 });

let admin = '';
/** The test database with these 10 000 invoices (and their notes) instead of the seeded 120. */
beforeEach(async () => {
  await arrangeFacturacion(facturas, notas);
  admin = await signIn();
  vi.spyOn(testClock(), 'today').mockReturnValue(FACTURACION_SEED_DAY);
});

async function list(query: string) {
  const { status, body } = await call(`/api/billing/facturas?${query}`, { token: admin });
  expect(status).toBe(200);
  return facturasResponseSchema.parse(body);
}

describe('GET /api/billing/facturas at 10 000 invoices', () => {
  // Correctness at scale only: latency is measured by `npm run bench:server`, not asserted here.
  it('filters, sorts and pages 10 000 rows', async () => {
    const query = 'q=a&currency=USD&sortBy=customer&orderBy=desc&page=2&itemsPerPage=25';
    const result = await list(query);
    expect(result.facturas).toHaveLength(25);
    expect(result.facturas.every((row) => row.currency === 'USD')).toBe(true);
    const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });
    const expected = facturas
      .filter(
        (f) =>
          f.currency === 'USD' &&
          ((f.number ?? '').toLowerCase().includes('a') ||
            f.customer.name.toLowerCase().includes('a') ||
            f.customer.taxId.toLowerCase().includes('a')),
      )
      .sort((a, b) => collator.compare(b.customer.name, a.customer.name) || b.id - a.id);
    expect(result.totalFacturas).toBe(expected.length);
    expect(result.facturas.map((row) => row.id)).toEqual(expected.slice(25, 50).map((f) => f.id));
  });

  it('sorts every key both ways with the former tie-breaks, along the indexes', async () => {
    const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });
    const rank = (f: Factura) => FACTURA_STATUSES.indexOf(f.status);
    const compareText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
    const byNumber = (a: Factura, b: Factura) =>
      a.number === b.number
        ? 0
        : a.number === null
          ? 1
          : b.number === null
            ? -1
            : compareText(a.number, b.number);
    const usd = facturas.filter((f) => f.currency === 'USD');
    expect(usd.length).toBeGreaterThan(1000);
    for (const [sortBy, compare] of [
      ['number', byNumber],
      ['customer', (a: Factura, b: Factura) => collator.compare(a.customer.name, b.customer.name)],
      ['issueDate', (a: Factura, b: Factura) => compareText(a.issueDate, b.issueDate)],
      ['dueDate', (a: Factura, b: Factura) => compareText(a.dueDate, b.dueDate)],
      ['total', (a: Factura, b: Factura) => a.total - b.total],
      ['balance', (a: Factura, b: Factura) => a.balance - b.balance],
      ['status', (a: Factura, b: Factura) => rank(a) - rank(b)],
    ] as const) {
      for (const orderBy of ['asc', 'desc'] as const) {
        const expected = [...usd]
          .sort((a, b) =>
            orderBy === 'desc' ? compare(b, a) || b.id - a.id : compare(a, b) || b.id - a.id,
          )
          .map((f) => f.id);
        const result = await list(
          `currency=USD&sortBy=${sortBy}&orderBy=${orderBy}&itemsPerPage=25&page=3`,
        );
        expect(result.totalFacturas).toBe(usd.length);
        expect(
          result.facturas.map((row) => row.id),
          `${sortBy} ${orderBy}`,
        ).toEqual(expected.slice(50, 75));
      }
    }
  });

  it('pages many matches along the sort index (filters hidden from the others) and by sorting alike', async () => {
    // More than 5000 paid invoices: a near page walks its sort's index, a far one sorts them all.
    const paid = facturas.filter((f) => f.status === 'paid');
    expect(paid.length).toBeGreaterThan(5000);
    const sorts = [
      ['total', (f: Factura) => f.total],
      ['balance', (f: Factura) => f.balance],
      ['issueDate', (f: Factura) => f.issueDate],
    ] as const;
    for (const [sortBy, key] of sorts)
      for (const [page, itemsPerPage] of [
        [2, 10],
        [200, 25],
      ] as const) {
        const expected = [...paid]
          .sort((a, b) => {
            const [x, y] = [key(a), key(b)];
            return x < y ? 1 : x > y ? -1 : b.id - a.id;
          })
          .map((f) => f.id)
          .slice((page - 1) * itemsPerPage, page * itemsPerPage);
        const result = await list(
          `status=paid&sortBy=${sortBy}&orderBy=desc&page=${page}&itemsPerPage=${itemsPerPage}`,
        );
        expect(result.totalFacturas).toBe(paid.length);
        expect(
          result.facturas.map((row) => row.id),
          `${sortBy} page ${page}`,
        ).toEqual(expected);
      }
    const newest = await list('status=paid&page=3');
    expect(newest.facturas.map((row) => row.id)).toEqual(
      paid
        .map((f) => f.id)
        .sort((a, b) => b - a)
        .slice(20, 30),
    );
  });

  it('reads issued invoices past their due date as overdue without changing them', async () => {
    const issued = facturas.find((f) => f.status === 'issued') as Factura;
    vi.mocked(testClock().today).mockReturnValue('2030-01-01');
    const later = await list('status=overdue&itemsPerPage=-1');
    expect(later.facturas.map((row) => row.id)).toContain(issued.id);
    expect(await storedFacturaStatus(issued.id)).toBe('issued');
  });
});
