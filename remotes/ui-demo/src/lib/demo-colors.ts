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
