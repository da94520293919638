import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toMinor } from '@portal/contract/money';
import { facturaDetailResponseSchema, invoiceDetailResponseSchema } from '@portal/contract';
import { FACTURACION_SEED_DAY } from '../db/seed/data/seed-facturacion';
import { BAD_IF_MATCH_MESSAGE, STALE_VERSION_MESSAGE } from '../http/versions';
import { call, seedData, signIn, storedRows, testClock, useTestApp } from '../testing';

/** ETag / If-Match on versioned records (issue 26 §1): no lost update. */
useTestApp();

let admin = '';
let agent = '';
beforeEach(async () => {
  admin = await signIn();
  // A second session: another staff member at another desk.
  agent = await signIn();
  vi.spyOn(testClock(), 'today').mockReturnValue(FACTURACION_SEED_DAY);
});
afterEach(() => {
  vi.restoreAllMocks();
});

const sentInvoice = () => {
  const sent = seedData().invoices.find((i) => i.invoiceStatus === 'Sent');
  if (!sent) throw new Error('no Sent invoice');
  return sent;
};

/** The edit body of a seeded invoice, with a new note. */
function editOf(invoice: ReturnType<typeof sentInvoice>, note: string) {
  return {
    client: invoice.client,
    issuedDate: invoice.issuedDate,
    dueDate: invoice.dueDate,
    service: invoice.service,
    currency: invoice.currency,
    lines: invoice.lines,
    note,
  };
}

const put = (id: number, json: unknown, token: string, ifMatch?: string) =>
  call(`/api/apps/invoice/${id}`, {
    method: 'PUT',
    json,
    token,
    headers: ifMatch === undefined ? {} : { 'If-Match': ifMatch },
  });

describe('the invoice app', () => {
  it('a detail answer carries its version as a strong ETag, the body unchanged', async () => {
    const invoice = sentInvoice();
    const answer = await call(`/api/apps/invoice/${invoice.id}`, { token: admin });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('ETag')).toBe('"1"');
    expect(answer.headers.get('Access-Control-Expose-Headers')).toBe('ETag');
    expect(Object.keys(answer.body as object).sort()).toEqual(['invoice', 'paymentDetails']);
  });

  it('a change with the current version passes and answers the next version', async () => {
    const invoice = sentInvoice();
    const first = await put(invoice.id, editOf(invoice, 'first'), admin, '"1"');
    expect(first.status).toBe(200);
    expect(first.headers.get('ETag')).toBe('"2"');
    expect(invoiceDetailResponseSchema.parse(first.body).invoice.note).toBe('first');
    const again = await call(`/api/apps/invoice/${invoice.id}`, { token: admin });
    expect(again.headers.get('ETag')).toBe('"2"');
  });

  it('a stale version is 412 with the current record, who changed it and when; nothing written', async () => {
    const invoice = sentInvoice();
    expect((await put(invoice.id, editOf(invoice, 'agent was here'), agent, '"1"')).status).toBe(
      200,
    );
    const stale = await put(invoice.id, editOf(invoice, 'admin overwrites'), admin, '"1"');
    expect(stale.status).toBe(412);
    expect(stale.headers.get('ETag')).toBe('"2"');
    const detail = await call(`/api/apps/invoice/${invoice.id}`, { token: admin });
    expect(stale.body).toEqual({
      message: STALE_VERSION_MESSAGE,
      current: detail.body,
      changedBy: { id: expect.any(Number) as number, fullName: expect.any(String) as string },
      changedAt: expect.any(String) as string,
    });
    const body = stale.body as { changedBy: { fullName: string }; changedAt: string };
    expect(body.changedBy.fullName).not.toBe('');
    expect(Number.isNaN(Date.parse(body.changedAt))).toBe(false);
    expect(invoiceDetailResponseSchema.parse(detail.body).invoice.note).toBe('agent was here');
  });

  it("no If-Match keeps today's behaviour (last write wins), `*` matches any version", async () => {
    const invoice = sentInvoice();
    await put(invoice.id, editOf(invoice, 'one'), agent, '"1"');
    const blind = await put(invoice.id, editOf(invoice, 'two'), admin);
    expect(blind.status).toBe(200);
    expect(blind.headers.get('ETag')).toBe('"3"');
    const star = await put(invoice.id, editOf(invoice, 'three'), admin, '*');
    expect(star.status).toBe(200);
    expect(star.headers.get('ETag')).toBe('"4"');
  });

  it('a malformed If-Match is a 400 on the header', async () => {
    const invoice = sentInvoice();
    for (const header of ['1', '"one"', '"1", "2"']) {
      const answer = await put(invoice.id, editOf(invoice, 'x'), admin, header);
      expect(answer).toEqual({
        status: 400,
        body: { errors: { 'If-Match': [BAD_IF_MATCH_MESSAGE] } },
      });
    }
  });

  it('a stale delete is refused and the invoice stays', async () => {
    const invoice = sentInvoice();
    await put(invoice.id, editOf(invoice, 'changed'), agent, '"1"');
    const stale = await call(`/api/apps/invoice/${invoice.id}`, {
      method: 'DELETE',
      token: admin,
      headers: { 'If-Match': '"1"' },
    });
    expect(stale.status).toBe(412);
    const fresh = await call(`/api/apps/invoice/${invoice.id}`, {
      method: 'DELETE',
      token: admin,
      headers: { 'If-Match': '"2"' },
    });
    expect(fresh.status).toBe(204);
  });

  it('two payments of the whole balance sent at once with one version: one payment row', async () => {
    const invoice = sentInvoice();
    const pay = () =>
      call(`/api/apps/invoice/${invoice.id}/payments`, {
        method: 'POST',
        token: admin,
        headers: { 'If-Match': '"1"' },
        json: { amount: toMinor(invoice.balance), date: '2026-11-20', method: 'card', note: '' },
      });
    const answers = await Promise.all([pay(), pay()]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 412]);
    const rows = (await storedRows('invoice_payments')).filter(
      (row) => row.invoice_id === invoice.id,
    );
    expect(rows).toHaveLength(1);
  });
});

describe('Facturacion invoices', () => {
  const draft = () => {
    const found = seedData().facturas.find((f) => f.status === 'draft');
    if (!found) throw new Error('no draft factura');
    return found;
  };
  const issued = () => {
    const found = seedData().facturas.find((f) => f.status === 'issued');
    if (!found) throw new Error('no issued factura');
    return found;
  };
  const editOfFactura = (f: ReturnType<typeof draft>, notes: string) => ({
    customerId: f.customer.id,
    currency: f.currency,
    issueDate: f.issueDate,
    dueDate: f.dueDate,
    lines: f.lines,
    notes,
  });

  it('ETag on detail, match -> 200 with the next ETag, stale -> 412 with the current record', async () => {
    const f = draft();
    const detail = await call(`/api/billing/facturas/${f.id}`, { token: admin });
    expect(detail.headers.get('ETag')).toBe('"1"');
    const first = await call(`/api/billing/facturas/${f.id}`, {
      method: 'PUT',
      token: admin,
      headers: { 'If-Match': '"1"' },
      json: editOfFactura(f, 'first'),
    });
    expect(first.status).toBe(200);
    expect(first.headers.get('ETag')).toBe('"2"');
    const stale = await call(`/api/billing/facturas/${f.id}`, {
      method: 'PUT',
      token: admin,
      headers: { 'If-Match': '"1"' },
      json: editOfFactura(f, 'second'),
    });
    expect(stale.status).toBe(412);
    const now = await call(`/api/billing/facturas/${f.id}`, { token: admin });
    expect(stale.body).toMatchObject({ message: STALE_VERSION_MESSAGE, current: now.body });
    expect(facturaDetailResponseSchema.parse(now.body).factura).toMatchObject({ notes: 'first' });
    const blind = await call(`/api/billing/facturas/${f.id}`, {
      method: 'PUT',
      token: admin,
      json: editOfFactura(f, 'third'),
    });
    expect(blind.status).toBe(200);
    expect(blind.headers.get('ETag')).toBe('"3"');
  });

  it('two "Record payment" of the whole balance at once: one payment row, the other 409', async () => {
    const f = issued();
    const pay = () =>
      call(`/api/billing/facturas/${f.id}/payments`, {
        method: 'POST',
        token: admin,
        json: { amount: f.balance, date: '2026-11-22', method: 'cash' },
      });
    const answers = await Promise.all([pay(), pay()]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
    const rows = (await storedRows('factura_payments')).filter((row) => row.factura_id === f.id);
    expect(rows).toHaveLength(f.payments.length + 1);
  });
});

describe('billing notes', () => {
  it('ETag on detail; a transition with a stale version is 412, with the current one it passes', async () => {
    const draft = seedData().notas.find((n) => n.status === 'draft');
    if (!draft) throw new Error('no draft nota');
    const path = `/api/billing/notas/${draft.id}`;
    expect((await call(path, { token: admin })).headers.get('ETag')).toBe('"1"');
    const sent = await call(`${path}/send`, {
      method: 'POST',
      token: admin,
      headers: { 'If-Match': '"1"' },
    });
    expect(sent.status).toBe(200);
    expect(sent.headers.get('ETag')).toBe('"2"');
    const stale = await call(`${path}/cancel`, {
      method: 'POST',
      token: admin,
      json: { reason: 'Sent by mistake' },
      headers: { 'If-Match': '"1"' },
    });
    expect(stale.status).toBe(412);
    expect(stale.body).toMatchObject({ current: { nota: { id: draft.id, status: 'sent' } } });
    const cancelled = await call(`${path}/cancel`, {
      method: 'POST',
      token: admin,
      json: { reason: 'Sent by mistake' },
      headers: { 'If-Match': '"2"' },
    });
    expect(cancelled.status).toBe(200);
  });
});

describe('enablements', () => {
  it('ETag on detail; activating with a stale version is 412, with the current one 200', async () => {
    const pending = seedData().habilitaciones.find((h) => h.status === 'pending');
    if (!pending) throw new Error('no pending enablement');
    const path = `/api/billing/habilitaciones/${pending.id}`;
    const detail = await call(path, { token: admin });
    expect(detail.headers.get('ETag')).toBe('"1"');
    const stale = await call(`${path}/activate`, {
      method: 'POST',
      token: admin,
      headers: { 'If-Match': '"0"' },
    });
    expect(stale.status).toBe(412);
    expect(stale.body).toMatchObject({ current: detail.body, changedBy: null, changedAt: null });
    const activated = await call(`${path}/activate`, {
      method: 'POST',
      token: admin,
      headers: { 'If-Match': '"1"' },
    });
    expect(activated.status).toBe(200);
    expect(activated.headers.get('ETag')).toBe('"2"');
  });
});

describe('changes made through another record', () => {
  it('paying a billing note moves the versions of the invoices it paid', async () => {
    const draft = seedData().notas.find((n) => n.status === 'draft' && n.facturaIds.length > 0);
    if (!draft) throw new Error('no draft nota');
    const etagOf = async (id: number) =>
      (await call(`/api/billing/facturas/${id}`, { token: admin })).headers.get('ETag');
    const before = await Promise.all(draft.facturaIds.map(etagOf));
    const paid = await call(`/api/billing/notas/${draft.id}/pay`, {
      method: 'POST',
      json: { date: '2026-11-22', method: 'cash' },
      token: admin,
    });
    expect(paid.status).toBe(200);
    const after = await Promise.all(draft.facturaIds.map(etagOf));
    after.forEach((etag, index) => expect(etag).not.toBe(before[index]));
  });

  it('a bulk change of tickets moves their versions', async () => {
    const open = seedData()
      .tickets.filter((t) => t.status === 'open')
      .slice(0, 2);
    const answer = await call('/api/tickets/bulk', {
      method: 'POST',
      token: admin,
      json: { ids: open.map((t) => t.id), changes: { priority: 'urgent' } },
    });
    expect(answer.status).toBe(200);
    const stale = await call(`/api/tickets/${open[0]?.id ?? 0}`, {
      method: 'PATCH',
      token: admin,
      json: { priority: 'low' },
      headers: { 'If-Match': '"1"' },
    });
    expect(stale.status).toBe(412);
  });
});

describe('tickets', () => {
  const open = () => {
    const found = seedData().tickets.find((t) => t.status === 'open');
    if (!found) throw new Error('no open ticket');
    return found;
  };
  const patch = (id: number, json: unknown, ifMatch?: string) =>
    call(`/api/tickets/${id}`, {
      method: 'PATCH',
      token: admin,
      json,
      headers: ifMatch === undefined ? {} : { 'If-Match': ifMatch },
    });

  it('ETag on detail, match -> 200 with the next ETag, stale -> 412, missing -> 200', async () => {
    const ticket = open();
    const detail = await call(`/api/tickets/${ticket.id}`, { token: admin });
    expect(detail.headers.get('ETag')).toBe('"1"');
    const first = await patch(ticket.id, { priority: 'urgent' }, '"1"');
    expect(first.status).toBe(200);
    expect(first.headers.get('ETag')).toBe('"2"');
    const stale = await patch(ticket.id, { priority: 'low' }, '"1"');
    expect(stale.status).toBe(412);
    // The detail's SLA clocks run with the time: compare what the change touched.
    expect(stale.body).toMatchObject({
      message: STALE_VERSION_MESSAGE,
      current: { id: ticket.id, priority: 'urgent' },
      changedBy: { fullName: expect.any(String) as string },
    });
    const blind = await patch(ticket.id, { priority: 'low' });
    expect(blind.status).toBe(200);
    expect(blind.headers.get('ETag')).toBe('"3"');
  });
});
