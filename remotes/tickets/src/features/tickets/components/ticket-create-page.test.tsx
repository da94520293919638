import { act, configure, screen, waitFor, within } from '@testing-library/react';
import { sessionStore } from '@portal/auth';
import { withMockServer } from '@portal/design/testing';
import { seedData, testDb } from '@portal/mock-api/testing';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../../testing/render-route';

withMockServer();
vi.setConfig({ testTimeout: 40_000 });
configure({ asyncUtilTimeout: 5000 });
afterEach(() => localStorage.clear());

const DRAFT_KEY = 'HostDesk-draft-1-tickets.create'; // admin@demo.com's (account 1)

describe('new ticket', () => {
  it('shows the errors beside the fields and sends nothing', async () => {
    const { user } = await renderRoute('/ticket/create');
    await user.type(await screen.findByRole('textbox', { name: /^Subject/ }), 'ab');
    await user.click(screen.getByRole('button', { name: 'Create ticket' }));
    expect(await screen.findByText('Enter at least 3 characters')).toBeInTheDocument();
    expect(screen.getByText('Write a message')).toBeInTheDocument();
    expect(screen.getAllByText('This field is required')).toHaveLength(2); // customer, contact name
    expect(screen.getByRole('textbox', { name: /^Subject/ })).toHaveValue('ab');
    const { count } = await testDb()
      .selectFrom('tickets')
      .select((eb) => eb.fn.countAll().as('count'))
      .executeTakeFirstOrThrow();
    expect(Number(count)).toBe(300);
  });

  it('searches customers through the API and offers their enablements', async () => {
    const customer = seedData().customers.find((c) =>
      seedData().habilitaciones.some((h) => h.customer.id === c.id),
    );
    if (!customer) throw new Error('no customer with enablements');
    const { user } = await renderRoute('/ticket/create');
    const enablement = await screen.findByRole('combobox', { name: 'Related enablement' });
    expect(enablement).toBeDisabled();
    await user.type(screen.getByRole('combobox', { name: /^Customer/ }), customer.name.slice(0, 6));
    await user.click(await screen.findByRole('option', { name: customer.name }));
    await waitFor(() => expect(enablement).toBeEnabled());
    await user.click(enablement);
    const options = await screen.findAllByRole('option');
    expect(options.length).toBe(
      seedData().habilitaciones.filter((h) => h.customer.id === customer.id).length,
    );
    await user.keyboard('{Escape}');
    // The invoices offered are that customer's only.
    const invoices = seedData().facturas.filter((f) => f.customer.id === customer.id && f.number);
    await user.click(screen.getByRole('combobox', { name: 'Related invoice' }));
    const invoiceOptions = await screen.findAllByRole('option');
    expect(invoiceOptions.map((option) => option.textContent)).toEqual(
      invoices
        .slice(-20)
        .reverse()
        .map((f) => f.number),
    );
  });

  it('restores the draft after a reload and creates the ticket from it', async () => {
    localStorage.setItem(
      DRAFT_KEY,
      JSON.stringify({
        savedAt: new Date().toISOString(),
        values: {
          customerId: 2,
          contact: { name: 'Martín López', email: 'martin@example.com' },
          subject: 'Mail server rejects our invoices',
          category: 'email',
          priority: 'high',
          habilitacionId: null,
          facturaId: null,
          description: '<p>Since Monday every message bounces.</p>',
          attachments: [],
        },
      }),
    );
    const { user, location } = await renderRoute('/ticket/create');
    expect(await screen.findByText('Unsaved draft restored')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Subject/ })).toHaveValue(
      'Mail server rejects our invoices',
    );
    await user.click(screen.getByRole('button', { name: 'Create ticket' }));
    await waitFor(() => expect(location().pathname).toBe('/ticket/301'));
    const created = await testDb()
      .selectFrom('tickets')
      .selectAll()
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect({
      number: created.number,
      subject: created.subject,
      priority: created.priority,
      status: created.status,
      customer: { id: created.customer_id },
    }).toMatchObject({
      number: 'TK-000301',
      subject: 'Mail server rejects our invoices',
      priority: 'high',
      status: 'new',
      customer: { id: 2 },
    });
    const first = await testDb()
      .selectFrom('ticket_messages')
      .select('body')
      .where('ticket_id', '=', created.id)
      .orderBy('position')
      .executeTakeFirst();
    expect(first?.body).toContain('every message bounces');
    expect(localStorage.getItem(DRAFT_KEY)).toBeNull();
  });

  it('keeps the form for another ticket when asked', async () => {
    localStorage.setItem(
      DRAFT_KEY,
      JSON.stringify({
        savedAt: new Date().toISOString(),
        values: {
          customerId: 3,
          contact: { name: 'Emma Smith', email: 'emma@example.com' },
          subject: 'DNS zone question',
          category: 'domains',
          priority: 'low',
          habilitacionId: null,
          facturaId: null,
          description: '<p>How do I add a TXT record?</p>',
          attachments: [],
        },
      }),
    );
    const { user, location } = await renderRoute('/ticket/create');
    await screen.findByText('Unsaved draft restored');
    await user.click(screen.getByRole('checkbox', { name: 'Create and open another' }));
    await user.click(screen.getByRole('button', { name: 'Create ticket' }));
    expect((await screen.findAllByText('Ticket TK-000301 created')).length).toBeGreaterThan(0);
    expect(location().pathname).toBe('/ticket/create');
    await waitFor(() => expect(screen.getByRole('textbox', { name: /^Subject/ })).toHaveValue(''));
    const form = screen.getByRole('form', { name: 'New ticket' });
    expect(within(form).getByRole('checkbox', { name: 'Create and open another' })).toBeChecked();
  });

  it('does not give the next account what the last one typed (sign-out, then agent signs in)', async () => {
    const admin = await renderRoute('/ticket/create');
    const subject = await screen.findByRole('textbox', { name: /^Subject/ });
    await admin.user.type(subject, 'SECRET admin draft: 12 Customer Street');
    await waitFor(() => expect(localStorage.getItem(DRAFT_KEY)).toContain('SECRET admin draft'));

    // The sign-out every path takes (the user menu, a 401 answer).
    act(() => sessionStore.getState().signOut());
    admin.unmount();
    const drafts = Object.keys(localStorage).filter((key) => key.startsWith('HostDesk-draft'));
    expect(drafts).toEqual([]);

    await renderRoute('/ticket/create', { as: 'agent@demo.com' });
    expect(await screen.findByRole('textbox', { name: /^Subject/ })).toHaveValue('');
    expect(screen.queryByText('Unsaved draft restored')).not.toBeInTheDocument();
    expect(screen.queryByDisplayValue(/SECRET admin draft/)).not.toBeInTheDocument();
  });
});
