import { describe, expect, it } from 'vitest';
import {
  formatMoney,
  invoiceTotals,
  lineAmounts,
  minorToInput,
  parseMoney,
  toMajor,
  toMinor,
} from './index';

describe('lineAmounts', () => {
  it('multiplies quantity by unit price exactly', () => {
    expect(lineAmounts({ quantity: 3, unitPrice: 1999, discount: 0, tax: 0 })).toEqual({
      gross: 5997,
      discount: 0,
      net: 5997,
      tax: 0,
      total: 5997,
    });
  });

  it('rounds fractional quantities half away from zero to the cent', () => {
    // 1.5 x 0.33 = 0.495 -> 0.50
    expect(lineAmounts({ quantity: 1.5, unitPrice: 33, discount: 0, tax: 0 }).gross).toBe(50);
    // 0.333 x 10.00 = 3.33
    expect(lineAmounts({ quantity: 0.333, unitPrice: 1000, discount: 0, tax: 0 }).gross).toBe(333);
  });

  it('applies the discount before the tax, rounding each step once', () => {
    // 10.05 gross, 15% discount = 1.5075 -> 1.51, net 8.54, 21% tax = 1.7934 -> 1.79
    expect(lineAmounts({ quantity: 1, unitPrice: 1005, discount: 15, tax: 21 })).toEqual({
      gross: 1005,
      discount: 151,
      net: 854,
      tax: 179,
      total: 1033,
    });
  });

  it('handles the float traps 0.1 + 0.2 and 1.005', () => {
    expect(lineAmounts({ quantity: 0.1, unitPrice: 300, discount: 0, tax: 0 }).gross).toBe(30);
    // 1.005 x 1.00 = 1.005 -> 1.01 (half away from zero), not 1.00 from float error
    expect(lineAmounts({ quantity: 1.005, unitPrice: 100, discount: 0, tax: 0 }).gross).toBe(101);
  });

  it('rounds negative amounts (credit lines) away from zero too', () => {
    const credit = lineAmounts({ quantity: -1, unitPrice: 1005, discount: 0, tax: 10 });
    expect(credit.tax).toBe(-101); // -100.5 -> -101
    expect(credit.total).toBe(-1106);
  });

  it('a 100% discount leaves nothing to tax', () => {
    expect(lineAmounts({ quantity: 2, unitPrice: 5000, discount: 100, tax: 21 }).total).toBe(0);
  });

  it('refuses a unit price that is not whole minor units', () => {
    expect(() => lineAmounts({ quantity: 1, unitPrice: 10.5, discount: 0, tax: 0 })).toThrow(
      RangeError,
    );
  });
});

describe('invoiceTotals', () => {
  it('sums the rounded lines and groups tax by rate', () => {
    const totals = invoiceTotals([
      { quantity: 1, unitPrice: 1005, discount: 15, tax: 21 },
      { quantity: 2, unitPrice: 2500, discount: 0, tax: 21 },
      { quantity: 1, unitPrice: 999, discount: 0, tax: 0 },
    ]);
    expect(totals).toEqual({
      subtotal: 7004,
      discount: 151,
      net: 6853,
      tax: 1229,
      total: 8082,
      taxByRate: [
        { rate: 0, base: 999, tax: 0 },
        { rate: 21, base: 5854, tax: 1229 },
      ],
    });
    expect(totals.total).toBe(totals.net + totals.tax);
  });

  it('is all zeros without lines', () => {
    expect(invoiceTotals([])).toEqual({
      subtotal: 0,
      discount: 0,
      net: 0,
      tax: 0,
      total: 0,
      taxByRate: [],
    });
  });
});

describe('major and minor units', () => {
  it('converts both ways by the currency digits', () => {
    expect(toMinor(12.34)).toBe(1234);
    expect(toMinor(1.005 * 100)).toBe(10050);
    expect(toMajor(1234)).toBe(12.34);
    expect(toMajor(-20550)).toBe(-205.5);
    expect(toMinor(1500, 'JPY')).toBe(1500);
    expect(toMajor(1500, 'JPY')).toBe(1500);
  });

  it('writes an input value without grouping', () => {
    expect(minorToInput(123456)).toBe('1234.56');
    expect(minorToInput(-5)).toBe('-0.05');
  });
});

describe('parseMoney', () => {
  it.each([
    ['12', 1200],
    ['12.5', 1250],
    ['12,50', 1250],
    ['1,234.56', 123456],
    ['1.234,56', 123456],
    ['1 234,56', 123456],
    ['1,234', 123400],
    ['-3', -300],
    ['0.01', 1],
  ])('reads %s as %i cents', (text, minor) => {
    expect(parseMoney(text)).toBe(minor);
  });

  it.each(['', 'abc', '12.345', '1..2', '12a', '-'])('refuses %j', (text) => {
    expect(parseMoney(text)).toBeNull();
  });

  it('follows the currency digits', () => {
    expect(parseMoney('1500', 'JPY')).toBe(1500);
    expect(parseMoney('15.5', 'JPY')).toBeNull();
  });
});

describe('formatMoney', () => {
  it('formats per locale', () => {
    expect(formatMoney(123456, 'USD', 'en')).toBe('$1,234.56');
    expect(formatMoney(123456, 'EUR', 'fr')).toMatch(/^1\s234,56\s€$/u);
    expect(formatMoney(123456, 'EUR', 'es')).toMatch(/^1234,56\s€$|^1\.234,56\s€$/u);
    expect(formatMoney(-20550, 'USD', 'en')).toBe('-$205.50');
  });

  it('uses Arabic conventions for ar', () => {
    const text = formatMoney(123456, 'USD', 'ar');
    expect(text).not.toBe(formatMoney(123456, 'USD', 'en'));
    expect(text).toMatch(/US\$|\$/u);
  });
});
