import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { z } from 'zod';
import {
  ApiError,
  apiFetch,
  parseVersioned,
  primeGet,
  setUnauthorizedHandler,
  versionOf,
} from './api-client';
import { sessionStore, setSessionStorageBackend } from './session-store';
import { createMemoryStorage } from './storage';

const server = setupServer();
const seen: { authorization: string | null; url: string }[] = [];

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  seen.length = 0;
});
afterAll(() => server.close());

beforeEach(() => {
  setSessionStorageBackend(createMemoryStorage());
  sessionStore.getState().signIn({
    userData: { id: 1, fullName: 'A', username: 'a', avatar: null, email: 'a@b.c', role: 'admin' },
    userAbilityRules: [{ action: 'manage', subject: 'all' }],
  });
});

function record(request: Request) {
  seen.push({ authorization: request.headers.get('Authorization'), url: request.url });
}

describe('apiFetch', () => {
  it('sends the session as the browser cookie (same-origin), never a bearer token; serialises the query', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    server.use(
      http.get('*/api/things', ({ request }) => {
        record(request);
        return HttpResponse.json({ items: [1] });
      }),
    );
    await expect(
      apiFetch('/api/things', { query: { q: 'a b', page: 2, empty: '', none: undefined } }),
    ).resolves.toEqual({ items: [1] });
    expect(seen[0]?.authorization).toBeNull();
    expect(fetchSpy.mock.calls[0]?.[1]).toMatchObject({ credentials: 'same-origin' });
    fetchSpy.mockRestore();
    expect(new URL(seen[0]?.url ?? '').search).toBe('?q=a+b&page=2');
  });

  it('sends JSON bodies', async () => {
    server.use(
      http.post('*/api/things', async ({ request }) =>
        HttpResponse.json(
          { got: await request.json(), type: request.headers.get('Content-Type') },
          { status: 201 },
        ),
      ),
    );
    await expect(apiFetch('/api/things', { method: 'POST', json: { a: 1 } })).resolves.toEqual({
      got: { a: 1 },
      type: 'application/json',
    });
  });

  it('sends no Authorization header when signed out', async () => {
    sessionStore.getState().signOut();
    server.use(
      http.get('*/api/things', ({ request }) => {
        record(request);
        return new HttpResponse(null, { status: 204 });
      }),
    );
    await expect(apiFetch('/api/things')).resolves.toBeNull();
    expect(seen[0]?.authorization).toBeNull();
  });

  it('on 401 signs out and calls the unauthorized handler', async () => {
    const handler = vi.fn();
    setUnauthorizedHandler(handler);
    localStorage.setItem('HostDesk-draft-1-tickets.create', '{}');
    server.use(
      http.get('*/api/things', () =>
        HttpResponse.json({ message: 'Token expired' }, { status: 401 }),
      ),
    );
    const error = await apiFetch('/api/things').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(401);
    expect((error as ApiError).message).toBe('Token expired');
    expect(handler).toHaveBeenCalledTimes(1);
    expect(sessionStore.getState().signedIn).toBe(false);
    expect(sessionStore.getState().userData).toBeNull();
    // The signed-out account's unsaved drafts go with it.
    expect(localStorage.getItem('HostDesk-draft-1-tickets.create')).toBeNull();
  });

  it('exposes the field errors of a 400', async () => {
    server.use(
      http.post('*/api/auth/login', () =>
        HttpResponse.json({ errors: { email: ['Invalid email or password'] } }, { status: 400 }),
      ),
    );
    const error = await apiFetch('/api/auth/login', { method: 'POST', json: {} }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ApiError);
    const apiError = error as ApiError;
    expect(apiError.status).toBe(400);
    expect(apiError.body).toEqual({ errors: { email: ['Invalid email or password'] } });
    expect(apiError.fieldErrors).toEqual({ email: ['Invalid email or password'] });
    expect(sessionStore.getState().signedIn).toBe(true);
  });

  it('keeps a text body and has no field errors for other failures', async () => {
    server.use(
      http.put('*/api/apps/calendar/9', () =>
        HttpResponse.text('Something Went Wrong', { status: 400 }),
      ),
    );
    const error = (await apiFetch('/api/apps/calendar/9', { method: 'PUT', json: {} }).catch(
      (e: unknown) => e,
    )) as ApiError;
    expect(error.body).toBe('Something Went Wrong');
    expect(error.fieldErrors).toEqual({});
    expect(error.message).toBe('Request failed with status 400');
  });
});

describe('primed answers (primeGet)', () => {
  it('the next GET of a primed path takes its answer, once; the one after asks again', async () => {
    let asked = 0;
    server.use(http.get('*/api/dashboards/crm', () => HttpResponse.json({ asked: ++asked })));
    primeGet('/api/dashboards/crm');
    primeGet('/api/dashboards/crm'); // asked once however often primed
    await expect(apiFetch('/api/dashboards/crm')).resolves.toEqual({ asked: 1 });
    await expect(apiFetch('/api/dashboards/crm')).resolves.toEqual({ asked: 2 });
    expect(asked).toBe(2);
  });

  it('a GET with a query, or a write, of that path asks the API itself', async () => {
    let asked = 0;
    server.use(
      http.get('*/api/things', () => HttpResponse.json({ asked: ++asked })),
      http.post('*/api/things', () => HttpResponse.json({ posted: true }, { status: 201 })),
    );
    primeGet('/api/things');
    await expect(apiFetch('/api/things', { query: { q: 'a' } })).resolves.toEqual({ asked: 2 });
    await expect(apiFetch('/api/things', { method: 'POST', json: {} })).resolves.toEqual({
      posted: true,
    });
    await expect(apiFetch('/api/things')).resolves.toEqual({ asked: 1 });
  });

  it('a primed answer that failed is asked again; a primed 401 still signs the caller out', async () => {
    let calls = 0;
    server.use(
      http.get('*/api/flaky', () =>
        ++calls === 1 ? HttpResponse.error() : HttpResponse.json({ ok: true, calls }),
      ),
    );
    primeGet('/api/flaky');
    await expect(apiFetch('/api/flaky')).resolves.toEqual({ ok: true, calls: 2 });

    const onUnauthorized = vi.fn();
    setUnauthorizedHandler(onUnauthorized);
    server.use(http.get('*/api/gone', () => HttpResponse.json({ message: 'no' }, { status: 401 })));
    primeGet('/api/gone');
    await expect(apiFetch('/api/gone')).rejects.toBeInstanceOf(ApiError);
    expect(onUnauthorized).toHaveBeenCalledOnce();
    expect(sessionStore.getState().signedIn).toBe(false);
    setUnauthorizedHandler(() => undefined);
  });
});

describe('versions (ETag / If-Match)', () => {
  it("keeps a detail answer's ETag beside the parsed body and sends it back as If-Match", async () => {
    let ifMatch: string | null = null;
    server.use(
      http.get('*/api/things/1', () =>
        HttpResponse.json({ name: 'a', extra: 1 }, { headers: { ETag: '"4"' } }),
      ),
      http.put('*/api/things/1', ({ request }) => {
        ifMatch = request.headers.get('If-Match');
        return HttpResponse.json(
          { message: 'This record was changed by someone else', current: { name: 'b' } },
          { status: 412, headers: { ETag: '"5"' } },
        );
      }),
    );
    const detail = parseVersioned(z.object({ name: z.string() }), await apiFetch('/api/things/1'));
    expect(detail).toEqual({ name: 'a' });
    expect(versionOf(detail)).toBe('"4"');
    expect(versionOf({ name: 'a' })).toBeNull();
    const error = await apiFetch('/api/things/1', {
      method: 'PUT',
      json: detail,
      ifMatch: versionOf(detail),
    }).catch((caught: unknown) => caught);
    expect(ifMatch).toBe('"4"');
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(412);
    expect((error as ApiError).etag).toBe('"5"');
  });
});
