import { isValidCardNumber, isValidExpiry } from './card-checks';

describe('card checks', () => {
  it.each([
    ['4242 4242 4242 4242', true],
    ['4242-4242-4242-4241', false],
    ['5555555555554444', true],
    ['1234', false],
    ['abcd efgh ijkl mnop', false],
  ])('Luhn %s -> %s', (number, valid) => {
    expect(isValidCardNumber(number)).toBe(valid);
  });

  it.each([
    ['12/26', true],
    ['11/26', true],
    ['10/26', false],
    ['13/27', false],
    ['1/27', false],
  ])('expiry %s in November 2026 -> %s', (expiry, valid) => {
    expect(isValidExpiry(expiry, new Date(2026, 10, 23))).toBe(valid);
  });
});
