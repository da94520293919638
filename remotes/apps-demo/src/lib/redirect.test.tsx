import { waitFor } from '@testing-library/react';
import { renderWithProviders } from '@portal/design/testing';
import { matchPath } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { paths } from '../config/paths';
import routeTable from '../routes';

const cases = Object.entries(paths.redirects);

describe('bare prefixes', () => {
  it.each(cases)('%s opens %s, keeping the query', async (from, to) => {
    const route = routeTable.routes.find((candidate) => matchPath(candidate.path, from));
    expect(route?.path).toBe(from);
    const { default: Page } = await route!.load();
    const { location } = renderWithProviders(<Page />, { route: `${from}?x=1`, path: '*' });
    await waitFor(() => expect(location().pathname).toBe(to));
    expect(location().search).toBe('?x=1');
  });

  it('each lands on a route the table serves', () => {
    for (const [, to] of cases)
      expect(
        routeTable.routes.some(
          (route) => !(route.path in paths.redirects) && matchPath(route.path, to),
        ),
        to,
      ).toBe(true);
  });
});
