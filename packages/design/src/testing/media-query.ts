import { vi } from 'vitest';

/**
 * Makes every media query containing `fragment` (e.g. `max-width: 36em`) match or not, the
 * others as the test window says: a phone-sized layout in happy-dom. Undone by
 * `vi.restoreAllMocks()`.
 */
export function mockMediaQuery(fragment: string, matches: boolean): void {
  const real = window.matchMedia.bind(window);
  vi.spyOn(window, 'matchMedia').mockImplementation((query) => {
    const list = real(query);
    if (query.includes(fragment)) Object.defineProperty(list, 'matches', { value: matches });
    return list;
  });
}
