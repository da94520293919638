import { useComputedColorScheme, useMantineTheme } from '@mantine/core';
import type { ChartColors } from '@portal/contract/charts';
import { useMemo } from 'react';

/** The chart colours of the active Mantine scheme: the primary colour first, then seven others. */
export function useChartColors(): ChartColors {
  const theme = useMantineTheme();
  const dark = useComputedColorScheme('light') === 'dark';
  return useMemo<ChartColors>(() => {
    const c = theme.colors;
    const primary = c[theme.primaryColor]?.[dark ? 4 : 6] ?? '#1867C0';
    return {
      palette: [
        primary,
        ...['teal', 'orange', 'grape', 'cyan', 'yellow', 'red', 'indigo'].map(
          (name) => c[name]?.[dark ? 4 : 6] ?? primary,
        ),
      ],
      text: dark ? c.dark[0] : c.gray[7],
      axis: dark ? c.dark[3] : c.gray[4],
      split: dark ? c.dark[5] : c.gray[2],
      tooltip: dark ? c.dark[6] : theme.white,
      fontFamily: theme.fontFamily ?? 'sans-serif',
    };
  }, [theme, dark]);
}
