import { beforeEach, describe, expect, it } from 'vitest';
import { VEHICLE_WARNINGS, vehiclesResponseSchema } from '@portal/contract';
import { call, seedData, signIn, useTestApp } from '../testing';

useTestApp();

let admin = '';
beforeEach(async () => {
  admin = await signIn();
});

async function list(query = '') {
  const { status, body } = await call(`/api/apps/logistics/vehicles${query}`, { token: admin });
  expect(status).toBe(200);
  return vehiclesResponseSchema.parse(body);
}

describe('GET /api/apps/logistics/vehicles', () => {
  it('answers 25 vehicles, page 1 of 10 by default, with the spec warnings and progress 0-100', async () => {
    const first = await list();
    expect(first.totalVehicles).toBe(25);
    expect(first.vehicles.map((v) => v.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(first.vehicles[0]).toEqual({
      id: 1,
      location: 468031,
      startCity: 'Cagnes-sur-Mer',
      startCountry: 'France',
      endCity: 'Catania',
      endCountry: 'Italy',
      warnings: 'No Warnings',
      progress: 49,
    });
    const all = await list('?itemsPerPage=-1');
    expect(all.vehicles).toHaveLength(25);
    expect(all.vehicles).toEqual(seedData().vehicles);
    expect(new Set(all.vehicles.map((v) => v.warnings))).toEqual(new Set(VEHICLE_WARNINGS));
    expect(all.vehicles.every((v) => v.progress >= 0 && v.progress <= 100)).toBe(true);
    expect((await list('?page=3')).vehicles.map((v) => v.id)).toEqual([21, 22, 23, 24, 25]);
  });

  it.each([
    ['location', (v: { location: number }) => v.location],
    ['progress', (v: { progress: number }) => v.progress],
  ] as const)('sorts by %s numerically, both ways', async (sortBy, key) => {
    const asc = (await list(`?sortBy=${sortBy}&orderBy=asc&itemsPerPage=-1`)).vehicles.map(key);
    expect(asc).toEqual([...asc].sort((a, b) => a - b));
    const desc = (await list(`?sortBy=${sortBy}&orderBy=desc&itemsPerPage=-1`)).vehicles.map(key);
    expect(desc).toEqual([...asc].reverse());
  });

  it('sorts startRoute, endRoute and warnings by start city, end city and warning text', async () => {
    const collate = (a: string, b: string) => a.localeCompare(b, 'en', { sensitivity: 'base' });
    const starts = (await list('?sortBy=startRoute&itemsPerPage=-1')).vehicles.map(
      (v) => v.startCity,
    );
    expect(starts).toEqual([...starts].sort(collate));
    const ends = (await list('?sortBy=endRoute&orderBy=desc&itemsPerPage=-1')).vehicles.map(
      (v) => v.endCity,
    );
    expect(ends).toEqual([...ends].sort(collate).reverse());
    const warnings = (await list('?sortBy=warnings&itemsPerPage=4')).vehicles.map(
      (v) => v.warnings,
    );
    expect(warnings).toEqual(Array(4).fill('Ecu Not Responding'));
    expect((await list('?sortBy=progress&orderBy=desc&itemsPerPage=1')).vehicles[0]?.progress).toBe(
      100,
    );
  });

  it('keeps the id order among equal keys, both ways (the former stable sort)', async () => {
    const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });
    for (const [sortBy, key] of [
      ['endRoute', (v: { endCity: string }) => v.endCity],
      ['warnings', (v: { warnings: string }) => v.warnings],
    ] as const) {
      for (const direction of [1, -1] as const) {
        const expected = [...seedData().vehicles]
          .sort((a, b) => direction * collator.compare(key(a), key(b)) || a.id - b.id)
          .map((v) => v.id);
        const order = direction === 1 ? 'asc' : 'desc';
        const ids = (await list(`?sortBy=${sortBy}&orderBy=${order}&itemsPerPage=-1`)).vehicles;
        expect(ids.map((v) => v.id)).toEqual(expected);
      }
    }
  });

  it('answers a bad sortBy, orderBy or page size with 400 and field errors', async () => {
    const { status, body } = await call(
      '/api/apps/logistics/vehicles?sortBy=speed&orderBy=up&itemsPerPage=1000',
      { token: admin },
    );
    expect(status).toBe(400);
    expect(Object.keys((body as { errors: object }).errors).sort()).toEqual([
      'itemsPerPage',
      'orderBy',
      'sortBy',
    ]);
  });

  it('needs a session', async () => {
    expect(await call('/api/apps/logistics/vehicles')).toEqual({
      status: 401,
      body: { message: 'Unauthorized' },
    });
  });
});
