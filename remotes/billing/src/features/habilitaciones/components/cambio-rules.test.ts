import { describe, expect, it } from 'vitest';
import { plansFor, validCambioTypes } from './cambio-rules';

describe('validCambioTypes', () => {
  it.each([
    ['active', 'basic', ['upgrade', 'suspend', 'cancel']],
    ['active', 'pro', ['upgrade', 'downgrade', 'suspend', 'cancel']],
    ['active', 'enterprise', ['downgrade', 'suspend', 'cancel']],
    ['suspended', 'pro', ['reactivate', 'cancel']],
    ['pending', 'pro', ['cancel']],
    ['cancelled', 'pro', []],
  ] as const)('%s on %s -> %j', (status, plan, expected) => {
    expect(validCambioTypes(status, plan)).toEqual(expected);
  });
});

describe('plansFor', () => {
  it('upgrades go to larger plans, downgrades to smaller ones, others to none', () => {
    expect(plansFor('upgrade', 'pro')).toEqual(['business', 'enterprise']);
    expect(plansFor('downgrade', 'business')).toEqual(['basic', 'pro']);
    expect(plansFor('downgrade', 'basic')).toEqual([]);
    expect(plansFor('suspend', 'pro')).toEqual([]);
  });
});
