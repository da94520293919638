import { describe, expect, it } from 'vitest';
import { fromLineItems, parsedLines, toLineItems, type LineItemRow } from './line-items';

const row = (patch: Partial<LineItemRow>): LineItemRow => ({
  key: 'k',
  description: 'Domain .com',
  quantity: '2',
  unitPrice: '12.50',
  discount: '',
  tax: '21',
  ...patch,
});

describe('toLineItems', () => {
  it('turns typed rows into API lines (minor units, decimal commas accepted)', () => {
    expect(
      toLineItems(
        [row({}), row({ quantity: '1,5', unitPrice: '1,234.56', discount: '10' })],
        'USD',
      ),
    ).toEqual({
      lines: [
        { description: 'Domain .com', quantity: 2, unitPrice: 1250, discount: 0, tax: 21 },
        { description: 'Domain .com', quantity: 1.5, unitPrice: 123456, discount: 10, tax: 21 },
      ],
    });
  });

  it('answers errors keyed like the API, for each bad field', () => {
    expect(
      toLineItems(
        [
          row({}),
          row({ description: ' ', quantity: '0', unitPrice: 'abc', discount: '101', tax: '1.234' }),
        ],
        'USD',
      ),
    ).toEqual({
      errors: {
        'lines.1.description': 'This field is required',
        'lines.1.quantity': 'Enter a quantity above 0 with at most 3 decimals',
        'lines.1.unitPrice': 'Enter an amount such as 12.50',
        'lines.1.discount': 'Enter a percentage from 0 to 100 with at most 2 decimals',
        'lines.1.tax': 'Enter a percentage from 0 to 100 with at most 2 decimals',
      },
    });
    expect(toLineItems([row({ unitPrice: '' })], 'USD')).toEqual({
      errors: { 'lines.0.unitPrice': 'This field is required' },
    });
  });

  it('round-trips through fromLineItems', () => {
    const lines = [{ description: 'VPS', quantity: 3, unitPrice: 123456, discount: 12.5, tax: 0 }];
    const rows = fromLineItems(lines, 'USD');
    expect(rows[0]).toMatchObject({
      unitPrice: '1234.56',
      quantity: '3',
      discount: '12.5',
      tax: '',
    });
    expect(toLineItems(rows, 'USD')).toEqual({ lines });
  });

  it('parsedLines skips rows that do not parse yet', () => {
    expect(parsedLines([row({}), row({ quantity: 'x' })], 'USD')).toHaveLength(1);
  });
});
