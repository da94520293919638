import { beforeEach, describe, expect, it } from 'vitest';
import {
  cambioSchema,
  kanbanDataSchema,
  kanbanItemSchema,
  permissionSchema,
} from '@portal/contract';
import { BAD_IF_MATCH_MESSAGE, STALE_VERSION_MESSAGE } from '../http/versions';
import { call, seedData, signIn, useTestApp, type CallResult } from '../testing';

/**
 * ETag / If-Match on the rest of the edited records (issue 26 §1): calendar events, kanban
 * cards, permissions, change requests and the profile's account. The same checks as
 * versions.test.ts, through one table of endpoints.
 */
useTestApp();

let admin = '';
let agent = '';
beforeEach(async () => {
  admin = await signIn();
  // A second session: another staff member at another desk (the admin's account again).
  agent = await signIn();
});

const withIfMatch = (ifMatch?: string): Record<string, string> =>
  ifMatch === undefined ? {} : { 'If-Match': ifMatch };

/** An edit endpoint of a versioned record, as the checks below drive it. */
interface Edit {
  name: string;
  /** The detail GET that answers the version. */
  detail: string;
  /** One change with the n-th value (each n a different one), sent by `token`. */
  change: (n: number, token: string, ifMatch?: string) => Promise<CallResult>;
  /** The status a change answers today. */
  status: number;
  /** The value the detail shows after change n. */
  written: (detail: unknown) => unknown;
  /** What the detail shows after change n. */
  expected: (n: number) => unknown;
}

const event = () => {
  const found = seedData().calendarEvents[0];
  if (!found) throw new Error('no calendar event');
  return found;
};
const item = () => {
  const found = seedData().kanbanItems[0];
  if (!found) throw new Error('no kanban item');
  return found;
};
const permission = () => {
  const found = seedData().permissions[0];
  if (!found) throw new Error('no permission');
  return found;
};

const account = {
  fullName: 'John Doe',
  email: 'admin@demo.com',
  avatar: null,
  organization: 'Acme',
  phone: '+1 (555) 123-4567',
  address: '1 Main St',
  state: 'CA',
  zip: '94110',
  country: 'US',
  language: 'en',
  timeZone: 'America/Los_Angeles',
  currency: 'USD',
};

const EDITS: Edit[] = [
  {
    name: 'calendar event (PUT /api/apps/calendar/:id)',
    detail: `/api/apps/calendar/${event().id}`,
    change: (n, token, ifMatch) =>
      call(`/api/apps/calendar/${event().id}`, {
        method: 'PUT',
        token,
        json: { title: `Title ${n}` },
        headers: withIfMatch(ifMatch),
      }),
    status: 201,
    written: (detail) => (detail as { title: string }).title,
    expected: (n) => `Title ${n}`,
  },
  {
    name: 'kanban card (PUT /api/apps/kanban/item/update)',
    detail: `/api/apps/kanban/item/${item().id}`,
    change: (n, token, ifMatch) =>
      call('/api/apps/kanban/item/update', {
        method: 'PUT',
        token,
        json: { item: { ...item(), title: `Card ${n}` } },
        headers: withIfMatch(ifMatch),
      }),
    status: 201,
    written: (detail) => kanbanItemSchema.parse(detail).title,
    expected: (n) => `Card ${n}`,
  },
  {
    name: 'permission (PUT /api/apps/permissions/:id)',
    detail: `/api/apps/permissions/${permission().id}`,
    change: (n, token, ifMatch) =>
      call(`/api/apps/permissions/${permission().id}`, {
        method: 'PUT',
        token,
        json: { name: `permission-${n}`, assignedTo: permission().assignedTo },
        headers: withIfMatch(ifMatch),
      }),
    status: 200,
    written: (detail) => permissionSchema.parse(detail).name,
    expected: (n) => `permission-${n}`,
  },
  {
    name: "the profile's account (PUT /api/profile)",
    detail: '/api/profile',
    change: (n, token, ifMatch) =>
      call('/api/profile', {
        method: 'PUT',
        token,
        json: { ...account, organization: `Org ${n}` },
        headers: withIfMatch(ifMatch),
      }),
    status: 200,
    written: (detail) => (detail as { organization: string }).organization,
    expected: (n) => `Org ${n}`,
  },
];

describe.each(EDITS)('$name', (edit) => {
  it('the detail answers its version as a strong ETag; a matching change answers the next', async () => {
    const detail = await call(edit.detail, { token: admin });
    expect(detail.status).toBe(200);
    expect(detail.headers.get('ETag')).toBe('"1"');
    expect(detail.headers.get('Access-Control-Expose-Headers')).toBe('ETag');
    const changed = await edit.change(1, admin, '"1"');
    expect(changed.status).toBe(edit.status);
    expect(changed.headers.get('ETag')).toBe('"2"');
    const after = await call(edit.detail, { token: admin });
    expect(after.headers.get('ETag')).toBe('"2"');
    expect(edit.written(after.body)).toEqual(edit.expected(1));
  });

  it('a stale version is 412 with the current record, who and when; nothing written', async () => {
    expect((await edit.change(1, agent, '"1"')).status).toBe(edit.status);
    const stale = await edit.change(2, admin, '"1"');
    expect(stale.status).toBe(412);
    expect(stale.headers.get('ETag')).toBe('"2"');
    const now = await call(edit.detail, { token: admin });
    expect(stale.body).toEqual({
      message: STALE_VERSION_MESSAGE,
      current: now.body,
      changedBy: { id: expect.any(Number) as number, fullName: 'John Doe' },
      changedAt: expect.any(String) as string,
    });
    expect(edit.written(now.body)).toEqual(edit.expected(1));
    expect(now.headers.get('ETag')).toBe('"2"');
  });

  it('a malformed If-Match is a 400 on the header and writes nothing', async () => {
    for (const header of ['1', '"one"', '"1", "2"']) {
      const answer = await edit.change(3, admin, header);
      expect(answer).toMatchObject({
        status: 400,
        body: { errors: { 'If-Match': [BAD_IF_MATCH_MESSAGE] } },
      });
    }
    const now = await call(edit.detail, { token: admin });
    expect(now.headers.get('ETag')).toBe('"1"');
    expect(edit.written(now.body)).not.toEqual(edit.expected(3));
  });

  it("no If-Match keeps today's answer (last write wins) and still moves the version", async () => {
    await edit.change(1, agent, '"1"');
    const blind = await edit.change(2, admin);
    expect(blind.status).toBe(edit.status);
    expect(blind.headers.get('ETag')).toBe('"3"');
    const now = await call(edit.detail, { token: admin });
    expect(edit.written(now.body)).toEqual(edit.expected(2));
  });
});

/** A DELETE of a versioned record: stale -> 412 and it stays; current -> 204; none -> 204. */
describe.each([
  {
    name: 'calendar event',
    path: (id: number) => `/api/apps/calendar/${id}`,
    ids: () => seedData().calendarEvents.map((e) => e.id),
    edit: (id: number, token: string) =>
      call(`/api/apps/calendar/${id}`, { method: 'PUT', token, json: { title: 'Moved on' } }),
  },
  {
    name: 'kanban card',
    path: (id: number) => `/api/apps/kanban/item/${id}`,
    ids: () => seedData().kanbanItems.map((i) => i.id),
    edit: (id: number, token: string) => {
      const found = seedData().kanbanItems.find((i) => i.id === id);
      return call('/api/apps/kanban/item/update', {
        method: 'PUT',
        token,
        json: { item: { ...found, title: 'Moved on' } },
      });
    },
  },
  {
    name: 'permission',
    path: (id: number) => `/api/apps/permissions/${id}`,
    ids: () => seedData().permissions.map((p) => p.id),
    edit: (id: number, token: string) =>
      call(`/api/apps/permissions/${id}`, {
        method: 'PUT',
        token,
        json: { name: 'moved-on', assignedTo: [] },
      }),
  },
])('DELETE of a $name', ({ path, ids, edit }) => {
  it('a stale delete is 412 and the record stays; the current version or none deletes it', async () => {
    const [first, second] = ids();
    if (first === undefined || second === undefined) throw new Error('two records needed');
    const read = path(first);
    expect((await edit(first, agent)).status).toBeLessThan(300);
    const stale = await call(read, {
      method: 'DELETE',
      token: admin,
      headers: { 'If-Match': '"1"' },
    });
    expect(stale.status).toBe(412);
    expect(stale.body).toMatchObject({ message: STALE_VERSION_MESSAGE });
    expect((await call(read, { token: admin })).status).toBe(200);
    const malformed = await call(read, {
      method: 'DELETE',
      token: admin,
      headers: { 'If-Match': 'two' },
    });
    expect(malformed.status).toBe(400);
    const fresh = await call(read, {
      method: 'DELETE',
      token: admin,
      headers: { 'If-Match': '"2"' },
    });
    expect(fresh.status).toBe(204);
    expect(fresh.headers.get('ETag')).toBeNull();
    expect((await call(path(second), { method: 'DELETE', token: admin })).status).toBe(204);
  });
});

describe('change requests (approve / reject)', () => {
  const pending = () => seedData().cambios.filter((c) => c.status === 'pending');
  const decide = (id: number, action: 'approve' | 'reject', ifMatch?: string) =>
    call(`/api/billing/cambios/${id}/${action}`, {
      method: 'POST',
      token: admin,
      json: { reason: 'Checked with the customer' },
      headers: withIfMatch(ifMatch),
    });

  it('the detail answers its version; a stale decision is 412 and it stays pending', async () => {
    const [cambio] = pending();
    if (!cambio) throw new Error('no pending change request');
    const detail = await call(`/api/billing/cambios/${cambio.id}`, { token: admin });
    expect(detail.status).toBe(200);
    expect(detail.headers.get('ETag')).toBe('"1"');
    expect(cambioSchema.parse(detail.body)).toEqual(cambio);
    const stale = await decide(cambio.id, 'approve', '"0"');
    expect(stale.status).toBe(412);
    expect(stale.body).toEqual({
      message: STALE_VERSION_MESSAGE,
      current: detail.body,
      changedBy: null,
      changedAt: null,
    });
    expect((await decide(cambio.id, 'reject', 'one')).status).toBe(400);
    const still = await call(`/api/billing/cambios/${cambio.id}`, { token: admin });
    expect(cambioSchema.parse(still.body).status).toBe('pending');
    const rejected = await decide(cambio.id, 'reject', '"1"');
    expect(rejected.status).toBe(200);
    expect(rejected.headers.get('ETag')).toBe('"2"');
    expect(cambioSchema.parse(rejected.body).status).toBe('rejected');
  });

  it("no If-Match keeps today's answers: 200, then 409 once decided", async () => {
    const [, cambio] = pending();
    if (!cambio) throw new Error('two pending change requests needed');
    const rejected = await decide(cambio.id, 'reject');
    expect(rejected.status).toBe(200);
    expect(rejected.headers.get('ETag')).toBe('"2"');
    expect((await decide(cambio.id, 'reject')).status).toBe(409);
  });
});

describe('changes made through another path', () => {
  it('a move of a card to another board moves its version', async () => {
    const kanban = await call('/api/apps/kanban', { token: admin });
    const [from, to] = kanbanDataSchema.parse(kanban.body).boards;
    const card = from?.itemsIds[0];
    if (!from || !to || card === undefined) throw new Error('two boards and a card needed');
    const moved = await call('/api/apps/kanban/item/state-update', {
      method: 'PUT',
      token: admin,
      json: { boardId: to.id, ids: [card, ...to.itemsIds] },
    });
    expect(moved.status).toBe(201);
    const detail = await call(`/api/apps/kanban/item/${card}`, { token: admin });
    expect(detail.headers.get('ETag')).toBe('"2"');
    // A card only reordered on its board keeps its version.
    const stays = to.itemsIds[0];
    if (stays !== undefined)
      expect(
        (await call(`/api/apps/kanban/item/${stays}`, { token: admin })).headers.get('ETag'),
      ).toBe('"1"');
  });

  it("a password change moves the profile's version (the profile shows when it changed)", async () => {
    const token = await signIn('client@demo.com');
    expect((await call('/api/profile', { token })).headers.get('ETag')).toBe('"1"');
    const changed = await call('/api/profile/password', {
      method: 'POST',
      token,
      json: {
        currentPassword: 'client',
        newPassword: 'Better-pass1',
        confirmPassword: 'Better-pass1',
      },
    });
    expect(changed.status).toBeLessThan(300);
    expect((await call('/api/profile', { token })).headers.get('ETag')).toBe('"2"');
  });

  it('the new detail GETs answer 404 for an unknown id', async () => {
    expect((await call('/api/apps/calendar/999999', { token: admin })).status).toBe(404);
    expect((await call('/api/apps/kanban/item/999999', { token: admin })).status).toBe(404);
    expect((await call('/api/apps/permissions/999999', { token: admin })).status).toBe(404);
    expect((await call('/api/billing/cambios/999999', { token: admin })).status).toBe(404);
  });
});
