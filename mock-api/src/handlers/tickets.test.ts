import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createSeedDb } from '../db/seed';
import { TICKETS_SEED_NOW } from '../db/seed-tickets';
import { getDb } from '../db/store';
import {
  TICKET_MESSAGES,
  TICKET_VIEWS,
  cannedRepliesResponseSchema,
  staffResponseSchema,
  ticketCustomersResponseSchema,
  ticketDetailSchema,
  ticketSummarySchema,
  ticketsResponseSchema,
  type Ticket,
} from '@portal/contract';
import { call, signIn, useMockServer } from '../testing/server';
import { firstSorted, ticketClock } from './tickets';

useMockServer();

const NOW = TICKETS_SEED_NOW + 60 * 60_000;
let admin = '';
beforeEach(async () => {
  admin = await signIn();
  vi.spyOn(ticketClock, 'now').mockReturnValue(NOW);
});
afterEach(() => {
  vi.restoreAllMocks();
});

async function list(query = '', token = admin) {
  const { status, body } = await call(`/api/tickets${query}`, { token });
  expect(status).toBe(200);
  return ticketsResponseSchema.parse(body);
}

const seeded = (predicate: (ticket: Ticket) => boolean) => {
  const found = getDb().tickets.find(predicate);
  if (!found) throw new Error('no such seeded ticket');
  return found;
};

const png = { name: 'shot.png', type: 'image/png', size: 4, dataUrl: 'data:image/png;base64,iVBO' };
const newTicket = (overrides: Record<string, unknown> = {}) => ({
  customerId: 1,
  contact: { name: 'Lucía García', email: 'lucia@example.com' },
  subject: 'Website down after DNS change',
  category: 'technical',
  priority: 'urgent',
  description: '<p>Our site is <b>down</b>.</p>',
  attachments: [png],
  ...overrides,
});

describe('the ticket seed', () => {
  it('holds about 300 deterministic tickets over 90 days, with threads, in every status', () => {
    const { tickets } = getDb();
    expect(tickets).toHaveLength(300);
    expect(createSeedDb().tickets).toEqual(tickets);
    const oldest = Date.parse(tickets[0]?.createdAt ?? '');
    expect(TICKETS_SEED_NOW - oldest).toBeLessThanOrEqual(91 * 86_400_000);
    for (const status of ['new', 'open', 'pending_customer', 'on_hold', 'solved', 'closed']) {
      expect(
        tickets.some((t) => t.status === status),
        status,
      ).toBe(true);
    }
    expect(tickets.every((t) => t.messages.length >= 1)).toBe(true);
    expect(tickets.some((t) => t.messages.some((m) => m.kind === 'note'))).toBe(true);
    const customerIds = new Set(getDb().customers.map((c) => c.id));
    expect(tickets.every((t) => customerIds.has(t.customer.id))).toBe(true);
    expect(tickets.every((t) => Date.parse(t.updatedAt) <= TICKETS_SEED_NOW)).toBe(true);
  });

  it('seeds 10 000 when asked', () => {
    expect(createSeedDb({ ticketCount: 10_000 }).tickets).toHaveLength(10_000);
  });
});

describe('firstSorted', () => {
  it('answers the same first rows as a full sort, for every count', () => {
    const values = Array.from({ length: 500 }, (_, index) => (index * 7919) % 613);
    const compare = (a: number, b: number) => a - b;
    const all = [...values].sort(compare);
    for (const count of [0, 1, 10, 25, 62, 63, 100, 500, 600])
      expect(firstSorted([...values], compare, count)).toEqual(all.slice(0, count));
  });
});

describe('GET /api/tickets', () => {
  it('lists open tickets with view counts, newest activity first, 10 per page', async () => {
    const result = await list('?view=all_open');
    const open = getDb().tickets.filter((t) => !['solved', 'closed'].includes(t.status));
    expect(result.totalTickets).toBe(open.length);
    expect(result.counts.all_open).toBe(open.length);
    expect(result.tickets).toHaveLength(10);
    const updated = result.tickets.map((t) => t.updatedAt);
    expect(updated).toEqual([...updated].sort().reverse());
    expect(result.tickets[0]).not.toHaveProperty('messages');
    for (const view of TICKET_VIEWS) {
      expect((await list(`?view=${view}&itemsPerPage=-1`)).totalTickets, view).toBe(
        result.counts[view],
      );
    }
  });

  it('has views for unassigned, mine, pending customer, SLA at risk and solved', async () => {
    const unassigned = await list('?view=unassigned&itemsPerPage=-1');
    expect(unassigned.tickets.every((t) => t.assignee === null)).toBe(true);
    expect(unassigned.totalTickets).toBeGreaterThan(0);
    const mine = await list('?view=my_open&itemsPerPage=-1');
    expect(mine.tickets.every((t) => t.assignee?.id === 'a1')).toBe(true);
    const pending = await list('?view=pending_customer&itemsPerPage=-1');
    expect(
      pending.tickets.every((t) => t.status === 'pending_customer' && t.slaStatus.paused),
    ).toBe(true);
    const risk = await list('?view=sla_risk&itemsPerPage=-1');
    expect(risk.totalTickets).toBeGreaterThan(0);
    expect(risk.tickets.every((t) => ['at_risk', 'breached'].includes(t.slaStatus.state))).toBe(
      true,
    );
    const solved = await list('?view=solved&itemsPerPage=5');
    expect(solved.tickets.every((t) => ['solved', 'closed'].includes(t.status))).toBe(true);
  });

  it('searches number, subject, customer and message text', async () => {
    const ticket = seeded((t) => t.id === 42);
    expect((await list(`?q=${ticket.number.toLowerCase()}`)).tickets.map((t) => t.id)).toEqual([
      42,
    ]);
    const bySubject = await list(`?q=${encodeURIComponent('502 bad gateway')}&itemsPerPage=-1`);
    expect(bySubject.totalTickets).toBeGreaterThan(0);
    expect(bySubject.tickets.every((t) => t.subject.includes('502'))).toBe(true);
    const byCustomer = await list(`?q=${encodeURIComponent(ticket.customer.name)}&itemsPerPage=-1`);
    expect(byCustomer.tickets.map((t) => t.id)).toContain(42);
    const byText = await list(`?q=${encodeURIComponent('max_connections')}&itemsPerPage=-1`);
    expect(byText.totalTickets).toBeGreaterThan(0);
    expect(
      byText.tickets.every((t) => t.subject === 'Database connection errors at peak hours'),
    ).toBe(true);
  });

  it('filters by status, priority, assignee, team, customer, category and tag', async () => {
    const some = seeded((t) => t.assignee !== null && t.team !== null && t.tags.length > 0);
    const query = new URLSearchParams({
      status: some.status,
      priority: some.priority,
      assigneeId: some.assignee?.id ?? '',
      team: some.team ?? '',
      customerId: String(some.customer.id),
      category: some.category,
      tag: some.tags[0] ?? '',
      itemsPerPage: '-1',
    });
    const result = await list(`?${query.toString()}`);
    expect(result.tickets.map((t) => t.id)).toContain(some.id);
    for (const row of result.tickets) {
      expect(row).toMatchObject({ status: some.status, priority: some.priority, team: some.team });
      expect(row.customer.id).toBe(some.customer.id);
      expect(row.tags).toContain(some.tags[0]);
    }
    const none = await list('?assigneeId=none&itemsPerPage=-1');
    expect(none.tickets.every((t) => t.assignee === null)).toBe(true);
  });

  it('sorts by created, priority and SLA due, and pages', async () => {
    const created = await list('?sortBy=created&orderBy=asc&itemsPerPage=5');
    expect(created.tickets.map((t) => t.id)).toEqual([1, 2, 3, 4, 5]);
    const priority = await list('?view=all_open&sortBy=priority&orderBy=desc&itemsPerPage=-1');
    expect(priority.tickets[0]?.priority).toBe('urgent');
    expect(priority.tickets.at(-1)?.priority).toBe('low');
    const sla = await list('?view=all_open&sortBy=sla&itemsPerPage=-1');
    const dues = sla.tickets.map((t) => t.slaStatus.dueAt).filter((d) => d !== null);
    expect(dues).toEqual([...dues].sort());
    const page2 = await list('?sortBy=created&orderBy=asc&page=2&itemsPerPage=5');
    expect(page2.tickets.map((t) => t.id)).toEqual([6, 7, 8, 9, 10]);
  });

  it('answers bad queries with 400 field errors', async () => {
    for (const [query, field] of [
      ['?view=everything', 'view'],
      ['?sortBy=colour', 'sortBy'],
      ['?status=lost', 'status'],
      ['?itemsPerPage=1000', 'itemsPerPage'],
      ['?customerId=abc', 'customerId'],
    ] as const) {
      const { status, body } = await call(`/api/tickets${query}`, { token: admin });
      expect(status, query).toBe(400);
      expect(body).toHaveProperty(['errors', field]);
    }
  });
});

describe('access', () => {
  it('lets the auditor read but not write, the agent manage, and refuses the client', async () => {
    const auditor = await signIn('auditor@demo.com');
    expect((await list('', auditor)).tickets).toHaveLength(10);
    const write = await call('/api/tickets/1', {
      method: 'PATCH',
      token: auditor,
      json: { priority: 'low' },
    });
    expect(write).toEqual({ status: 403, body: { message: 'Forbidden' } });

    const agent = await signIn('agent@demo.com');
    const patched = await call('/api/tickets/2', {
      method: 'PATCH',
      token: agent,
      json: { assigneeId: 'a5' },
    });
    expect(patched.status === 200 || patched.status === 409).toBe(true);
    expect((await call('/api/billing/facturas', { token: agent })).status).toBe(403);
    expect((await call('/api/billing/habilitaciones', { token: agent })).status).toBe(200);

    const client = await signIn('client@demo.com');
    expect(await call('/api/tickets', { token: client })).toEqual({
      status: 403,
      body: { message: 'Forbidden' },
    });
    expect((await call('/api/tickets')).status).toBe(401);
  });
});

describe('GET /api/tickets/:id', () => {
  it('answers the ticket with its thread, history and SLA', async () => {
    const { status, body } = await call('/api/tickets/7', { token: admin });
    expect(status).toBe(200);
    const ticket = ticketDetailSchema.parse(body);
    expect(ticket.number).toBe('TK-000007');
    expect(ticket.messages.length).toBeGreaterThan(0);
    expect(ticket.history[0]?.action).toBe('created');
  });

  it('answers 404 "Ticket not found" for unknown ids', async () => {
    for (const id of ['99999', 'abc']) {
      expect(await call(`/api/tickets/${id}`, { token: admin })).toEqual({
        status: 404,
        body: { message: 'Ticket not found' },
      });
    }
  });
});

describe('POST /api/tickets', () => {
  it('creates a new unassigned ticket with its attachment, SLA running', async () => {
    const { status, body } = await call('/api/tickets', {
      method: 'POST',
      token: admin,
      json: newTicket(),
    });
    expect(status).toBe(201);
    const ticket = ticketDetailSchema.parse(body);
    expect(ticket).toMatchObject({ id: 301, number: 'TK-000301', status: 'new', assignee: null });
    expect(ticket.messages[0]).toMatchObject({
      kind: 'reply',
      author: { kind: 'customer', name: 'Lucía García' },
    });
    expect(ticket.messages[0]?.attachments[0]?.name).toBe('shot.png');
    expect(ticket.slaStatus).toMatchObject({
      state: 'on_track',
      dueAt: new Date(NOW + 3_600_000).toISOString(),
    });
    expect((await list('?view=unassigned')).tickets[0]?.id).toBe(301);
  });

  it('relates an invoice of the customer, shown in the customer card', async () => {
    const invoice = getDb().facturas.find((f) => f.customer.id === 1 && f.number !== null);
    if (!invoice) throw new Error('customer 1 has no numbered invoice');
    const { status, body } = await call('/api/tickets', {
      method: 'POST',
      token: admin,
      json: newTicket({ facturaId: invoice.id }),
    });
    expect(status).toBe(201);
    expect(ticketDetailSchema.parse(body).facturaId).toBe(invoice.id);
    const card = await call('/api/tickets/customers/1', { token: admin });
    expect((card.body as { facturas: { id: number }[] }).facturas).toContainEqual({
      id: invoice.id,
      number: invoice.number,
      status: invoice.status,
    });
  });

  it('answers bad input with field errors and stores nothing', async () => {
    // An invoice of another customer than the ticket's (customer 1).
    const otherInvoice = getDb().facturas.find((factura) => factura.customer.id !== 1)?.id;
    const cases: [Record<string, unknown>, string, string][] = [
      [{ subject: 'ab' }, 'subject', 'Must be at least 3 characters'],
      [{ subject: 'a'.repeat(201) }, 'subject', 'Must be at most 200 characters'],
      [{ description: '<p></p>' }, 'description', TICKET_MESSAGES.emptyBody],
      [{ description: 'a'.repeat(20_001) }, 'description', 'Must be at most 20000 characters'],
      [{ priority: 'asap' }, 'priority', 'Must be one of: low, normal, high, urgent'],
      [{ customerId: 999 }, 'customerId', TICKET_MESSAGES.unknownCustomer],
      [
        {
          attachments: [
            { ...png, type: 'application/zip', dataUrl: 'data:application/zip;base64,AA' },
          ],
        },
        'attachments.0.type',
        TICKET_MESSAGES.attachmentType,
      ],
      [
        { attachments: [{ ...png, size: 5 * 1024 * 1024 + 1 }] },
        'attachments.0.size',
        TICKET_MESSAGES.attachmentSize,
      ],
      [{ attachments: Array.from({ length: 11 }, () => png) }, 'attachments', 'Choose at most 10'],
      [{ habilitacionId: 999_999 }, 'habilitacionId', TICKET_MESSAGES.unknownEnablement],
      [{ facturaId: otherInvoice }, 'facturaId', TICKET_MESSAGES.unknownInvoice],
    ];
    for (const [overrides, field, message] of cases) {
      const { status, body } = await call('/api/tickets', {
        method: 'POST',
        token: admin,
        json: newTicket(overrides),
      });
      expect(status, field).toBe(400);
      expect(body, field).toHaveProperty(['errors', field], [message]);
    }
    const notJson = await call('/api/tickets', { method: 'POST', token: admin, body: 'nope' });
    expect(notJson.status).toBe(400);
    expect(getDb().tickets).toHaveLength(300);
  });
});

describe('PATCH /api/tickets/:id', () => {
  it('changes status, priority, assignee, team and tags, one history entry each', async () => {
    const ticket = seeded((t) => t.status === 'open');
    const before = ticket.history.length;
    const { status, body } = await call(`/api/tickets/${ticket.id}`, {
      method: 'PATCH',
      token: admin,
      json: {
        status: 'pending_customer',
        priority: 'urgent',
        assigneeId: 'a1',
        team: 'support_l2',
        tags: ['dns', 'vip'],
      },
    });
    expect(status).toBe(200);
    const updated = ticketDetailSchema.parse(body);
    expect(updated).toMatchObject({
      status: 'pending_customer',
      priority: 'urgent',
      assignee: { id: 'a1', fullName: 'John Doe' },
      team: 'support_l2',
      tags: ['dns', 'vip'],
    });
    expect(updated.slaStatus.paused).toBe(true);
    const actions = updated.history.slice(before).map((e) => e.action);
    expect(actions).toContain('status');
    expect(actions).toContain('assignee');
    expect(updated.history.at(-1)?.actor.email).toBe('admin@demo.com');
    expect(updated.updatedAt).toBe(new Date(NOW).toISOString());
  });

  it('answers errors: empty change, unknown assignee, unknown ticket, closed ticket', async () => {
    const open = seeded((t) => t.status === 'open');
    expect(
      (await call(`/api/tickets/${open.id}`, { method: 'PATCH', token: admin, json: {} })).status,
    ).toBe(400);
    expect(
      await call(`/api/tickets/${open.id}`, {
        method: 'PATCH',
        token: admin,
        json: { assigneeId: 'x9' },
      }),
    ).toEqual({
      status: 400,
      body: { errors: { assigneeId: [TICKET_MESSAGES.unknownAssignee] } },
    });
    expect(
      (
        await call('/api/tickets/99999', {
          method: 'PATCH',
          token: admin,
          json: { priority: 'low' },
        })
      ).status,
    ).toBe(404);
    const closed = seeded((t) => t.status === 'closed');
    expect(
      await call(`/api/tickets/${closed.id}`, {
        method: 'PATCH',
        token: admin,
        json: { priority: 'low' },
      }),
    ).toEqual({
      status: 409,
      body: { message: TICKET_MESSAGES.closed },
    });
  });
});

describe('POST /api/tickets/bulk', () => {
  it('assigns several tickets at once and skips closed ones', async () => {
    const open = getDb()
      .tickets.filter((t) => t.status === 'new')
      .slice(0, 2);
    const closed = seeded((t) => t.status === 'closed');
    const { status, body } = await call('/api/tickets/bulk', {
      method: 'POST',
      token: admin,
      json: {
        ids: [...open.map((t) => t.id), closed.id],
        changes: { assigneeId: 'a1', priority: 'high' },
      },
    });
    expect(status).toBe(200);
    expect(body).toEqual({ updated: 2 });
    for (const ticket of open) expect(ticket.assignee?.id).toBe('a1');
    expect(closed.assignee?.id).not.toBe('a1');
  });

  it('adds and removes a tag on every chosen ticket, one history entry each', async () => {
    const [first, second] = getDb()
      .tickets.filter((t) => t.status === 'open')
      .slice(0, 2);
    if (!first || !second) throw new Error('no open tickets');
    first.tags = ['dns'];
    second.tags = [];
    const bulk = (changes: Record<string, unknown>) =>
      call('/api/tickets/bulk', {
        method: 'POST',
        token: admin,
        json: { ids: [first.id, second.id], changes },
      });
    expect(await bulk({ addTag: ' vip ' })).toEqual({ status: 200, body: { updated: 2 } });
    expect(first.tags).toEqual(['dns', 'vip']);
    expect(second.tags).toEqual(['vip']);
    expect(second.history.at(-1)).toMatchObject({ action: 'tags', from: null, to: 'vip' });
    // Adding a tag a ticket already has changes nothing there.
    expect(await bulk({ addTag: 'dns' })).toEqual({ status: 200, body: { updated: 1 } });
    expect(await bulk({ removeTag: 'dns' })).toEqual({ status: 200, body: { updated: 2 } });
    expect(first.tags).toEqual(['vip']);
    expect(second.tags).toEqual(['vip']);
    // A ticket with 10 tags cannot take another: nothing changes anywhere.
    first.tags = Array.from({ length: 10 }, (_, index) => `t${index}`);
    expect(await bulk({ addTag: 'more' })).toEqual({
      status: 400,
      body: { errors: { 'changes.addTag': [TICKET_MESSAGES.tagsFull(first.number)] } },
    });
    expect(second.tags).toEqual(['vip']);
    expect((await bulk({ addTag: '' })).status).toBe(400);
    expect((await bulk({ removeTag: 'x'.repeat(31) })).status).toBe(400);
  });

  it('answers unknown ids and bad changes with field errors', async () => {
    expect(
      await call('/api/tickets/bulk', {
        method: 'POST',
        token: admin,
        json: { ids: [1, 99999], changes: { priority: 'low' } },
      }),
    ).toEqual({
      status: 400,
      body: { errors: { ids: ['Unknown tickets: TK-099999'] } },
    });
    expect(
      await call('/api/tickets/bulk', {
        method: 'POST',
        token: admin,
        json: { ids: [1], changes: { assigneeId: 'nobody' } },
      }),
    ).toEqual({
      status: 400,
      body: { errors: { 'changes.assigneeId': [TICKET_MESSAGES.unknownAssignee] } },
    });
    expect(
      (
        await call('/api/tickets/bulk', {
          method: 'POST',
          token: admin,
          json: { ids: [], changes: {} },
        })
      ).status,
    ).toBe(400);
  });
});

describe('POST /api/tickets/:id/messages', () => {
  it('adds a reply that answers the first response and opens a new ticket', async () => {
    const ticket = seeded((t) => t.status === 'new');
    const { status, body } = await call(`/api/tickets/${ticket.id}/messages`, {
      method: 'POST',
      token: admin,
      json: { kind: 'reply', body: '<p>On it</p>', attachments: [png] },
    });
    expect(status).toBe(201);
    const updated = ticketDetailSchema.parse(body);
    expect(updated.status).toBe('open');
    expect(updated.messages.at(-1)).toMatchObject({
      kind: 'reply',
      author: { kind: 'staff', name: 'John Doe' },
    });
    expect(updated.sla.firstResponseAt).toBe(new Date(NOW).toISOString());
  });

  it('adds an internal note without answering, and "send and set status"', async () => {
    const ticket = seeded((t) => t.status === 'new');
    const note = ticketDetailSchema.parse(
      (
        await call(`/api/tickets/${ticket.id}/messages`, {
          method: 'POST',
          token: admin,
          json: { kind: 'note', body: '<p>Check DNS</p>' },
        })
      ).body,
    );
    expect(note.status).toBe('new');
    expect(note.sla.firstResponseAt).toBeNull();
    const solved = ticketDetailSchema.parse(
      (
        await call(`/api/tickets/${ticket.id}/messages`, {
          method: 'POST',
          token: admin,
          json: { kind: 'reply', body: '<p>Fixed</p>', status: 'solved' },
        })
      ).body,
    );
    expect(solved.status).toBe('solved');
    expect(solved.sla.resolvedAt).toBe(new Date(NOW).toISOString());
  });

  it('answers errors: empty body, bad kind, unknown and closed tickets', async () => {
    const open = seeded((t) => t.status === 'open');
    expect(
      await call(`/api/tickets/${open.id}/messages`, {
        method: 'POST',
        token: admin,
        json: { kind: 'reply', body: '<p> </p>' },
      }),
    ).toEqual({
      status: 400,
      body: { errors: { body: [TICKET_MESSAGES.emptyBody] } },
    });
    expect(
      (
        await call(`/api/tickets/${open.id}/messages`, {
          method: 'POST',
          token: admin,
          json: { kind: 'shout', body: 'x' },
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await call('/api/tickets/99999/messages', {
          method: 'POST',
          token: admin,
          json: { kind: 'reply', body: 'x' },
        })
      ).status,
    ).toBe(404);
    const closed = seeded((t) => t.status === 'closed');
    expect(
      (
        await call(`/api/tickets/${closed.id}/messages`, {
          method: 'POST',
          token: admin,
          json: { kind: 'reply', body: 'x' },
        })
      ).status,
    ).toBe(409);
  });
});

describe('POST /api/tickets/:id/merge', () => {
  async function twoOfOneCustomer() {
    const created = [];
    for (const subject of ['First report', 'Second report']) {
      const { body } = await call('/api/tickets', {
        method: 'POST',
        token: admin,
        json: newTicket({ subject, attachments: [] }),
      });
      created.push(ticketDetailSchema.parse(body));
    }
    return created as [(typeof created)[0], (typeof created)[0]];
  }

  it('moves the thread into the target and closes the merged ticket with a pointer', async () => {
    const [source, target] = await twoOfOneCustomer();
    const { status, body } = await call(`/api/tickets/${source.id}/merge`, {
      method: 'POST',
      token: admin,
      json: { targetId: target.id },
    });
    expect(status).toBe(200);
    const merged = ticketDetailSchema.parse(body);
    expect(merged.id).toBe(target.id);
    expect(
      merged.messages.some((m) => m.body.includes('First report') || m.body.includes('down')),
    ).toBe(true);
    expect(merged.messages.at(-1)?.kind).toBe('note');
    const closed = ticketDetailSchema.parse(
      (await call(`/api/tickets/${source.id}`, { token: admin })).body,
    );
    expect(closed).toMatchObject({
      status: 'closed',
      mergedInto: { id: target.id, number: target.number },
    });
  });

  it('refuses itself, unknown targets, other customers and closed tickets', async () => {
    const [source, target] = await twoOfOneCustomer();
    const other = seeded((t) => t.customer.id !== 1 && t.status === 'open');
    for (const [targetId, message] of [
      [source.id, TICKET_MESSAGES.mergeSelf],
      [99_999, TICKET_MESSAGES.mergeUnknown],
      [other.id, TICKET_MESSAGES.mergeCustomer],
    ] as const) {
      expect(
        await call(`/api/tickets/${source.id}/merge`, {
          method: 'POST',
          token: admin,
          json: { targetId },
        }),
      ).toEqual({
        status: 400,
        body: { errors: { targetId: [message] } },
      });
    }
    await call(`/api/tickets/${source.id}/merge`, {
      method: 'POST',
      token: admin,
      json: { targetId: target.id },
    });
    expect(
      (
        await call(`/api/tickets/${source.id}/merge`, {
          method: 'POST',
          token: admin,
          json: { targetId: target.id },
        })
      ).status,
    ).toBe(409);
    expect(
      (
        await call('/api/tickets/99999/merge', {
          method: 'POST',
          token: admin,
          json: { targetId: 1 },
        })
      ).status,
    ).toBe(404);
  });
});

describe('lookups and the dashboard summary', () => {
  it('serves staff, canned replies, customers and a customer card', async () => {
    const staff = staffResponseSchema.parse(
      (await call('/api/tickets/staff', { token: admin })).body,
    ).staff;
    expect(staff.map((s) => s.id)).toEqual(expect.arrayContaining(['a1', 'a5']));
    const replies = cannedRepliesResponseSchema.parse(
      (await call('/api/tickets/canned-replies', { token: admin })).body,
    ).replies;
    expect(replies.some((r) => r.body.includes('{{customer.name}}'))).toBe(true);
    const customers = ticketCustomersResponseSchema.parse(
      (await call('/api/tickets/customers?q=andes', { token: admin })).body,
    ).customers;
    expect(customers.map((c) => c.name)).toEqual(['Andes Web Studio']);
    const card = await call('/api/tickets/customers/1', { token: admin });
    expect(card.status).toBe(200);
    expect(card.body).toHaveProperty(['customer', 'name'], 'Andes Web Studio');
    expect(await call('/api/tickets/customers/999', { token: admin })).toEqual({
      status: 404,
      body: { message: 'Customer not found' },
    });
  });

  it('sums open tickets by priority and the SLA breaches', async () => {
    const summary = ticketSummarySchema.parse(
      (await call('/api/tickets/summary', { token: admin })).body,
    );
    const open = getDb().tickets.filter((t) => !['solved', 'closed'].includes(t.status));
    expect(summary.open).toBe(open.length);
    expect(Object.values(summary.openByPriority).reduce((a, b) => a + b, 0)).toBe(open.length);
    expect(summary.slaBreached).toBeGreaterThan(0);
    expect(summary.slaBreached).toBeLessThanOrEqual(summary.open);
  });
});
