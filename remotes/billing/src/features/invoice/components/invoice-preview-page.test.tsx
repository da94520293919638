import { screen, waitFor, within } from '@testing-library/react';
import { withMockServer } from '@portal/design/testing';
import { seedData } from '@portal/mock-api/testing';
import {
  formatMoney,
  invoiceTotals,
  lineAmounts,
  minorToInput,
  sumMinor,
} from '@portal/contract/money';
import type { Invoice } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../../testing/render-route';
import { addStoredPayment, storedInvoice } from '../../../testing/stored-invoices';

withMockServer();

const usd = (minor: number) => formatMoney(minor, 'USD', 'en');
const firstWith = (status: Invoice['invoiceStatus']) => {
  const invoice = seedData().invoices.find((i) => i.invoiceStatus === status && i.lines.length > 1);
  if (!invoice) throw new Error(`no ${status} invoice with several lines`);
  return invoice;
};
const dbInvoice = (id: number) => storedInvoice(id);

describe('invoice preview', () => {
  it('shows the document with the money-module figures and the history', async () => {
    const invoice = firstWith('Partial Payment');
    await renderRoute(`/apps/invoice/preview/${invoice.id}`);
    const doc = await screen.findByRole('article', { name: `Invoice #${invoice.id}` });
    const totals = invoiceTotals(invoice.lines);
    const paid = sumMinor(invoice.payments.map((p) => p.amount));
    const totalsList = within(doc).getByTestId('totals-summary');
    expect(within(totalsList).getByText(usd(totals.subtotal))).toBeInTheDocument();
    expect(within(totalsList).getByText(usd(totals.total))).toBeInTheDocument();
    expect(within(totalsList).getByText(usd(paid))).toBeInTheDocument();
    expect(within(totalsList).getByText(usd(totals.total - paid))).toBeInTheDocument();
    const lineTable = within(doc).getByRole('table', { name: 'Invoice lines' });
    for (const line of invoice.lines) {
      expect(within(lineTable).getAllByText(usd(lineAmounts(line).total)).length).toBeGreaterThan(
        0,
      );
    }
    expect(within(doc).getByText(invoice.client.name)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'History' })).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Payments of this invoice' })).toBeInTheDocument();
  });

  it('sends a Draft: the drawer is prefilled and the invoice becomes Sent', async () => {
    const invoice = firstWith('Draft');
    const { user } = await renderRoute(`/apps/invoice/preview/${invoice.id}`);
    await user.click(await screen.findByRole('button', { name: 'Send invoice' }));
    const drawer = await screen.findByRole('dialog', { name: 'Send invoice' });
    expect(within(drawer).getByLabelText(/^To/)).toHaveValue(invoice.client.companyEmail);
    expect(within(drawer).getByLabelText(/^Subject/)).toHaveValue(
      `Invoice #${invoice.id} from HostDesk Hosting`,
    );
    await user.clear(within(drawer).getByLabelText(/^To/));
    await user.type(within(drawer).getByLabelText(/^To/), 'not-an-email');
    await user.click(within(drawer).getByRole('button', { name: 'Send' }));
    expect(await within(drawer).findByText('Enter a valid email address')).toBeInTheDocument();
    expect((await dbInvoice(invoice.id))?.invoiceStatus).toBe('Draft');
    await user.clear(within(drawer).getByLabelText(/^To/));
    await user.type(within(drawer).getByLabelText(/^To/), 'billing@client.example');
    await user.click(within(drawer).getByRole('button', { name: 'Send' }));
    expect(
      await screen.findByText(`Invoice #${invoice.id} sent to billing@client.example`),
    ).toBeInTheDocument();
    expect((await dbInvoice(invoice.id))?.invoiceStatus).toBe('Sent');
    expect((await dbInvoice(invoice.id))?.history.at(-1)).toMatchObject({
      action: 'sent',
      detail: 'to billing@client.example',
    });
    await waitFor(() => expect(screen.getAllByText('Sent').length).toBeGreaterThan(0));
  });

  it('records a partial payment then the rest: Partial Payment, then Paid', async () => {
    const invoice = firstWith('Sent');
    const total = invoiceTotals(invoice.lines).total;
    const { user } = await renderRoute(`/apps/invoice/preview/${invoice.id}`);

    await user.click(await screen.findByRole('button', { name: 'Add payment' }));
    let drawer = await screen.findByRole('dialog', { name: 'Add payment' });
    const amount = within(drawer).getByLabelText(/^Amount/);
    expect(amount).toHaveValue(minorToInput(total));
    // Above the balance: refused by the form, nothing recorded.
    await user.clear(amount);
    await user.type(amount, minorToInput(total + 1));
    await user.click(within(drawer).getByRole('button', { name: 'Record payment' }));
    expect(
      await within(drawer).findByText(`The amount cannot be more than the balance (${usd(total)})`),
    ).toBeInTheDocument();
    expect((await dbInvoice(invoice.id))?.payments).toHaveLength(0);

    await user.clear(amount);
    await user.type(amount, '10.00');
    await user.click(within(drawer).getByRole('button', { name: 'Record payment' }));
    await waitFor(async () =>
      expect((await dbInvoice(invoice.id))?.invoiceStatus).toBe('Partial Payment'),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const doc = screen.getByRole('article');
    await waitFor(() =>
      expect(
        within(within(doc).getByTestId('totals-summary')).getByText(usd(total - 1000)),
      ).toBeInTheDocument(),
    );

    await user.click(screen.getByRole('button', { name: 'Add payment' }));
    drawer = await screen.findByRole('dialog', { name: 'Add payment' });
    expect(within(drawer).getByLabelText(/^Amount/)).toHaveValue(minorToInput(total - 1000));
    await user.click(within(drawer).getByRole('button', { name: 'Record payment' }));
    expect(await screen.findByText('The invoice is now paid in full')).toBeInTheDocument();
    expect(await dbInvoice(invoice.id)).toMatchObject({ invoiceStatus: 'Paid', balance: 0 });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Add payment' })).toBeDisabled());
    expect(screen.getByRole('table', { name: 'Payments of this invoice' })).toHaveTextContent(
      usd(total - 1000),
    );
  });

  it('shows the API refusal beside the amount field', async () => {
    const invoice = firstWith('Sent');
    const { user } = await renderRoute(`/apps/invoice/preview/${invoice.id}`);
    await user.click(await screen.findByRole('button', { name: 'Add payment' }));
    const drawer = await screen.findByRole('dialog', { name: 'Add payment' });
    // Someone else pays part of it meanwhile: the form still allows the old balance.
    await addStoredPayment(invoice.id, {
      id: 'other',
      amount: 100,
      date: '2026-11-01',
      method: 'cash',
      note: '',
      recordedBy: 'x',
      recordedAt: '2026-11-01T00:00:00Z',
    });
    await user.click(within(drawer).getByRole('button', { name: 'Record payment' }));
    expect(
      await within(drawer).findByText('The amount cannot be more than the balance'),
    ).toBeInTheDocument();
  });

  it('shows the spec\'s "not found" text with a link back for an unknown id', async () => {
    await renderRoute('/apps/invoice/preview/1');
    expect(await screen.findByText('No invoice found with this id')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the invoice list' })).toHaveAttribute(
      'href',
      '/apps/invoice/list',
    );
  });

  it('offers the next step of the status as the main action, never "Send invoice" on a paid one', async () => {
    const paid = firstWith('Paid');
    const { unmount } = await renderRoute(`/apps/invoice/preview/${paid.id}`);
    expect(await screen.findByRole('button', { name: 'Download PDF' })).toHaveAttribute(
      'data-variant',
      'filled',
    );
    expect(screen.getByRole('button', { name: 'Send invoice' })).toHaveAttribute(
      'data-variant',
      'default',
    );
    unmount();
    await renderRoute(`/apps/invoice/preview/${firstWith('Draft').id}`);
    expect(await screen.findByRole('button', { name: 'Send invoice' })).toHaveAttribute(
      'data-variant',
      'filled',
    );
  });

  it('shows an overpaid invoice as a credit beside a zero total due, and HostDesk as issuer', async () => {
    const invoice = firstWith('Paid');
    const total = invoiceTotals(invoice.lines).total;
    const paid = sumMinor(invoice.payments.map((p) => p.amount));
    // The spec allows a negative balance: 5.00 more than the total was paid.
    await addStoredPayment(invoice.id, {
      ...invoice.payments[0]!,
      id: 'extra',
      amount: total - paid + 500,
    });
    await renderRoute(`/apps/invoice/preview/${invoice.id}`);
    const doc = await screen.findByRole('article', { name: `Invoice #${invoice.id}` });
    const totals = within(doc).getByTestId('totals-summary');
    expect(within(totals).getByText('Credit')).toBeInTheDocument();
    expect(within(totals).getByText(usd(500))).toBeInTheDocument();
    expect(within(totals).queryByText(usd(-500))).not.toBeInTheDocument();
    expect(within(totals).queryByText('Balance')).not.toBeInTheDocument();
    expect(doc).toHaveTextContent(`Total due:${usd(0)}`);
    expect(doc).toHaveTextContent('HostDesk Hosting');
    expect(doc).not.toHaveTextContent(/Brooklyn|San Diego/);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(`Invoice #${invoice.id}`);
  });

  it('shows the auditor the document but no send, payment or edit action', async () => {
    const invoice = firstWith('Sent');
    await renderRoute(`/apps/invoice/preview/${invoice.id}`, { as: 'auditor@demo.com' });
    expect(await screen.findByRole('article')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download PDF' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Print' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send invoice' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add payment' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Edit' })).not.toBeInTheDocument();
  });
});
