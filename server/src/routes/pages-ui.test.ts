import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  contactResponseSchema,
  faqResponseSchema,
  salesRowsResponseSchema,
} from '@portal/contract';
import {
  call,
  findStoredRow,
  seedData,
  signIn,
  storedRows,
  testClock,
  useTestApp,
} from '../testing';
import { receivedStatus } from '../repositories/sales-rows.repository';
import { PAGES_UI_MESSAGES } from '../services/pages-ui';

useTestApp();

afterEach(() => vi.restoreAllMocks());

const storedRow = (id: number) => findStoredRow('sales_rows', id);

describe('GET /api/pages/datatable', () => {
  it('answers about 50 sales rows with the spec statuses', async () => {
    const { status, body } = await call('/api/pages/datatable', { token: await signIn() });
    expect(status).toBe(200);
    const rows = salesRowsResponseSchema.parse(body);
    expect(rows).toHaveLength(50);
    expect(new Set(rows.map((row) => row.payment.status))).toEqual(
      new Set(['Completed', 'Confirmed', 'Cancelled']),
    );
    for (const row of rows)
      expect(row.payment.receivedPaymentStatus).toBe(
        receivedStatus(row.payment.paidAmount, row.payment.total),
      );
    expect(rows).toEqual(seedData().salesRows);
  });

  it('needs a session', async () => {
    expect((await call('/api/pages/datatable')).status).toBe(401);
  });
});

describe('PUT and DELETE /api/pages/datatable/:id', () => {
  it('updates buyer, status and paid amount; the received status follows', async () => {
    const token = await signIn();
    const row = seedData().salesRows[0]!;
    const { status, body } = await call(`/api/pages/datatable/${row.id}`, {
      method: 'PUT',
      token,
      json: { buyerName: 'Ada Lovelace', status: 'Confirmed', paidAmount: 0 },
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({
      buyer: { name: 'Ada Lovelace' },
      payment: { status: 'Confirmed', paidAmount: 0, receivedPaymentStatus: 'Unpaid' },
    });
    expect(await storedRow(row.id)).toMatchObject({
      buyer_name: 'Ada Lovelace',
      status: 'Confirmed',
      paid_amount_minor: 0,
    });
    const partial = await call(`/api/pages/datatable/${row.id}`, {
      method: 'PUT',
      token,
      json: { buyerName: 'Ada Lovelace', status: 'Completed', paidAmount: 12.5 },
    });
    expect(partial.body).toMatchObject({
      payment: { paidAmount: 12.5, receivedPaymentStatus: 'Partially Paid' },
    });
    expect((await storedRow(row.id))?.paid_amount_minor).toBe(1250);
    const full = await call(`/api/pages/datatable/${row.id}`, {
      method: 'PUT',
      token,
      json: { buyerName: 'Ada Lovelace', status: 'Completed', paidAmount: row.payment.total },
    });
    expect(full.body).toMatchObject({
      payment: { paidAmount: row.payment.total, receivedPaymentStatus: 'Fully Paid' },
    });
  });

  it('answers 400 with field errors for bad input, never 500', async () => {
    const token = await signIn();
    const row = seedData().salesRows[0]!;
    const bad = await call(`/api/pages/datatable/${row.id}`, {
      method: 'PUT',
      token,
      json: { buyerName: '', status: 'Lost', paidAmount: -1 },
    });
    expect(bad.status).toBe(400);
    expect(Object.keys((bad.body as { errors: object }).errors).sort()).toEqual([
      'buyerName',
      'paidAmount',
      'status',
    ]);
    const tooMuch = await call(`/api/pages/datatable/${row.id}`, {
      method: 'PUT',
      token,
      json: { buyerName: 'Ada', status: 'Completed', paidAmount: row.payment.total + 1 },
    });
    expect(tooMuch).toEqual({
      status: 400,
      body: { errors: { paidAmount: [PAGES_UI_MESSAGES.paidAboveTotal] } },
    });
    expect((await storedRow(row.id))?.buyer_name).toBe(row.buyer.name);
  });

  it('checks the ability, then the row, then the body', async () => {
    const token = await signIn();
    for (const id of ['999', 'abc'])
      expect(
        await call(`/api/pages/datatable/${id}`, { method: 'PUT', token, json: { buyerName: '' } }),
      ).toEqual({ status: 404, body: { message: PAGES_UI_MESSAGES.salesRowNotFound } });
    const client = await signIn('client@demo.com');
    expect(
      await call('/api/pages/datatable/1', { method: 'PUT', token: client, json: {} }),
    ).toEqual({ status: 403, body: { message: 'Forbidden' } });
  });

  it('deletes a row; an unknown id is a 404', async () => {
    const token = await signIn();
    expect((await call('/api/pages/datatable/3', { method: 'DELETE', token })).status).toBe(204);
    expect(await storedRow(3)).toBeUndefined();
    expect(await call('/api/pages/datatable/3', { method: 'DELETE', token })).toEqual({
      status: 404,
      body: { message: PAGES_UI_MESSAGES.salesRowNotFound },
    });
  });

  it('of two concurrent deletes of a row, one deletes it and the other answers 404', async () => {
    const token = await signIn();
    const answers = await Promise.all([
      call('/api/pages/datatable/4', { method: 'DELETE', token }),
      call('/api/pages/datatable/4', { method: 'DELETE', token }),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([204, 404]);
  });

  it('refuses a read-only account', async () => {
    const token = await signIn('client@demo.com');
    expect((await call('/api/pages/datatable/1', { method: 'DELETE', token })).status).toBe(403);
    expect(await storedRow(1)).toBeDefined();
  });
});

describe('GET /api/pages/faq', () => {
  it('answers every group, with the spec facts', async () => {
    const { body } = await call('/api/pages/faq', { token: await signIn() });
    const text = JSON.stringify(faqResponseSchema.parse(body));
    for (const fact of ['48 hours', '$69', '$99', '72 hours', '15 days', '24 hours'])
      expect(text).toContain(fact);
  });

  it('tells each spec fact where a hosting company has it', async () => {
    const token = await signIn();
    const answerOf = async (q: string) => {
      const groups = faqResponseSchema.parse((await call(`/api/pages/faq?q=${q}`, { token })).body);
      return groups.flatMap((group) => group.faqs.map((faq) => faq.answer)).join(' ');
    };
    expect(await answerOf('damaged')).toMatch(/damaged hardware within 48 hours of delivery/);
    expect(await answerOf('scheduled%20delivery')).toMatch(
      /scheduled delivery costs \$69 .* or \$99 /,
    );
    expect(await answerOf('cancel%20a%20scheduled')).toMatch(/up to 72 hours before delivery/);
    expect(await answerOf('return%20hardware')).toMatch(/within 15 days of delivery/);
    expect(await answerOf('confirmation%20e-mail')).toMatch(
      /order confirmation e-mail within 24 hours/,
    );
  });

  it('filters questions and answers by q, dropping empty groups', async () => {
    const { body } = await call('/api/pages/faq?q=RETURN', { token: await signIn() });
    const groups = faqResponseSchema.parse(body);
    expect(groups.map((group) => group.faqTitle)).toEqual(['Cancellation & returns']);
    expect(groups[0]!.faqs.map((faq) => faq.question)).toEqual([
      'Can I return hardware I bought from you?',
    ]);
    const none = await call('/api/pages/faq?q=zzzz', { token: await signIn() });
    expect(none.body).toEqual([]);
  });

  it('answers in the language asked for (lang, else Accept-Language), with the same facts', async () => {
    const token = await signIn();
    const facts = {
      fr: ['48 heures', '69 $', '99 $', '72 heures', '15 jours', '24 heures'],
      es: ['48 horas', '69 $', '99 $', '72 horas', '15 días', '24 horas'],
      ar: ['48 ساعة', '69 $', '99 $', '72 ساعة', '15 يومًا', '24 ساعة'],
    };
    for (const [lang, expected] of Object.entries(facts)) {
      const { status, body } = await call(`/api/pages/faq?lang=${lang}`, { token });
      expect(status).toBe(200);
      const groups = faqResponseSchema.parse(body);
      expect(groups.map((group) => group.faqIcon)).toEqual([
        'ri-bank-card-line',
        'ri-global-line',
        'ri-truck-line',
        'ri-arrow-go-back-line',
        'ri-server-line',
      ]);
      for (const fact of expected) expect(JSON.stringify(groups)).toContain(fact);
    }
    const fr = await call('/api/pages/faq?lang=fr&q=ENDOMMAG', { token });
    expect(faqResponseSchema.parse(fr.body).map((group) => group.faqTitle)).toEqual([
      'Annulation et retour',
    ]);
    const header = await call('/api/pages/faq', {
      token,
      headers: { 'Accept-Language': 'de-DE,es;q=0.8,en;q=0.5' },
    });
    expect(faqResponseSchema.parse(header.body)[0]!.faqTitle).toBe('Pago y facturación');
    const both = await call('/api/pages/faq?lang=en', {
      token,
      headers: { 'Accept-Language': 'ar' },
    });
    expect(faqResponseSchema.parse(both.body)[0]!.faqTitle).toBe('Payment & billing');
  });

  it('answers 400 with a field error for an unknown lang', async () => {
    const { status, body } = await call('/api/pages/faq?lang=de', { token: await signIn() });
    expect(status).toBe(400);
    expect(JSON.stringify(body)).toContain('lang');
  });

  it('answers 400 for an over-long q', async () => {
    const { status } = await call(`/api/pages/faq?q=${'x'.repeat(101)}`, { token: await signIn() });
    expect(status).toBe(400);
  });

  it('needs a session', async () => {
    expect((await call('/api/pages/faq')).status).toBe(401);
  });
});

describe('POST /api/pages/contact', () => {
  it('records a message without a session', async () => {
    vi.spyOn(testClock(), 'now').mockReturnValue(new Date('2026-12-01T10:00:00.000Z'));
    const { status, body } = await call('/api/pages/contact', {
      method: 'POST',
      json: { name: 'Ada', email: 'ada@example.com', message: 'Please call me back.' },
    });
    expect(status).toBe(201);
    expect(contactResponseSchema.parse(body)).toEqual({
      id: 1,
      receivedAt: '2026-12-01T10:00:00.000Z',
    });
    expect(await storedRows('contact_messages')).toMatchObject([
      { name: 'Ada', email: 'ada@example.com', message: 'Please call me back.' },
    ]);
    const second = await call('/api/pages/contact', {
      method: 'POST',
      json: { name: 'Bob', email: 'bob@example.com', message: 'A second message here.' },
    });
    expect(contactResponseSchema.parse(second.body).id).toBe(2);
  });

  it('answers 400 with field errors, never 500', async () => {
    const { status, body } = await call('/api/pages/contact', {
      method: 'POST',
      json: { name: '', email: 'nope', message: 'short' },
    });
    expect(status).toBe(400);
    expect(Object.keys((body as { errors: object }).errors).sort()).toEqual([
      'email',
      'message',
      'name',
    ]);
    expect((await call('/api/pages/contact', { method: 'POST', body: 'not json' })).status).toBe(
      400,
    );
    expect(await storedRows('contact_messages')).toEqual([]);
  });
});
