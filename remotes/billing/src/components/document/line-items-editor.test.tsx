import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '@portal/design/testing';
import { formatMoney, invoiceTotals } from '@portal/contract/money';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { englishMessages } from '../../testing/render-route';
import { InvoiceDocument } from './invoice-document';
import { emptyLineRow, parsedLines, type LineItemRow } from './line-items';
import { LineItemsEditor } from './line-items-editor';
import { TotalsSummary } from './totals-summary';

function Harness({ errors }: { errors?: Record<string, string> }) {
  const [rows, setRows] = useState<LineItemRow[]>([emptyLineRow()]);
  return (
    <>
      <LineItemsEditor value={rows} onChange={setRows} currency="USD" errors={errors} />
      <TotalsSummary lines={parsedLines(rows, 'USD')} currency="USD" />
    </>
  );
}

const render = async (ui: React.ReactElement) =>
  renderWithProviders(ui, { resources: { en: { billing: await englishMessages() } } });

describe('LineItemsEditor', () => {
  it('edits, adds, moves and removes rows with a live amount and total', async () => {
    const { user } = await render(<Harness />);
    await user.type(screen.getByLabelText('Description'), 'VPS');
    await user.clear(screen.getByLabelText('Quantity'));
    await user.type(screen.getByLabelText('Quantity'), '3');
    await user.type(screen.getByLabelText('Unit price'), '10.50');
    await user.type(screen.getByLabelText('Tax %'), '10');
    expect(screen.getByTestId('line-amount-0')).toHaveTextContent('$34.65');
    await user.click(screen.getByRole('button', { name: 'Add line' }));
    const descriptions = screen.getAllByLabelText('Description');
    await user.type(descriptions[1] as HTMLElement, 'Domain');
    await user.click(screen.getByRole('button', { name: 'Move line 2 up' }));
    expect(
      screen.getAllByLabelText('Description').map((el) => (el as HTMLInputElement).value),
    ).toEqual(['Domain', 'VPS']);
    expect(screen.getByRole('button', { name: 'Move line 1 up' })).toBeDisabled();
    const totals = screen.getByTestId('totals-summary');
    expect(within(totals).getByText('$34.65')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove line 2' }));
    expect(screen.getAllByLabelText('Description')).toHaveLength(1);
  });

  it('shows errors keyed like the API beside the fields', async () => {
    await render(<Harness errors={{ 'lines.0.quantity': 'Must be more than 0' }} />);
    expect(screen.getByText('Must be more than 0')).toBeInTheDocument();
  });
});

describe('InvoiceDocument', () => {
  it('prints the lines and the money-module totals', async () => {
    const lines = [
      { description: 'Shared hosting', quantity: 12, unitPrice: 899, discount: 5, tax: 21 },
      { description: 'SSL', quantity: 1, unitPrice: 4900, discount: 0, tax: 0 },
    ];
    await render(
      <InvoiceDocument
        model={{
          title: 'Invoice',
          number: '#1',
          issuedDate: '2026-01-02',
          dueDate: '2026-02-01',
          party: { name: 'Ada', company: 'Engines Ltd' },
          currency: 'USD',
          lines,
          paid: 500,
        }}
      />,
    );
    const article = screen.getByRole('article', { name: 'Invoice #1' });
    expect(article).toHaveAttribute('data-print-root');
    const total = invoiceTotals(lines).total;
    expect(within(article).getByText(formatMoney(total, 'USD', 'en'))).toBeInTheDocument();
    expect(within(article).getByText(formatMoney(total - 500, 'USD', 'en'))).toBeInTheDocument();
    expect(within(article).getByText('HostDesk Hosting')).toBeInTheDocument();
    expect(within(article).getByRole('table', { name: 'Invoice lines' })).toBeInTheDocument();
  });

  it('keeps phone numbers, e-mails and tax ids left to right on an Arabic page; names and addresses take their own direction', async () => {
    await render(
      <div dir="rtl">
        <InvoiceDocument
          model={{
            title: 'فاتورة',
            number: '#7',
            issuedDate: '2026-01-02',
            dueDate: '2026-02-01',
            party: {
              name: 'Ada Lovelace',
              taxId: '30-96693788-3',
              address: 'Elm Avenue 1829, Buenos Aires',
              email: 'ada@engines.example',
              phone: '(955) 676-1076',
            },
            currency: 'USD',
            lines: [{ description: 'VPS.', quantity: 1, unitPrice: 100, discount: 0, tax: 0 }],
            notes: 'Call the customer before the renewal.',
          }}
        />
      </div>,
    );
    // An isolate of its own direction: "+54 11 4000 0000" would otherwise read "0000 4000 11 54+".
    for (const value of [
      '+54 11 4000 0000',
      'billing@hostdesk.example',
      '(955) 676-1076',
      'ada@engines.example',
      '30-96693788-3',
    ]) {
      const element = screen.getByText(value);
      expect(element.tagName, value).toBe('BDI');
      expect(element, value).toHaveAttribute('dir', 'ltr');
    }
    // A sentence or an address keeps its full stop and commas at its own end.
    for (const value of [
      'Ada Lovelace',
      'Elm Avenue 1829, Buenos Aires',
      'Av. Corrientes 1234, piso 8',
      'Call the customer before the renewal.',
    ]) {
      expect(screen.getByText(value), value).toHaveAttribute('dir', 'auto');
    }
  });
});
