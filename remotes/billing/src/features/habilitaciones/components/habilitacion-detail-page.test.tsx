import { screen, waitFor, within } from '@testing-library/react';
import { withMockServer } from '@portal/design/testing';
import { seedData, testDb } from '@portal/mock-api/testing';
import type { Habilitacion } from '@portal/contract';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../../testing/render-route';

const server = withMockServer();

/** A seeded enablement matching `predicate` with no pending change request. */
function free(predicate: (h: Habilitacion) => boolean): Habilitacion {
  const db = seedData();
  const found = db.habilitaciones.find(
    (h) =>
      predicate(h) && !db.cambios.some((c) => c.habilitacionId === h.id && c.status === 'pending'),
  );
  if (!found) throw new Error('no such enablement in the seed');
  return found;
}

/** The enablement as stored now. */
const stored = (id: number) =>
  testDb().selectFrom('habilitaciones').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

/** The enablement's pending change request as stored now, if any. */
async function storedPending(habilitacionId: number) {
  const row = await testDb()
    .selectFrom('cambios')
    .selectAll()
    .where('habilitacion_id', '=', habilitacionId)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return row && { id: row.id, type: row.type, fromPlan: row.from_plan, toPlan: row.to_plan };
}

const heading = (id: number) => screen.findByRole('heading', { name: `Enablement #${id}` });
const cambiosTable = () =>
  screen.getByRole('table', { name: 'Change requests of this enablement' });

describe('enablement detail', () => {
  it('shows the details, its change requests and its history', async () => {
    const cambio = seedData().cambios.find((c) => c.status === 'approved' && c.type === 'upgrade');
    const h = seedData().habilitaciones.find(
      (candidate) => candidate.id === cambio?.habilitacionId,
    );
    if (!cambio || !h) throw new Error('seed has no approved upgrade');
    await renderRoute(`/habilitaciones/${h.id}`);
    await heading(h.id);
    expect(await screen.findByText(h.customer.name)).toBeInTheDocument();
    expect(screen.getByText(h.customer.taxId)).toBeInTheDocument();
    const rows = within(cambiosTable()).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(seedData().cambios.filter((c) => c.habilitacionId === h.id).length);
    expect(rows[0]).toHaveTextContent(`#${cambio.id}`);
    expect(rows[0]).toHaveTextContent('Approved');
    const history = screen.getByRole('region', { name: 'History' });
    expect(within(history).getAllByText('Approved').length).toBeGreaterThan(0);
    expect(within(history).getByText('Created')).toBeInTheDocument();
  });

  it('says the status once, beside the title, and has no Actions column with nothing to decide', async () => {
    const h = free((candidate) => candidate.status === 'active');
    const status = 'Active';
    await renderRoute(`/habilitaciones/${h.id}`);
    await heading(h.id);
    const details = screen.getByRole('heading', { name: 'Details' }).closest('.mantine-Card-root');
    if (!(details instanceof HTMLElement)) throw new Error('no details card');
    expect(within(details).queryByText(status)).not.toBeInTheDocument();
    expect(screen.getAllByText(status, { selector: '.mantine-Badge-label' })).toHaveLength(1);
    expect(within(cambiosTable()).queryByRole('columnheader', { name: 'Actions' })).toBeNull();
  });

  it('shows the 404 state for an unknown or malformed id', async () => {
    await renderRoute('/habilitaciones/9999');
    expect(await screen.findByText('No enablement found with this id')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to enablements' })).toHaveAttribute(
      'href',
      '/habilitaciones',
    );
  });

  it('shows an error with Retry when the server fails', async () => {
    server.use(
      http.get('/api/billing/habilitaciones/:id', () => HttpResponse.json({}, { status: 500 })),
    );
    const { user } = await renderRoute('/habilitaciones/1');
    expect(
      await screen.findByText('The server could not complete the request. Try again.'),
    ).toBeInTheDocument();
    server.resetHandlers();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('table', { name: /Change requests/ })).toBeInTheDocument();
  });

  it('request an upgrade, then approve it: the enablement shows the new plan', async () => {
    const h = free((candidate) => candidate.status === 'active' && candidate.plan === 'basic');
    const { user } = await renderRoute(`/habilitaciones/${h.id}`);
    await heading(h.id);
    await user.click(await screen.findByRole('button', { name: 'Request change' }));
    const dialog = await screen.findByRole('dialog', { name: 'Request a change' });
    await user.click(within(dialog).getByRole('combobox', { name: 'Change' }));
    // Only what applies to an active basic plan is offered.
    const options = (await screen.findAllByRole('option')).map((o) => o.textContent);
    expect(options).toEqual(['Upgrade', 'Suspend', 'Cancel service']);
    await user.click(screen.getByRole('option', { name: 'Upgrade' }));
    await user.click(within(dialog).getByRole('combobox', { name: 'New plan' }));
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual([
      'Pro',
      'Business',
      'Enterprise',
    ]);
    await user.click(screen.getByRole('option', { name: 'Business' }));
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Reason' }),
      'Black Friday traffic',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Send request' }));

    const created = await waitFor(async () => {
      const found = await storedPending(h.id);
      if (!found) throw new Error('not created yet');
      return found;
    });
    expect(created).toMatchObject({ type: 'upgrade', fromPlan: 'basic', toPlan: 'business' });
    expect(await screen.findByText(`Change request #${created.id} sent`)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Request change' })).toBeDisabled();

    await user.click(
      await screen.findByRole('button', { name: `Approve change request #${created.id}` }),
    );
    const approve = await screen.findByRole('dialog', {
      name: `Approve change request #${created.id}?`,
    });
    // Enabled once the dialog has the request's version.
    await waitFor(() =>
      expect(within(approve).getByRole('button', { name: 'Approve' })).toBeEnabled(),
    );
    await user.click(within(approve).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText(`Change request #${created.id} approved`)).toBeInTheDocument();
    expect((await stored(h.id)).plan).toBe('business');
    await waitFor(() =>
      expect(within(cambiosTable()).getAllByRole('row')[1]).toHaveTextContent('Approved'),
    );
    const history = screen.getByRole('region', { name: 'History' });
    await waitFor(() => expect(history).toHaveTextContent('Basic → Business'));
    expect(screen.getByRole('button', { name: 'Request change' })).toBeEnabled();
  });

  it('checks the form, then shows API field errors beside the field, keeping the text', async () => {
    const h = free((candidate) => candidate.status === 'active' && candidate.plan === 'pro');
    server.use(
      http.post(
        '/api/billing/cambios',
        () =>
          HttpResponse.json(
            { errors: { toPlan: ['Choose a plan larger than the current one'] } },
            { status: 400 },
          ),
        { once: true },
      ),
    );
    const { user } = await renderRoute(`/habilitaciones/${h.id}`);
    await user.click(await screen.findByRole('button', { name: 'Request change' }));
    const dialog = await screen.findByRole('dialog', { name: 'Request a change' });
    await user.click(within(dialog).getByRole('button', { name: 'Send request' }));
    expect(within(dialog).getAllByText('This field is required')).toHaveLength(2);

    await user.click(within(dialog).getByRole('combobox', { name: 'Change' }));
    await user.click(await screen.findByRole('option', { name: 'Upgrade' }));
    await user.click(within(dialog).getByRole('combobox', { name: 'New plan' }));
    await user.click(await screen.findByRole('option', { name: 'Enterprise' }));
    const reason = within(dialog).getByRole('textbox', { name: 'Reason' });
    await user.type(reason, 'ok');
    await user.click(within(dialog).getByRole('button', { name: 'Send request' }));
    expect(within(dialog).getByText('Enter at least 3 characters')).toBeInTheDocument();

    await user.type(reason, ' then');
    await user.click(within(dialog).getByRole('button', { name: 'Send request' }));
    expect(
      await within(dialog).findByText('Choose a plan larger than the current one'),
    ).toBeInTheDocument();
    expect(reason).toHaveValue('ok then');
    expect(within(dialog).getByRole('combobox', { name: 'New plan' })).toHaveValue('Enterprise');
    expect((await storedPending(h.id)) !== undefined).toBe(false);
  });

  it('activates a pending enablement after confirmation', async () => {
    const h = free((candidate) => candidate.status === 'pending');
    const { user } = await renderRoute(`/habilitaciones/${h.id}`);
    await heading(h.id);
    await user.click(await screen.findByRole('button', { name: 'Activate' }));
    let dialog = await screen.findByRole('dialog', { name: `Activate enablement #${h.id}?` });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect((await stored(h.id)).status).toBe('pending');
    await user.click(screen.getByRole('button', { name: 'Activate' }));
    dialog = await screen.findByRole('dialog', { name: `Activate enablement #${h.id}?` });
    await user.click(within(dialog).getByRole('button', { name: 'Activate' }));
    expect(await screen.findByText(`Enablement #${h.id} is active`)).toBeInTheDocument();
    expect((await stored(h.id)).status).toBe('active');
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Activate' })).not.toBeInTheDocument(),
    );
  });

  it('shows the auditor everything but no Activate, Request change, Approve or Reject', async () => {
    const db = seedData();
    const h = db.habilitaciones.find(
      (candidate) =>
        candidate.status === 'pending' &&
        db.cambios.some((c) => c.habilitacionId === candidate.id && c.status === 'pending'),
    );
    const pending = db.cambios.find((c) => c.habilitacionId === h?.id && c.status === 'pending');
    if (!pending || !h) throw new Error('seed has no pending cancel on a pending enablement');
    await renderRoute(`/habilitaciones/${h.id}`, { as: 'auditor@demo.com' });
    await heading(h.id);
    expect(await screen.findByText(h.customer.name)).toBeInTheDocument();
    expect(within(cambiosTable()).getAllByRole('row')[1]).toHaveTextContent('Pending');
    expect(screen.queryByRole('button', { name: 'Activate' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Request change' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Approve/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Reject/ })).not.toBeInTheDocument();
  });
});
