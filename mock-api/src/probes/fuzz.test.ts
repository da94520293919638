import { beforeEach, describe, expect, it } from 'vitest';
import { handlers } from '../handlers';
import { getDb, resetDb } from '../db/store';
import { BASE_URL, signIn, useMockServer } from '../testing/server';
import { fillPath, isWrite, listEndpoints } from './endpoints';

useMockServer();

const MARKER = 'FUZZMARK';
const MB = `${MARKER}${'x'.repeat(1_000_000)}`;
/** Field names the API uses; each payload puts a bad value in all of them at once. */
const FIELDS = [
  'email',
  'password',
  'fullName',
  'username',
  'name',
  'company',
  'country',
  'contact',
  'avatar',
  'role',
  'currentPlan',
  'status',
  'assignedTo',
  'client',
  'lines',
  'note',
  'notes',
  'message',
  'subject',
  'to',
  'reason',
  'customerId',
  'habilitacionId',
  'facturaIds',
  'currency',
  'type',
  'toPlan',
  'amount',
  'method',
  'date',
  'issueDate',
  'dueDate',
  'issuedDate',
  'code',
  'twoStepToken',
  'resetToken',
  'service',
];
const every = (value: unknown) => Object.fromEntries(FIELDS.map((field) => [field, value]));

interface Probe {
  name: string;
  body?: string;
  contentType?: string;
  /** Path parameter used instead of a valid id. */
  id?: string;
  query?: string;
}

const PROBES: Probe[] = [
  { name: 'missing fields', body: '{}' },
  { name: 'wrong types', body: JSON.stringify(every(12345)) },
  { name: 'objects for scalars', body: JSON.stringify(every({ nested: MARKER })) },
  { name: 'null', body: 'null' },
  { name: 'null fields', body: JSON.stringify(every(null)) },
  { name: 'an array', body: JSON.stringify([every(MARKER)]) },
  { name: '1 MB strings', body: JSON.stringify(every(MB)) },
  {
    name: 'huge / infinite numbers',
    body: JSON.stringify(every(1e308)).replaceAll('1e+308', '1e999'),
  },
  { name: 'NaN (not JSON)', body: `{"amount": NaN, "quantity": Infinity, "email": "${MARKER}"}` },
  {
    name: 'bad dates',
    body: JSON.stringify({ ...every('2026-02-30'), date: '0000-00-00', dueDate: 'tomorrow' }),
  },
  {
    name: 'unknown enum values',
    body: JSON.stringify({ ...every(MARKER), role: 'god', status: 'hacked' }),
  },
  {
    name: '__proto__ keys',
    body: `{"__proto__":{"polluted":"${MARKER}"},"constructor":{"prototype":{"polluted":"${MARKER}"}},"email":"${MARKER}@x.io"}`,
  },
  { name: 'not JSON', body: `<xml>${MARKER}</xml>` },
  { name: 'wrong content type', body: JSON.stringify(every(MARKER)), contentType: 'text/plain' },
  { name: 'bad path id', id: '__proto__', body: '{}' },
  { name: 'huge path id', id: '1e999', body: '{}' },
  {
    name: 'bad query',
    query: `page=NaN&itemsPerPage=1e999&q=${'%00'.repeat(50)}&sortBy=__proto__&orderBy=sideways&status=${MARKER}`,
  },
];

const endpoints = listEndpoints(handlers);
const stats = { requests: 0 };

describe('fuzz: every registered endpoint with malformed input', () => {
  let token = '';
  beforeEach(async () => {
    resetDb();
    token = await signIn();
  });

  it('covers every endpoint the handlers register', () => {
    expect(endpoints.length).toBeGreaterThanOrEqual(50);
    expect(PROBES.length).toBeGreaterThanOrEqual(8);
  });

  it.each(endpoints.map((e) => [`${e.method} ${e.path}`, e] as const))(
    '%s: no 500, nothing bad stored',
    async (_name, endpoint) => {
      for (const probe of PROBES) {
        const path = fillPath(endpoint.path, probe.id ?? '1');
        const url = `${BASE_URL}${path}${probe.query ? `?${probe.query}` : ''}`;
        const write = isWrite(endpoint);
        const response = await fetch(url, {
          method: endpoint.method,
          headers: {
            Authorization: `Bearer ${token}`,
            ...(write ? { 'Content-Type': probe.contentType ?? 'application/json' } : {}),
          },
          body: write ? probe.body : undefined,
        });
        stats.requests += 1;
        await response.text();
        expect(response.status, `${endpoint.method} ${path} (${probe.name})`).toBeLessThan(500);
        // the caller may have signed out (logout) or reset: sign in again for the next probe
        if (!Object.hasOwn(getDb().sessions, token)) token = await signIn();
      }
      expect(JSON.stringify(getDb())).not.toContain(MARKER);
      expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    },
  );

  it('sent the probes', () => {
    expect(stats.requests).toBe(endpoints.length * PROBES.length);
    console.info(
      `[fuzz] ${endpoints.length} endpoints x ${PROBES.length} probes = ${stats.requests} requests`,
    );
  });
});
