import type { SalesRow } from '@portal/contract';
import type { Random } from './prng';

const PRODUCTS = [
  ['OnePlus 7 Pro', 'OnePlus', 'Smartphones', 799],
  ['Magic Keyboard', 'Apple', 'Accessories', 99],
  ['Nike Air Max', 'Nike', 'Shoes', 130],
  ['Echo Dot', 'Amazon', 'Smart home', 49],
  ['Galaxy Tab S8', 'Samsung', 'Tablets', 699],
  ['MacBook Air M2', 'Apple', 'Laptops', 1199],
  ['Sony WH-1000XM5', 'Sony', 'Audio', 399],
  ['Kindle Paperwhite', 'Amazon', 'E-readers', 149],
  ['Logitech MX Master 3', 'Logitech', 'Accessories', 99],
  ['Apple Watch Series 9', 'Apple', 'Wearables', 429],
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

/** About 50 sales rows for the data-table demo (spec 9), deterministic. */
export function seedSales(random: Random, count = 50): SalesRow[] {
  return Array.from({ length: count }, (_, index) => {
    const [name, brand, category, price] = random.pick(PRODUCTS);
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
        slug: name.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
        brand,
        category,
        price,
        image: `product-${index % 8}`,
        hasFreeShipping: random.next() > 0.5,
        rating: random.int(2, 5),
        description: `${brand} ${name}, ${category.toLowerCase()}.`,
      },
      date: day.toISOString().slice(0, 10),
      buyer: { name: random.pick(BUYERS), avatar: null },
      payment: { total, receivedPaymentStatus: received, paidAmount, status },
    };
  });
}
