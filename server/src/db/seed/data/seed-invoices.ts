import { SYSTEM_ACTOR, recordEvent, type Actor } from '../../../lib/audit';
import { invoiceTotals, sumMinor, toMajor } from '@portal/contract/money';
import type { LineItem, Payment } from '@portal/contract';
import type { Invoice, InvoiceClient, InvoiceStatus } from '@portal/contract';
import { INVOICE_STATUSES } from '@portal/contract';
import type { Random } from './prng';

/** The demo admin: the seed's history entries are "done" by this account. */
const ADMIN_ACTOR: Actor = { id: 1, fullName: 'John Doe', email: 'admin@demo.com' };

/** Seed invoices are dated before this day; Past Due ones fall due before it. */
export const INVOICE_SEED_TODAY = '2026-11-22';
export const FIRST_INVOICE_ID = 4987;
export const INVOICE_COUNT = 50;

const CLIENTS: InvoiceClient[] = [
  ['Jordan Stevenson', 'Hall-Robbins PLC', 'USA', '7777 Mendez Plains', '(616) 865-4180'],
  ['Stephanie Burns', 'Mccann LLC', 'Haiti', '04033 Wesley Wall Apt. 961', '(226) 204-8287'],
  ['Tony Herrera', 'Leonard-Garcia', 'Denmark', '5345 Robert Squares', '(955) 676-1076'],
  [
    'Kevin Patton',
    'Smith, Miller and Henry LLC',
    'Cambodia',
    '19022 Clark Parks Suite 149',
    '(832) 864-6531',
  ],
  [
    'Mrs. Julie Donovan MD',
    'Garcia-Cameron and Sons',
    'Martinique',
    '8534 Saunders Hill Apt. 583',
    '(970) 982-3353',
  ],
  ['Amanda Phillips', 'Hurst, Wolfe and Sons', 'Chile', '661 Perez Run Apt. 778', '(306) 474-4224'],
  ['Christina Collier', 'Hale and Sons', 'Spain', '074 Long Union', '(628) 912-4380'],
  ['David Flores', 'Walker-Mendez', 'Argentina', 'Av. Corrientes 1234', '+54 11 4321 5678'],
  ['Lisa Moreno', 'Rios Digital SRL', 'Argentina', 'Calle Florida 550', '+54 11 5555 1212'],
  ['Marcus Green', 'Greenleaf Studios', 'Canada', '88 Queen St W', '(416) 555-0199'],
  ['Nadia Haddad', 'Cedar Web Agency', 'Lebanon', '12 Hamra Street', '+961 1 345 678'],
  ['Pierre Lambert', 'Lambert Conseil SARL', 'France', '14 rue de Rivoli', '+33 1 42 60 30 30'],
  ['Sofia Ruiz', 'Ruiz & Asociados', 'Mexico', 'Av. Reforma 222', '+52 55 5555 0101'],
  ['Owen Clarke', 'Clarke Retail Ltd', 'United Kingdom', '221 Baker Street', '+44 20 7946 0958'],
  ['Hannah Becker', 'Becker Logistik GmbH', 'Germany', 'Friedrichstrasse 43', '+49 30 901820'],
  ['Yuki Tanaka', 'Sakura Apps KK', 'Japan', '2-1 Marunouchi', '+81 3 1234 5678'],
  ['Carlos Mendes', 'Mendes Turismo Lda', 'Portugal', 'Rua Augusta 100', '+351 21 123 4567'],
  ['Emily Chen', 'Bluebird Bakery', 'USA', '900 Market Street', '(415) 555-0123'],
  ['Omar Farouk', 'Nile Trading Co', 'Egypt', '5 Tahrir Square', '+20 2 2345 6789'],
  ['Grace Okafor', 'Okafor Legal', 'Nigeria', '17 Broad Street', '+234 1 234 5678'],
].map(([name = '', company = '', country = '', address = '', contact = '']) => ({
  name,
  company,
  companyEmail: `${name
    .toLowerCase()
    .replace(/^mrs\. /, '')
    .replace(/ md$/, '')
    .replace(/[^a-z]+/g, '.')}@${company.toLowerCase().replace(/[^a-z]+/g, '')}.example`,
  address,
  country,
  contact,
}));

/** What a hosting company sells: description, unit price (cents), usual tax rate. */
const CATALOGUE: { description: string; unitPrice: number; tax: number; quantities: number[] }[] = [
  {
    description: 'Web hosting Starter (monthly)',
    unitPrice: 499,
    tax: 21,
    quantities: [1, 3, 6, 12],
  },
  {
    description: 'Web hosting Business (monthly)',
    unitPrice: 1299,
    tax: 21,
    quantities: [1, 6, 12],
  },
  { description: 'Web hosting Pro (monthly)', unitPrice: 2499, tax: 21, quantities: [1, 12] },
  { description: 'Domain registration .com (1 year)', unitPrice: 1299, tax: 0, quantities: [1, 2] },
  { description: 'Domain renewal .net (1 year)', unitPrice: 1499, tax: 0, quantities: [1] },
  { description: 'SSL certificate Standard (1 year)', unitPrice: 4900, tax: 21, quantities: [1] },
  { description: 'SSL certificate Wildcard (1 year)', unitPrice: 14900, tax: 21, quantities: [1] },
  { description: 'VPS 2 vCPU / 4 GB (monthly)', unitPrice: 2400, tax: 21, quantities: [1, 3, 12] },
  { description: 'VPS 8 vCPU / 16 GB (monthly)', unitPrice: 8900, tax: 21, quantities: [1, 3] },
  {
    description: 'Business email mailbox (monthly)',
    unitPrice: 350,
    tax: 21,
    quantities: [5, 10, 25],
  },
  { description: 'Daily off-site backups (monthly)', unitPrice: 599, tax: 21, quantities: [1, 12] },
  { description: 'Setup fee', unitPrice: 2500, tax: 21, quantities: [1] },
  { description: 'Site migration service', unitPrice: 7500, tax: 21, quantities: [1] },
];

const DISCOUNTS = [0, 0, 0, 5, 10, 15];
const METHODS = ['bank_transfer', 'card', 'direct_debit', 'check', 'cash'] as const;
const DAY_MS = 24 * 60 * 60 * 1000;

const isoDay = (date: Date) => date.toISOString().slice(0, 10);
const addDays = (iso: string, days: number) =>
  isoDay(new Date(Date.parse(`${iso}T00:00:00Z`) + days * DAY_MS));
/** A seed timestamp on `iso` at a fixed hour (UTC), so the data is the same everywhere. */
const at = (iso: string, hour: number) =>
  new Date(`${iso}T${String(hour).padStart(2, '0')}:00:00Z`);

/**
 * The template invoice app's sample data (spec 9): 50 invoices, ids 4987..5036, drawn from 20
 * clients; every status present. Totals and balances come from the lines and payments through
 * the money module; payments and history agree with the status.
 */
export function seedInvoices(random: Random): {
  invoices: Invoice[];
  invoiceClients: InvoiceClient[];
} {
  const invoiceClients = CLIENTS.map((client) => ({ ...client }));
  const invoices: Invoice[] = [];
  for (let index = 0; index < INVOICE_COUNT; index += 1) {
    const id = FIRST_INVOICE_ID + index;
    // The first six cover every status; the rest are drawn.
    const status: InvoiceStatus = INVOICE_STATUSES[index] ?? random.pick(INVOICE_STATUSES);
    const clientIndex = random.int(0, invoiceClients.length - 1);
    const client = invoiceClients[clientIndex] ?? CLIENTS[0];
    if (!client) throw new Error('no invoice clients');
    // Issued in 2026 up to a week before "today"; Past Due ones early enough to be overdue.
    const latest = status === 'Past Due' ? 260 : 318;
    const issuedDate = addDays('2026-01-02', random.int(0, latest));
    const dueDate = addDays(issuedDate, random.pick([15, 30, 30, 45]));

    const lineCount = random.int(1, 4);
    const lines: LineItem[] = [];
    for (let n = 0; n < lineCount; n += 1) {
      const product = random.pick(CATALOGUE);
      lines.push({
        description: product.description,
        quantity: random.pick(product.quantities),
        unitPrice: product.unitPrice,
        discount: random.pick(DISCOUNTS),
        tax: product.tax,
      });
    }
    const total = invoiceTotals(lines).total;

    const history: Invoice['history'] = [];
    const event = (
      action: string,
      day: string,
      hour: number,
      extra: object = {},
      actor = ADMIN_ACTOR,
    ) =>
      recordEvent(history, actor, action, {
        id: `inv-${id}-${history.length + 1}`,
        at: at(day, hour),
        ...extra,
      });
    event('created', issuedDate, 9);
    if (status !== 'Draft') {
      event('sent', issuedDate, 10, {
        from: 'Draft',
        to: 'Sent',
        detail: `to ${client.companyEmail}`,
      });
    }
    if (status === 'Downloaded') {
      event('downloaded', addDays(issuedDate, 1), 11, { from: 'Sent', to: 'Downloaded' });
    }

    const payments: Payment[] = [];
    const pay = (amount: number, day: string, from: InvoiceStatus, to: InvoiceStatus) => {
      const method = random.pick(METHODS);
      payments.push({
        id: `pay-${id}-${payments.length + 1}`,
        amount,
        date: day,
        method,
        note: '',
        recordedBy: ADMIN_ACTOR.fullName,
        recordedAt: at(day, 15).toISOString(),
      });
      event('payment', day, 15, { from, to, detail: `${toMajor(amount).toFixed(2)} USD` });
    };
    if (status === 'Paid') {
      const overpaid = index % 7 === 0 ? random.int(5, 50) * 100 : 0;
      if (random.next() < 0.5 && total > 1000) {
        const first = Math.round(total * 0.5);
        pay(first, addDays(issuedDate, 5), 'Sent', 'Partial Payment');
        pay(total - first + overpaid, addDays(issuedDate, 12), 'Partial Payment', 'Paid');
      } else {
        pay(total + overpaid, addDays(issuedDate, random.int(2, 14)), 'Sent', 'Paid');
      }
    } else if (status === 'Partial Payment') {
      const share = random.int(20, 80) / 100;
      pay(
        Math.max(1, Math.min(total - 1, Math.round(total * share))),
        addDays(issuedDate, 7),
        'Sent',
        'Partial Payment',
      );
    } else if (status === 'Past Due') {
      event('overdue', addDays(dueDate, 1), 0, { from: 'Sent', to: 'Past Due' }, SYSTEM_ACTOR);
    }

    const paid = sumMinor(payments.map((payment) => payment.amount));
    const avatarNumber = random.int(0, 8);
    invoices.push({
      id,
      issuedDate,
      dueDate,
      client: { ...client },
      service: lines[0]?.description ?? 'Hosting services',
      total: toMajor(total),
      avatar: avatarNumber === 0 ? '' : `/images/avatars/avatar-${avatarNumber}.svg`,
      invoiceStatus: status,
      balance: toMajor(total - paid),
      currency: 'USD',
      lines,
      note:
        random.next() < 0.3
          ? 'Thank you for your business. Payment by bank transfer within the due date.'
          : '',
      payments,
      history,
    });
  }
  return { invoices, invoiceClients };
}
