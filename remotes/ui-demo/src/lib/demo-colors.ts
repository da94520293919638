/** The palette the demos cycle through, with the translation key of each colour's name. */
export const DEMO_COLORS = [
  { color: 'blue', key: 'sample.color.primary' },
  { color: 'gray', key: 'sample.color.secondary' },
  { color: 'green', key: 'sample.color.success' },
  { color: 'cyan', key: 'sample.color.info' },
  { color: 'orange', key: 'sample.color.warning' },
  { color: 'red', key: 'sample.color.error' },
] as const;

/** White text on the default shade of these is below 4.5:1 (axe): filled surfaces take a darker one. */
const FILLED_SHADE: Partial<Record<string, string>> = {
  blue: 'blue.8',
  gray: 'gray.7',
  red: 'red.9',
};

/** The colour to fill a surface that carries text with (buttons, filled badges). */
export const filledColor = (color: string) => FILLED_SHADE[color] ?? color;

/**
 * Text colour of an outline surface (badges). Mantine's outline text is shade 6 in the light
 * scheme, 2.4–3.6:1 on white; shade 9 darkened by a tenth passes 4.5:1 for every demo colour
 * (green and orange fall short at shade 9 alone). The dark scheme keeps Mantine's outline colour.
 */
export const outlineText = (color: string) =>
  `light-dark(color-mix(in srgb, var(--mantine-color-${color}-9), black 10%), var(--mantine-color-${color}-outline))`;
