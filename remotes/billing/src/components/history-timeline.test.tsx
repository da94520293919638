import { screen, within } from '@testing-library/react';
import type { AuditEvent } from '@portal/contract';
import { changeLanguage, i18n } from '@portal/design/base';
import { renderWithProviders } from '@portal/design/testing';
import { act } from 'react';
import { loadBillingMessages } from '../routes';
import { HistoryTimeline, translateDetail } from './history-timeline';

const actor = { id: 1, fullName: 'John Doe' };
const event = (patch: Partial<AuditEvent>): AuditEvent =>
  ({
    id: 'e1',
    at: '2026-01-05T10:00:00Z',
    actor,
    action: 'created',
    from: null,
    to: 'draft',
    detail: '',
    ...patch,
  }) as AuditEvent;

async function render(events: AuditEvent[]) {
  const [en, fr] = await Promise.all([loadBillingMessages('en'), loadBillingMessages('fr')]);
  return renderWithProviders(
    <HistoryTimeline events={events} stateLabel={(s) => s.toUpperCase()} />,
    { resources: { en: { billing: en }, fr: { billing: fr } } },
  );
}

describe('HistoryTimeline', () => {
  it('shows a creation as "Created", without an empty from-state', async () => {
    await render([
      event({ id: 'a' }),
      event({ id: 'b', action: 'issued', from: 'draft', to: 'issued' }),
    ]);
    // The whole title of the creation entry is "Created" (no "· — → DRAFT").
    expect(screen.getByText('Created').textContent).toBe('Created');
    expect(screen.getByRole('region', { name: 'History' })).not.toHaveTextContent('—');
    expect(screen.getByText(/DRAFT → ISSUED/)).toBeInTheDocument();
  });

  it('translates seeded details and follows a language switch', async () => {
    await render([
      event({
        id: 'a',
        action: 'status',
        from: 'active',
        to: 'suspended',
        detail: 'Unpaid invoices',
      }),
    ]);
    const history = screen.getByRole('region', { name: 'History' });
    expect(within(history).getByText('Unpaid invoices')).toBeInTheDocument();
    await act(() => changeLanguage('fr'));
    expect(await within(history).findByText('Factures impayées')).toBeInTheDocument();
    await act(() => changeLanguage('en'));
  });
});

describe('translateDetail', () => {
  it.each([
    ['#3 upgrade: Needs more resources', '#3 Upgrade: Needs more resources'],
    ['#4 suspend', '#4 Suspend'],
    ['$12.00 by bank transfer', '$12.00 by Bank transfer'],
    ['to a@b.example', 'To a@b.example'],
    ['Total $5.00', 'Total $5.00'],
    ['typed by a person', 'typed by a person'],
  ])('%s -> %s', async (detail, expected) => {
    i18n.addResourceBundle('en', 'billing', await loadBillingMessages('en'), true, true);
    expect(translateDetail(detail, i18n.getFixedT('en', 'billing'))).toBe(expected);
  });
});
