import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ticketDetailSchema, type Ticket } from '@portal/contract';
import { TICKETS_SEED_NOW } from '../db/seed/data/seed-tickets';
import { BAD_IF_MATCH_MESSAGE, STALE_VERSION_MESSAGE } from '../http/versions';
import { call, seedData, signIn, testClock, useTestApp } from '../testing';

/**
 * A reply under `If-Match` (issue 26 §3): the version the agent read when they started writing.
 * A ticket changed since is refused whole (412 with who, when and the current ticket).
 */
useTestApp();

const NOW = TICKETS_SEED_NOW + 60 * 60_000;

let admin = '';
let agent = '';
beforeEach(async () => {
  vi.spyOn(testClock(), 'now').mockImplementation(() => new Date(NOW));
  admin = await signIn();
  // Another staff member at another desk.
  agent = await signIn('agent@demo.com', 'agent');
});
afterEach(() => {
  vi.restoreAllMocks();
});

const seeded = (predicate: (ticket: Ticket) => boolean) => {
  const found = seedData().tickets.find(predicate);
  if (!found) throw new Error('no such seeded ticket');
  return found;
};

const reply = (id: number, token: string, text: string, ifMatch?: string) =>
  call(`/api/tickets/${id}/messages`, {
    method: 'POST',
    token,
    json: { kind: 'reply', body: `<p>${text}</p>` },
    headers: ifMatch === undefined ? {} : { 'If-Match': ifMatch },
  });

const detail = async (id: number) => {
  const answer = await call(`/api/tickets/${id}`, { token: admin });
  expect(answer.status).toBe(200);
  return { ticket: ticketDetailSchema.parse(answer.body), etag: answer.headers.get('ETag') };
};

const bodies = (ticket: { messages: { body: string }[] }) => ticket.messages.map((m) => m.body);

describe('POST /api/tickets/:id/messages with If-Match', () => {
  it('the version read passes: 201 with the reply and the next version as ETag', async () => {
    const ticket = seeded((t) => t.status === 'open');
    const { etag } = await detail(ticket.id);
    expect(etag).toBe('"1"');
    const sent = await reply(ticket.id, admin, 'On it', '"1"');
    expect(sent.status).toBe(201);
    expect(sent.headers.get('ETag')).toBe('"2"');
    expect(ticketDetailSchema.parse(sent.body).messages.at(-1)?.body).toBe('<p>On it</p>');
    expect((await detail(ticket.id)).etag).toBe('"2"');
  });

  it('a ticket changed since is 412 with the current ticket, who and when; nothing written', async () => {
    const ticket = seeded((t) => t.status === 'open');
    // Alex replies first, from the version both read.
    expect((await reply(ticket.id, agent, 'Alex answered', '"1"')).status).toBe(201);
    const stale = await reply(ticket.id, admin, 'John answers too', '"1"');
    expect(stale.status).toBe(412);
    expect(stale.headers.get('ETag')).toBe('"2"');
    const after = await detail(ticket.id);
    expect(stale.body).toEqual({
      message: STALE_VERSION_MESSAGE,
      current: after.ticket,
      changedBy: { id: 5, fullName: 'Alex Agent' },
      changedAt: new Date(NOW).toISOString(),
    });
    // John's reply was not written, and the version did not move.
    expect(bodies(after.ticket)).toContain('<p>Alex answered</p>');
    expect(bodies(after.ticket)).not.toContain('<p>John answers too</p>');
    expect(after.ticket.messages).toHaveLength(ticket.messages.length + 1);
    expect(after.etag).toBe('"2"');
  });

  it('a change of status by PATCH makes a reply from before it stale', async () => {
    const ticket = seeded((t) => t.status === 'open');
    const patched = await call(`/api/tickets/${ticket.id}`, {
      method: 'PATCH',
      token: agent,
      json: { status: 'pending_customer' },
    });
    expect(patched.status).toBe(200);
    const stale = await reply(ticket.id, admin, 'Late', '"1"');
    expect(stale.status).toBe(412);
    expect(stale.body).toMatchObject({
      current: { id: ticket.id, status: 'pending_customer' },
      changedBy: { fullName: 'Alex Agent' },
    });
    // "Send anyway": the same reply with the version the 412 carried.
    const again = await reply(ticket.id, admin, 'Late', stale.headers.get('ETag') ?? '');
    expect(again.status).toBe(201);
    expect(again.headers.get('ETag')).toBe('"3"');
  });

  it("no If-Match keeps today's answer (201, the detail), `*` matches any version", async () => {
    const ticket = seeded((t) => t.status === 'open');
    await reply(ticket.id, agent, 'first', '"1"');
    const blind = await reply(ticket.id, admin, 'blind');
    expect(blind.status).toBe(201);
    expect(blind.body).toEqual((await detail(ticket.id)).ticket);
    const star = await reply(ticket.id, admin, 'star', '*');
    expect(star.status).toBe(201);
    expect(star.headers.get('ETag')).toBe('"4"');
  });

  it('a malformed If-Match is a 400 on the header and writes nothing', async () => {
    const ticket = seeded((t) => t.status === 'open');
    for (const header of ['1', '"one"', '"1", "2"']) {
      expect(await reply(ticket.id, admin, 'x', header)).toEqual({
        status: 400,
        body: { errors: { 'If-Match': [BAD_IF_MATCH_MESSAGE] } },
      });
    }
    const after = await detail(ticket.id);
    expect(after.ticket.messages).toHaveLength(ticket.messages.length);
    expect(after.etag).toBe('"1"');
  });

  it('two replies sent at once from the same version: one is written', async () => {
    const ticket = seeded((t) => t.status === 'open');
    const answers = await Promise.all([
      reply(ticket.id, admin, 'one', '"1"'),
      reply(ticket.id, agent, 'two', '"1"'),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 412]);
    expect((await detail(ticket.id)).ticket.messages).toHaveLength(ticket.messages.length + 1);
  });
});
