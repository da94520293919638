import { generateColors, isHexColor } from './colors';
import { buildTheme } from './theme';

describe('generateColors', () => {
  it('gives ten shades with the colour itself at index 6', () => {
    const shades = generateColors('#1867C0');
    expect(shades).toHaveLength(10);
    expect(shades[6]).toBe('#1867c0');
    for (const shade of shades) expect(isHexColor(shade)).toBe(true);
  });

  it('goes from light to dark', () => {
    const lightness = generateColors('#1867C0').map((hex) =>
      [1, 3, 5].reduce((sum, i) => sum + Number.parseInt(hex.slice(i, i + 2), 16), 0),
    );
    for (let i = 1; i < lightness.length; i += 1)
      expect(lightness[i]).toBeLessThan(lightness[i - 1] ?? Infinity);
  });

  it('accepts short hex', () => {
    expect(generateColors('#f00')[6]).toBe('#ff0000');
  });

  it.each([
    ['#1867C0', true],
    ['#abc', true],
    ['1867C0', false],
    ['#12345', false],
    ['red', false],
  ])('isHexColor(%s) is %s', (value, expected) => {
    expect(isHexColor(value)).toBe(expected);
  });
});

describe('buildTheme', () => {
  it('uses the given primary colour', () => {
    expect(buildTheme('#ff0000').colors?.brand?.[6]).toBe('#ff0000');
  });

  it('draws borders instead of shadows with the bordered skin', () => {
    const bordered: unknown = buildTheme(undefined, { skin: 'bordered' }).components?.Card
      ?.defaultProps;
    const plain: unknown = buildTheme().components?.Card?.defaultProps;
    expect(bordered).toMatchObject({ withBorder: true, shadow: 'none' });
    expect(plain).toMatchObject({ withBorder: false, shadow: 'sm' });
  });

  it('puts modals at the overlay base z-index 2000 and popovers above', () => {
    const theme = buildTheme();
    expect(theme.components?.Modal?.defaultProps).toMatchObject({ zIndex: 2000 });
    expect(theme.components?.Popover?.defaultProps).toMatchObject({ zIndex: 2100 });
  });
});
