import type { Currency } from '@portal/contract';
import type { Customer } from '@portal/contract';
import type { Random } from './prng';

const COMPANIES = [
  'Andes Web Studio',
  'Pampa Logística',
  'Río Claro Foods',
  'Northwind Traders',
  'Blue Harbor Clinic',
  'Cumbre Legal',
  'Lumen Analytics',
  'Patagonia Outdoors',
  'Vértice Arquitectos',
  'Maple & Stone',
  'Orbital Games',
  'Sierra Dental',
  'Delta Seguros',
  'Brightpath School',
  'Casa Nómade Hostels',
  'Atlas Freight',
  'Nimbus Media',
  'Ferretería El Tornillo',
  'Greenleaf Organics',
  'Polar Data Labs',
  'Quinta Vinos',
  'Helix Biotech',
  'Mercado Central Online',
  'Kestrel Aviation',
  'Solaris Energía',
  'Tango Travel',
  'Ironbridge Consulting',
  'Luna Boutique',
  'Cobalt Security',
  'Faro Editorial',
] as const;

const PLACES: readonly { country: string; city: string; currency: Currency }[] = [
  { country: 'Argentina', city: 'Buenos Aires', currency: 'ARS' },
  { country: 'Argentina', city: 'Córdoba', currency: 'ARS' },
  { country: 'Spain', city: 'Madrid', currency: 'EUR' },
  { country: 'France', city: 'Lyon', currency: 'EUR' },
  { country: 'United States', city: 'Austin', currency: 'USD' },
  { country: 'United States', city: 'Denver', currency: 'USD' },
];

const STREETS = [
  'Av. Corrientes',
  'Calle Mayor',
  'Rue de la République',
  'Main Street',
  'Elm Avenue',
];

/** A tax id in the customer's country style: CUIT (AR), NIF (ES), TVA (FR), EIN (US). */
function taxId(random: Random, country: string): string {
  const digits = (count: number) =>
    Array.from({ length: count }, () => String(random.int(0, 9))).join('');
  switch (country) {
    case 'Argentina':
      return `30-${digits(8)}-${random.int(0, 9)}`;
    case 'Spain':
      return `B${digits(8)}`;
    case 'France':
      return `FR${digits(11)}`;
    default:
      return `${digits(2)}-${digits(7)}`;
  }
}

/** The hosting customers every billing entity refers to (30, deterministic). */
export function seedCustomers(random: Random): Customer[] {
  return COMPANIES.map((name, index) => {
    const place = random.pick(PLACES);
    const slug = name
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '');
    return {
      id: index + 1,
      name,
      taxId: taxId(random, place.country),
      email: `billing@${slug}.example`,
      address: `${random.pick(STREETS)} ${random.int(10, 2999)}, ${place.city}`,
      country: place.country,
      currency: place.currency,
    };
  });
}
