import type { SalesRow } from '@portal/contract';
import type { Random } from './prng';

/** A hosting company's products: name, brand, category, price in dollars, description. */
const PRODUCTS = [
  ['Team hosting, 1 year', 'HostDesk', 'Web hosting', 190, '5 websites, 25 GB SSD, 10 mailboxes.'],
  [
    'Company hosting, 1 year',
    'HostDesk',
    'Web hosting',
    490,
    '20 websites, 100 GB SSD, 50 mailboxes.',
  ],
  ['VPS Standard, 1 month', 'HostDesk', 'VPS', 24, '2 vCPU, 4 GB memory, 80 GB SSD, root access.'],
  [
    'VPS Performance, 1 month',
    'HostDesk',
    'VPS',
    48,
    '4 vCPU, 8 GB memory, 160 GB NVMe, root access.',
  ],
  [
    'Dedicated server, 1 month',
    'Dell',
    'Dedicated servers',
    189,
    '16 cores, 64 GB memory, 2 × 1 TB NVMe.',
  ],
  ['.com domain, 1 year', 'HostDesk', 'Domains', 15, 'Registration or transfer, DNS included.'],
  [
    'Wildcard SSL certificate, 1 year',
    'Sectigo',
    'SSL certificates',
    59,
    'Covers a domain and every subdomain.',
  ],
  ['Business mailbox, 1 year', 'HostDesk', 'E-mail', 36, '50 GB mailbox with spam filtering.'],
  [
    'Offsite backup 100 GB, 1 year',
    'HostDesk',
    'Backups',
    60,
    'Daily copies kept in a second data centre.',
  ],
  [
    'Managed firewall, 1 month',
    'HostDesk',
    'Security',
    29,
    'Rules set up and watched by our network team.',
  ],
] as const;
const BUYERS = [
  'Zsazsa McCleverty',
  'Yoko Pottie',
  'Esme Tamblingson',
  'Bertha Biner',
  'Kipp Gerold',
  'Ingrid Hamfly',
  'Amory Ferreira',
  'Carmen Ruiz',
  'Omar Haddad',
  'Léa Martin',
  'Hugo Dubois',
  'Sofía Gómez',
  'Yasmin Benali',
  'Noah Fischer',
  'Ava Thompson',
] as const;

/** About 50 sales of hosting products for the data-table demo (spec 9), deterministic. */
export function seedSales(random: Random, count = 50): SalesRow[] {
  return Array.from({ length: count }, (_, index) => {
    const [name, brand, category, price, description] = random.pick(PRODUCTS);
    const quantity = random.int(1, 3);
    const total = price * quantity;
    const status = random.pick(['Completed', 'Confirmed', 'Cancelled'] as const);
    const received = random.pick(['Fully Paid', 'Partially Paid', 'Unpaid'] as const);
    const paidAmount =
      received === 'Fully Paid' ? total : received === 'Unpaid' ? 0 : Math.round(total / 2);
    const day = new Date(Date.UTC(2024, random.int(0, 11), random.int(1, 28)));
    return {
      id: index + 1,
      product: {
        id: PRODUCTS.findIndex((product) => product[0] === name) + 1,
        name,
        slug: name
          .toLowerCase()
          .replace(/[^a-z0-9]+/g, '-')
          .replace(/^-|-$/g, ''),
        brand,
        category,
        price,
        image: `product-${index % 8}`,
        hasFreeShipping: random.next() > 0.5,
        rating: random.int(2, 5),
        description,
      },
      date: day.toISOString().slice(0, 10),
      buyer: { name: random.pick(BUYERS), avatar: null },
      payment: { total, receivedPaymentStatus: received, paidAmount, status },
    };
  });
}
