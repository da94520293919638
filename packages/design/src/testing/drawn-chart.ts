import { screen, waitFor } from '@testing-library/react';
import { expect } from 'vitest';

/**
 * The chart whose accessible name is `name` once its SVG is drawn (by ECharts in the page or by
 * the server), looked up again on each try: a chart may replace its element while it loads.
 */
export async function drawnChart(name: string): Promise<HTMLElement> {
  let figure: HTMLElement | undefined;
  await waitFor(
    () => {
      figure = screen.getByRole('img', { name });
      expect(figure.querySelector('svg')).not.toBeNull();
    },
    { timeout: 10_000 },
  );
  if (!figure) throw new Error(`No chart named ${name}`);
  return figure;
}
