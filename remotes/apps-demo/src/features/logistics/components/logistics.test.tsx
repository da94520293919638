import { screen, waitFor, within } from '@testing-library/react';
import { withMockServer } from '@portal/design/testing';
import { seedData } from '@portal/mock-api/testing';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../../testing/render-route';
import { CITIES } from './geo';
import { vehicleRoute } from './fleet-map';

const server = withMockServer();

function statCard(title: string) {
  const card = screen.getByText(title).closest('.mantine-Card-root');
  if (!(card instanceof HTMLElement)) throw new Error(`No stat card "${title}"`);
  return card;
}

async function dataRows() {
  const table = await screen.findByRole('table', { name: 'Vehicles on route' });
  await waitFor(() => expect(within(table).queryAllByTestId('skeleton-row')).toHaveLength(0));
  return within(table).getAllByRole('row').slice(1);
}

describe('logistics dashboard', () => {
  it('shows figures computed from the 25 vehicles, three charts and the vehicle table', async () => {
    await renderRoute('/apps/logistics/dashboard');
    expect(await screen.findByText('On route vehicles')).toBeInTheDocument();
    const vehicles = seedData().vehicles;
    expect(statCard('On route vehicles')).toHaveTextContent(
      String(vehicles.filter((v) => v.progress > 0 && v.progress < 100).length),
    );
    expect(statCard('Vehicles with warnings')).toHaveTextContent(
      String(vehicles.filter((v) => v.warnings !== 'No Warnings').length),
    );
    for (const name of [
      'Shipments by destination country',
      'Delivery performance by origin country',
      'Delivery exceptions',
    ])
      expect(screen.getByRole('img', { name })).toBeInTheDocument();
    expect(await dataRows()).toHaveLength(10);
  });

  it('sorts vehicles by progress, descending on the second click', async () => {
    const { user, location } = await renderRoute('/dashboards/logistics');
    await dataRows();
    await user.click(screen.getByRole('button', { name: 'Progress' }));
    await user.click(screen.getByRole('button', { name: 'Progress' }));
    await waitFor(() => expect(location().search).toBe('?sortBy=progress&orderBy=desc'));
    await waitFor(async () => expect((await dataRows())[0]).toHaveTextContent('VOL-595525'));
    expect(within((await dataRows())[0] as HTMLElement).getByRole('link')).toHaveAttribute(
      'href',
      '/apps/logistics/fleet?vehicle=8',
    );
  });

  it('shows an error with Retry, and Retry loads the data, when the API fails', async () => {
    server.use(
      http.get(
        '/api/apps/logistics/vehicles',
        () => HttpResponse.json({ message: 'x' }, { status: 500 }),
        { once: true },
      ),
    );
    const { user } = await renderRoute('/apps/logistics/dashboard');
    expect(
      (await screen.findAllByText('The server could not complete the request. Try again.')).length,
    ).toBeGreaterThan(0);
    await user.click(screen.getAllByRole('button', { name: 'Retry' })[0]!);
    expect(await dataRows()).toHaveLength(10);
  });
});

describe('fleet', () => {
  it('has coordinates for every seeded city', () => {
    for (const vehicle of seedData().vehicles) {
      expect(CITIES[vehicle.startCity], vehicle.startCity).toBeDefined();
      expect(CITIES[vehicle.endCity], vehicle.endCity).toBeDefined();
    }
  });

  it('expands a vehicle, centres the map on it and shows its route and progress', async () => {
    const { user, location } = await renderRoute('/apps/logistics/fleet');
    const map = await screen.findByRole('img', { name: 'Map of 25 vehicles on their routes' });
    expect(map.getAttribute('data-centre')).toBe('');
    await user.click(screen.getByRole('button', { name: /VOL-302781/ }));
    await waitFor(() => expect(location().search).toBe('?vehicle=2'));
    const centred = screen.getByRole('img', {
      name: 'Map centred on VOL-302781, on its route from Köln to Laspezia, 24% done',
    });
    const vehicle = seedData().vehicles[1];
    if (!vehicle) throw new Error('no vehicle');
    const expected = vehicleRoute(vehicle)
      ?.position.map((v) => v.toFixed(1))
      .join(',');
    expect(centred.getAttribute('data-centre')).toBe(expected);
    expect(screen.getByText('Köln → Laspezia: 24% of the route')).toBeInTheDocument();
    expect(screen.getByText('From Köln, Germany')).toBeVisible();
  });
});
