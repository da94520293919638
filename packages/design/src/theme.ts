import { createTheme, type MantineColorsTuple, type MantineThemeOverride } from '@mantine/core';
import { generateColors } from './colors';

/** Default light primary colour (spec section 9). */
export const DEFAULT_PRIMARY = '#1867C0';

export function buildTheme(primary: string = DEFAULT_PRIMARY): MantineThemeOverride {
  const brand: MantineColorsTuple = generateColors(primary);
  return createTheme({
    primaryColor: 'brand',
    colors: { brand },
    fontFamily: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
    headings: { fontFamily: 'Inter, system-ui, sans-serif', fontWeight: '600' },
    defaultRadius: 'md',
    cursorType: 'pointer',
    // Display breakpoints of spec section 9, in em (16 px).
    breakpoints: { xs: '37.5em', sm: '37.5em', md: '60em', lg: '80em', xl: '120em' },
  });
}
