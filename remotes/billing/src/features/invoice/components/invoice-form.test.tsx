import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { timeLimit, withMockServer } from '@portal/design/testing';
import { call, seedData, signIn, testDb } from '@portal/mock-api/testing';
import { formatMoney, invoiceTotals, lineAmounts, toMajor } from '@portal/contract/money';
import { afterEach, describe, expect, it } from 'vitest';
import { renderRoute } from '../../../testing/render-route';
import { storedInvoice, storedInvoiceIds } from '../../../testing/stored-invoices';

/** The limit of the longest journeys, which type a whole invoice. */
const SLOW_MS = timeLimit(30_000);

const server = withMockServer();
afterEach(() => localStorage.clear());

type User = Awaited<ReturnType<typeof renderRoute>>['user'];

async function pickClient(user: User, label: string) {
  await user.click(screen.getByRole('combobox', { name: /^Client/ }));
  await user.click(await screen.findByRole('option', { name: label }));
}

async function typeDate(name: RegExp, value: string) {
  const input = screen.getByRole('textbox', { name });
  fireEvent.change(input, { target: { value } });
  fireEvent.blur(input);
  await waitFor(() => expect(input).toHaveValue(value));
}

async function fillLine(
  user: User,
  index: number,
  line: {
    description: string;
    quantity: string;
    unitPrice: string;
    discount?: string;
    tax?: string;
  },
) {
  const row = screen.getByRole('group', { name: `Line ${index + 1}` });
  // Paste rather than type key by key: the same change events, a fraction of the time.
  const fill = async (label: string, text: string) => {
    const input = within(row).getByLabelText(label);
    await user.clear(input);
    await user.click(input);
    await user.paste(text);
  };
  await fill('Description', line.description);
  await fill('Quantity', line.quantity);
  await fill('Unit price', line.unitPrice);
  if (line.discount) await fill('Discount %', line.discount);
  if (line.tax) await fill('Tax %', line.tax);
}

const LINES = [
  { description: 'VPS 2 vCPU', quantity: '3', unitPrice: '24.00', discount: '10', tax: '21' },
  { description: 'Domain .com', quantity: '1', unitPrice: '12.99' },
  { description: 'Mailboxes', quantity: '2.5', unitPrice: '3.33', discount: '12.5', tax: '21' },
];
const API_LINES = [
  { description: 'VPS 2 vCPU', quantity: 3, unitPrice: 2400, discount: 10, tax: 21 },
  { description: 'Domain .com', quantity: 1, unitPrice: 1299, discount: 0, tax: 0 },
  { description: 'Mailboxes', quantity: 2.5, unitPrice: 333, discount: 12.5, tax: 21 },
];

describe('add invoice', () => {
  it(
    'saves three lines: the saved total equals invoiceTotals, then opens the preview',
    async () => {
      const { user, location } = await renderRoute('/apps/invoice/add');
      await pickClient(user, 'Jordan Stevenson (Hall-Robbins PLC)');
      await typeDate(/^Issue date/, '2026-11-01');
      await typeDate(/^Due date/, '2026-11-30');
      await fillLine(user, 0, LINES[0]!);
      await user.click(screen.getByRole('button', { name: 'Add line' }));
      await fillLine(user, 1, LINES[1]!);
      await user.click(screen.getByRole('button', { name: 'Add line' }));
      await fillLine(user, 2, LINES[2]!);
      const expected = invoiceTotals(API_LINES);
      expect(screen.getByTestId('line-amount-0')).toHaveTextContent(
        formatMoney(lineAmounts(API_LINES[0]!).total, 'USD', 'en'),
      );
      expect(
        within(screen.getByTestId('totals-summary')).getByText(
          formatMoney(expected.total, 'USD', 'en'),
        ),
      ).toBeInTheDocument();

      await user.click(screen.getByRole('button', { name: 'Save invoice' }));
      await waitFor(() => expect(location().pathname).toBe('/apps/invoice/preview/5037'));
      const saved = await storedInvoice(5037);
      expect(saved).toMatchObject({
        invoiceStatus: 'Draft',
        total: toMajor(expected.total),
        issuedDate: '2026-11-01',
        dueDate: '2026-11-30',
        lines: API_LINES,
      });
      expect(saved?.client.name).toBe('Jordan Stevenson');
      expect(localStorage.getItem('HostDesk-draft-1-invoice-add')).toBeNull();
    },
    SLOW_MS,
  );

  it('shows errors beside the fields, due date before issue date included, keeping the input', async () => {
    const { user } = await renderRoute('/apps/invoice/add');
    await typeDate(/^Issue date/, '2026-11-10');
    await typeDate(/^Due date/, '2026-11-01');
    const row = screen.getByRole('group', { name: 'Line 1' });
    await user.type(within(row).getByLabelText('Unit price'), '12.345');
    await user.click(screen.getByRole('button', { name: 'Save invoice' }));
    expect(
      await screen.findByText('The due date cannot be before the issue date'),
    ).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Due date/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(screen.getByText('Choose a client')).toBeInTheDocument();
    expect(within(row).getByText('Enter an amount such as 12.50')).toBeInTheDocument();
    expect(within(row).getByLabelText('Unit price')).toHaveValue('12.345');
    expect(within(row).getAllByText('This field is required').length).toBeGreaterThan(0);
    expect(await storedInvoiceIds()).toHaveLength(50);
  });

  it('restores an unsaved draft after a remount, and "Discard draft" empties the form', async () => {
    const first = await renderRoute('/apps/invoice/add');
    const row = screen.getByRole('group', { name: 'Line 1' });
    await first.user.type(within(row).getByLabelText('Description'), 'Wildcard SSL');
    await waitFor(() =>
      expect(localStorage.getItem('HostDesk-draft-1-invoice-add')).toContain('Wildcard SSL'),
    );
    first.unmount();

    const second = await renderRoute('/apps/invoice/add');
    expect(await screen.findByText('Unsaved draft restored')).toBeInTheDocument();
    expect(
      within(screen.getByRole('group', { name: 'Line 1' })).getByLabelText('Description'),
    ).toHaveValue('Wildcard SSL');
    await second.user.click(screen.getByRole('button', { name: 'Discard draft' }));
    expect(
      within(screen.getByRole('group', { name: 'Line 1' })).getByLabelText('Description'),
    ).toHaveValue('');
    expect(screen.queryByText('Unsaved draft restored')).not.toBeInTheDocument();
    expect(localStorage.getItem('HostDesk-draft-1-invoice-add')).toBeNull();
  });

  it(
    'adds a new client from the form and selects it',
    async () => {
      const { user } = await renderRoute('/apps/invoice/add');
      await user.click(screen.getByRole('button', { name: 'Add new client' }));
      const dialog = await screen.findByRole('dialog', { name: 'Add new client' });
      const field = (label: RegExp) => within(dialog).getByLabelText(label);
      await user.type(field(/^Name/), 'Ada Lovelace');
      await user.type(field(/^Company$|^Company \*/), 'Analytical Engines');
      await user.type(field(/^Company email/), 'jordan.stevenson@hallrobbinsplc.example');
      await user.type(field(/^Address/), '12 St James Square');
      await user.type(field(/^Country/), 'United Kingdom');
      await user.type(field(/^Phone/), '+44 20 7946 0958');
      await user.click(within(dialog).getByRole('button', { name: 'Save client' }));
      // The API refuses a known email: shown beside the field, the rest kept.
      expect(
        await within(dialog).findByText('A client with this email already exists'),
      ).toBeInTheDocument();
      expect(field(/^Name/)).toHaveValue('Ada Lovelace');
      await user.clear(field(/^Company email/));
      await user.type(field(/^Company email/), 'ada@engines.example');
      await user.click(within(dialog).getByRole('button', { name: 'Save client' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(screen.getByRole('combobox', { name: /^Client/ })).toHaveValue(
        'Ada Lovelace (Analytical Engines)',
      );
      const clients = await testDb()
        .selectFrom('invoice_clients')
        .select('company_email')
        .execute();
      expect(clients.some((c) => c.company_email === 'ada@engines.example')).toBe(true);
    },
    SLOW_MS,
  );
});

describe('edit invoice', () => {
  it('loads the saved lines, recomputes the total on save and keeps the payments', async () => {
    const invoice = seedData().invoices.find((i) => i.invoiceStatus === 'Partial Payment');
    if (!invoice) throw new Error('seed');
    const { user, location } = await renderRoute(`/apps/invoice/edit/${invoice.id}`);
    const row = await screen.findByRole('group', { name: 'Line 1' });
    expect(within(row).getByLabelText('Description')).toHaveValue(invoice.lines[0]?.description);
    // Payments were taken against it: the page says so before anything is changed.
    expect(screen.getByRole('note')).toHaveTextContent('This invoice is partly paid');
    await user.clear(within(row).getByLabelText('Quantity'));
    await user.type(within(row).getByLabelText('Quantity'), '100');
    await user.click(screen.getByRole('button', { name: 'Save invoice' }));
    await waitFor(() => expect(location().pathname).toBe(`/apps/invoice/preview/${invoice.id}`));
    const saved = await storedInvoice(invoice.id);
    const lines = invoice.lines.map((line, index) =>
      index === 0 ? { ...line, quantity: 100 } : line,
    );
    expect(saved?.total).toBe(toMajor(invoiceTotals(lines).total));
    expect(saved?.payments).toEqual(invoice.payments);
    expect(saved?.history.at(-1)?.action).toBe('updated');
  });

  it('a colleague saved meanwhile: the conflict dialog shows both notes, "Keep mine" saves mine', async () => {
    const invoice = seedData().invoices.find((i) => i.invoiceStatus === 'Sent');
    if (!invoice) throw new Error('seed');
    const { user, location } = await renderRoute(`/apps/invoice/edit/${invoice.id}`);
    const notes = await screen.findByRole('textbox', { name: 'Notes' });
    expect(screen.queryByRole('note')).not.toBeInTheDocument(); // nothing paid yet
    // Another staff member's save, through the same API, after this form opened.
    const colleague = await signIn();
    const saved = invoice;
    const theirs = await call(`/api/apps/invoice/${invoice.id}`, {
      method: 'PUT',
      token: colleague,
      json: {
        client: saved.client,
        issuedDate: saved.issuedDate,
        dueDate: saved.dueDate,
        service: saved.service,
        currency: saved.currency,
        lines: saved.lines,
        note: 'Their note',
      },
    });
    expect(theirs.status).toBe(200);
    await user.clear(notes);
    await user.type(notes, 'My note');
    await user.click(screen.getByRole('button', { name: 'Save invoice' }));
    const dialog = await screen.findByRole('dialog', { name: 'Someone else changed this record' });
    const row = within(dialog).getByRole('row', { name: /Notes/ });
    expect(within(row).getByText('Their note')).toBeInTheDocument();
    expect(within(row).getByText('My note')).toBeInTheDocument();
    // Nothing else differs: the other fields are the same on both sides.
    expect(within(dialog).getAllByRole('row')).toHaveLength(2);
    expect((await storedInvoice(invoice.id))?.note).toBe('Their note');
    await user.click(within(dialog).getByRole('button', { name: 'Keep mine' }));
    await waitFor(() => expect(location().pathname).toBe(`/apps/invoice/preview/${invoice.id}`));
    expect((await storedInvoice(invoice.id))?.note).toBe('My note');
  });

  it('keeps a 5,000-character note whole, says it is over 2,000 and refuses to save it', async () => {
    const invoice = seedData().invoices.find((i) => i.invoiceStatus === 'Sent');
    if (!invoice) throw new Error('seed');
    const { user, location } = await renderRoute(`/apps/invoice/edit/${invoice.id}`);
    const notes = await screen.findByRole('textbox', { name: 'Notes' });
    await user.clear(notes);
    await user.click(notes);
    await user.paste('n'.repeat(5000));
    // Nothing cut (a `maxLength` attribute would keep 2,000), and the field says why.
    expect(notes).toHaveValue('n'.repeat(5000));
    expect(notes).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('5,000 / 2,000 characters')).toBeVisible();
    expect(screen.getByText('Enter at most 2,000 characters')).toBeVisible();
    expect(notes).toHaveAccessibleDescription(expect.stringContaining('5,000 / 2,000 characters'));
    const writes: string[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.method !== 'GET') writes.push(`${request.method} ${request.url}`);
    });
    await user.click(screen.getByRole('button', { name: 'Save invoice' }));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(writes).toEqual([]);
    expect(location().pathname).toBe(`/apps/invoice/edit/${invoice.id}`);
    expect((await storedInvoice(invoice.id))?.note).toBe(invoice.note);
    expect(notes).toHaveValue('n'.repeat(5000));
    // Back at the limit: the counter stays, the error goes, and it saves.
    await user.clear(notes);
    await user.click(notes);
    await user.paste('n'.repeat(2000));
    expect(notes).toHaveAccessibleDescription('2,000 / 2,000 characters');
    await user.click(screen.getByRole('button', { name: 'Save invoice' }));
    await waitFor(() => expect(location().pathname).toBe(`/apps/invoice/preview/${invoice.id}`));
    expect((await storedInvoice(invoice.id))?.note).toBe('n'.repeat(2000));
    expect(writes).toEqual([expect.stringContaining(`PUT `)]);
    server.events.removeAllListeners();
  });

  it('shows the spec\'s "not found" text for an unknown id', async () => {
    await renderRoute('/apps/invoice/edit/42');
    expect(await screen.findByText('No invoice found with this id')).toBeInTheDocument();
  });
});
