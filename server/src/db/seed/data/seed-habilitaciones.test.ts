import { describe, expect, it } from 'vitest';
import {
  CAMBIO_TYPES,
  HABILITACION_STATUSES,
  SERVICES,
  cambioSchema,
  habilitacionSchema,
  sofonoLineSchema,
} from '@portal/contract';
import { cambioProblem } from '../../../services/enablements';
import { createSeedDb } from './seed';
import { HABILITACIONES_SEED_DAY, nextAnniversary, overageChargeOf } from './seed-habilitaciones';

const db = createSeedDb();

describe('seedHabilitaciones', () => {
  it('is the same on every call', () => {
    const again = createSeedDb();
    expect(again.habilitaciones).toEqual(db.habilitaciones);
    expect(again.cambios).toEqual(db.cambios);
    expect(again.sofonoLines).toEqual(db.sofonoLines);
  });

  it('seeds about 60 valid enablements with every service and status', () => {
    expect(db.habilitaciones).toHaveLength(60);
    for (const h of db.habilitaciones) habilitacionSchema.parse(h);
    expect(new Set(db.habilitaciones.map((h) => h.service))).toEqual(new Set(SERVICES));
    expect(new Set(db.habilitaciones.map((h) => h.status))).toEqual(new Set(HABILITACION_STATUSES));
    expect(new Set(db.habilitaciones.map((h) => h.customer.id)).size).toBe(30);
  });

  it('uses the customer currency, renewals after the seed day, starts in the last 3 years', () => {
    for (const h of db.habilitaciones) {
      const customer = db.customers.find((c) => c.id === h.customer.id);
      expect(h.currency).toBe(customer?.currency);
      expect(Number.isInteger(h.monthlyPrice) && h.monthlyPrice > 0).toBe(true);
      expect(h.startDate >= '2023-11-22').toBe(true);
      if (h.status === 'active' || h.status === 'suspended') {
        expect(h.renewalDate > HABILITACIONES_SEED_DAY).toBe(true);
        expect(h.renewalDate).toBe(nextAnniversary(h.startDate, HABILITACIONES_SEED_DAY));
      }
      const ids = h.history.map((e) => e.id);
      expect(new Set(ids).size).toBe(ids.length);
      expect([...h.history].sort((a, b) => a.at.localeCompare(b.at))).toEqual(h.history);
    }
  });

  it('seeds about 25 change requests, at most one pending per enablement', () => {
    expect(db.cambios.length).toBeGreaterThanOrEqual(20);
    expect(db.cambios.length).toBeLessThanOrEqual(30);
    for (const c of db.cambios) cambioSchema.parse(c);
    const pending = db.cambios.filter((c) => c.status === 'pending');
    expect(new Set(pending.map((c) => c.habilitacionId)).size).toBe(pending.length);
    expect(new Set(db.cambios.map((c) => c.status))).toEqual(
      new Set(['pending', 'approved', 'rejected']),
    );
  });

  it('has at least 6 pending requests of every type, each valid to approve', () => {
    const pending = db.cambios.filter((c) => c.status === 'pending');
    expect(pending.length).toBeGreaterThanOrEqual(6);
    expect(new Set(pending.map((c) => c.type))).toEqual(new Set(CAMBIO_TYPES));
    for (const c of pending) {
      const h = db.habilitaciones.find((candidate) => candidate.id === c.habilitacionId);
      expect(h && cambioProblem(h, c.type, c.toPlan)).toBeNull();
      expect(c.fromPlan).toBe(h?.plan);
    }
  });

  it('keeps approved changes consistent with the enablement and its history', () => {
    for (const c of db.cambios.filter((candidate) => candidate.status === 'approved')) {
      const h = db.habilitaciones.find((candidate) => candidate.id === c.habilitacionId);
      if (c.type === 'suspend') expect(h?.status).toBe('suspended');
      if (c.type === 'cancel') expect(h?.status).toBe('cancelled');
      if (c.type === 'upgrade') expect(h?.plan).toBe(c.toPlan);
      expect(h?.history.some((e) => e.action === 'approved')).toBe(true);
      expect(c.decidedBy).not.toBeNull();
    }
    for (const c of db.cambios.filter((candidate) => candidate.status === 'rejected')) {
      expect(c.decisionReason).toBeTruthy();
    }
  });

  it('gives every telephony enablement 1..4 lines with E.164 numbers and the plan minutes', () => {
    const telephony = db.habilitaciones.filter((h) => h.service === 'telephony');
    expect(telephony.length).toBeGreaterThan(0);
    for (const h of telephony) {
      const lines = db.sofonoLines.filter((line) => line.habilitacionId === h.id);
      expect(lines.length).toBeGreaterThanOrEqual(1);
      expect(lines.length).toBeLessThanOrEqual(4);
    }
    const numbers = db.sofonoLines.map((line) => line.number);
    expect(new Set(numbers).size).toBe(numbers.length);
    for (const line of db.sofonoLines) {
      sofonoLineSchema.parse(line);
      expect(line.number).toMatch(/^\+\d{1,3}( \d{1,4}){2,3}$/);
      expect(line.overageCharge).toBe(overageChargeOf(line.minutesUsed, line.plan, line.currency));
    }
    expect(db.sofonoLines.some((line) => line.overageCharge > 0)).toBe(true);
  });

  it('overage: minutes above the plan x the minute price, in minor units', () => {
    expect(overageChargeOf(300, 'basic', 'USD')).toBe(0);
    expect(overageChargeOf(310, 'basic', 'USD')).toBe(50);
    expect(overageChargeOf(1_001, 'pro', 'ARS')).toBe(5_000);
  });

  it('nextAnniversary: strictly after the day; 29 Feb falls on 28 Feb', () => {
    expect(nextAnniversary('2024-11-22', '2026-11-22')).toBe('2027-11-22');
    expect(nextAnniversary('2024-11-23', '2026-11-22')).toBe('2026-11-23');
    expect(nextAnniversary('2024-02-29', '2026-11-22')).toBe('2027-02-28');
    expect(nextAnniversary('2026-11-22', '2026-11-22')).toBe('2027-11-22');
  });
});
