import { describe, expect, it } from 'vitest';
import { currentTestApp, signIn, storedTablesHolding, useTestApp } from '../testing';
import { API_ENDPOINTS } from './api-endpoints';
import { fillPath, isWrite, listEndpoints } from './endpoints';

// One database for the file: each test checks answers (and the fuzz, that nothing bad is stored).
useTestApp({ per: 'file' });

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
  { name: 'NUL characters', body: JSON.stringify(every('nul\u0000byte')), id: '1\u0000' },
  { name: 'bad path id', id: '__proto__', body: '{}' },
  { name: 'huge path id', id: '1e999', body: '{}' },
  {
    name: 'bad query',
    query: `page=NaN&itemsPerPage=1e999&q=${'%00'.repeat(50)}&sortBy=__proto__&orderBy=sideways&status=${MARKER}`,
  },
];

const endpointsOf = () => listEndpoints(currentTestApp().app);

/**
 * `POST /api/demo/reset` reads nothing of the request (no body, no id, no query) and writes the
 * whole sample data again each time: eighteen probes were eighteen reseeds (a third of this
 * file's time), all alike. It gets one probe of each kind of request a client could send.
 */
const READS_NO_INPUT = new Set(['POST /api/demo/reset']);
const probesOf = (key: string) =>
  READS_NO_INPUT.has(key)
    ? PROBES.filter((probe) =>
        ['1 MB strings', 'not JSON', 'wrong content type', 'bad query'].includes(probe.name),
      )
    : PROBES;

describe('fuzz: every endpoint with malformed input', () => {
  it('probes exactly the endpoints of the API list (a new or lost endpoint fails here)', async () => {
    // Any app will do for the route list: this one is the test's.
    expect(
      endpointsOf()
        .map((e) => e.key)
        .sort(),
    ).toEqual([...API_ENDPOINTS].sort());
    expect(PROBES).toHaveLength(18);
    expect(probesOf('POST /api/demo/reset')).toHaveLength(4);
    expect(await signIn()).toBeTruthy();
  });

  it.each(API_ENDPOINTS.map((key) => [key] as const))(
    '%s: no 500, nothing bad stored',
    async (key) => {
      const [method = 'GET', path = '/'] = key.split(' ');
      let token = await signIn();
      for (const probe of probesOf(key)) {
        const url = `http://localhost${fillPath(path, probe.id ?? '1')}${probe.query ? `?${probe.query}` : ''}`;
        const write = isWrite({ method, path, key });
        const response = await currentTestApp().app.request(url, {
          method,
          headers: {
            Authorization: `Bearer ${token}`,
            ...(write ? { 'Content-Type': probe.contentType ?? 'application/json' } : {}),
          },
          body: write ? probe.body : undefined,
        });
        // An event stream never ends: its status is the answer.
        if (response.headers.get('content-type')?.startsWith('text/event-stream'))
          await response.body?.cancel();
        else await response.text();
        expect(response.status, `${key} (${probe.name})`).toBeLessThan(500);
        // The caller may have signed out (logout) or reset: sign in again for the next probe.
        const me = await currentTestApp().app.request('http://localhost/api/auth/me', {
          headers: { Authorization: `Bearer ${token}` },
        });
        if (me.status !== 200) token = await signIn();
      }
      expect(await storedTablesHolding(MARKER)).toEqual([]);
      expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    },
    // POST /api/demo/reset reseeds the whole database each time (seconds on a loaded machine).
    120_000,
  );
});
