import { sessionStore } from './session-store';

/** Seconds a `Retry-After` header asks to wait (delta-seconds or an HTTP date), or null. */
function retryAfterSeconds(headers: Headers | undefined): number | null {
  const value = headers?.get('Retry-After')?.trim();
  if (!value) return null;
  if (/^\d+$/.test(value)) return Number(value);
  const at = Date.parse(value);
  return Number.isNaN(at) ? null : Math.max(0, Math.ceil((at - Date.now()) / 1000));
}

export class ApiError extends Error {
  /** What the answer's `Retry-After` asks to wait, in seconds (a 429); null without one. */
  readonly retryAfter: number | null;
  /** The answer's `ETag` (a 412 carries the current record's version); null without one. */
  readonly etag: string | null;

  constructor(
    readonly status: number,
    readonly body: unknown,
    headers?: Headers,
  ) {
    super(
      typeof body === 'object' &&
        body !== null &&
        'message' in body &&
        typeof body.message === 'string'
        ? body.message
        : `Request failed with status ${status}`,
    );
    this.name = 'ApiError';
    this.retryAfter = retryAfterSeconds(headers);
    this.etag = headers?.get('ETag') ?? null;
  }

  /** Field errors of a 400 answer (`{ errors: { field: [messages] } }`), or an empty object. */
  get fieldErrors(): Record<string, string[]> {
    const body = this.body;
    if (typeof body !== 'object' || body === null || !('errors' in body)) return {};
    const errors: unknown = body.errors;
    if (typeof errors !== 'object' || errors === null || Array.isArray(errors)) return {};
    const result: Record<string, string[]> = {};
    for (const [field, messages] of Object.entries(errors)) {
      if (Array.isArray(messages))
        result[field] = messages.filter((m): m is string => typeof m === 'string');
      else if (typeof messages === 'string') result[field] = [messages];
    }
    return result;
  }
}

type UnauthorizedHandler = () => void;
let onUnauthorized: UnauthorizedHandler = () => {
  window.location.assign(
    `/authentication/login?to=${encodeURIComponent(window.location.pathname + window.location.search)}`,
  );
};

/** The shell (or a standalone remote) decides how to send the user to sign-in on 401. */
export function setUnauthorizedHandler(handler: UnauthorizedHandler): void {
  onUnauthorized = handler;
}

export interface ApiRequest extends Omit<RequestInit, 'body'> {
  /** Serialised as JSON. */
  json?: unknown;
  /**
   * The version (`ETag`) the change was made from, sent as `If-Match`: the API answers 412 when
   * the record changed since. Null or absent: no precondition.
   */
  ifMatch?: string | null;
  query?: Record<string, string | number | boolean | undefined | null | readonly string[]>;
}

function withQuery(path: string, query: ApiRequest['query']): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) for (const v of value as readonly string[]) params.append(key, v);
    else params.set(key, String(value));
  }
  const qs = params.toString();
  return qs ? `${path}?${qs}` : path;
}

/**
 * Fetch JSON from the portal API. The session travels as the HttpOnly cookie the API set
 * (same origin: the shell's, or a standalone remote's dev server that proxies `/api`); no
 * script holds a token to send. Returns the parsed body (unknown: callers parse it with the
 * contract's zod schema) or throws ApiError.
 */
export async function apiFetch(
  path: string,
  { json, query, headers, ifMatch, ...init }: ApiRequest = {},
): Promise<unknown> {
  const merged = new Headers(headers);
  if (ifMatch) merged.set('If-Match', ifMatch);
  if (!merged.has('Accept')) merged.set('Accept', 'application/json');
  // The API refuses writes that are not JSON (415), body or not.
  const method = (init.method ?? 'GET').toUpperCase();
  if (
    (json !== undefined || !['GET', 'HEAD', 'DELETE'].includes(method)) &&
    !merged.has('Content-Type')
  )
    merged.set('Content-Type', 'application/json');
  const signedIn = sessionStore.getState().signedIn;
  const early = method === 'GET' && !query && !headers && !ifMatch ? await takePrimed(path) : null;
  const response =
    early ??
    (await fetch(withQuery(path, query), {
      credentials: 'same-origin',
      ...init,
      headers: merged,
      ...(json !== undefined ? { body: JSON.stringify(json) } : {}),
    }));
  const text = await response.text();
  let body: unknown = null;
  if (text) {
    try {
      body = JSON.parse(text);
    } catch {
      body = text;
    }
  }
  if (response.status === 401 && signedIn) {
    sessionStore.getState().signOut();
    onUnauthorized();
  }
  if (!response.ok) throw new ApiError(response.status, body, response.headers);
  const etag = response.headers.get('ETag');
  if (etag && typeof body === 'object' && body !== null) versions.set(body, etag);
  return body;
}

/** GET answers asked for ahead of the request that reads them (`primeGet`), by path. */
const primed = new Map<string, Promise<Response>>();

/** How long a primed answer waits for its request; then it is dropped (that page never showed). */
const PRIMED_ANSWER_MS = 10_000;

/**
 * Asks for `path` (a GET of the API) now; the next `apiFetch` of that path takes the answer
 * instead of asking again, once. The shell primes the first requests of the page the portal
 * opens on (a route's `prefetch`) while that page's code loads.
 */
export function primeGet(path: string): void {
  if (primed.has(path)) return;
  const answer = fetch(path, {
    credentials: 'same-origin',
    headers: { Accept: 'application/json' },
  });
  answer.catch(() => undefined); // a prime that failed is asked again by its request
  primed.set(path, answer);
  setTimeout(() => primed.delete(path), PRIMED_ANSWER_MS);
}

/** The primed answer of `path`, taken once; null if none, or if it failed (the caller asks). */
async function takePrimed(path: string): Promise<Response | null> {
  const answer = primed.get(path);
  if (!answer) return null;
  primed.delete(path);
  return answer.catch(() => null);
}

/**
 * The version (`ETag`) each answer came with, by the answer's object: the body shapes stay as the
 * contract says, and the version travels beside them to the form that edits the record.
 */
const versions = new WeakMap<object, string>();

/** The version (`ETag`) an answer came with (see `parseVersioned`), or null. */
export function versionOf(value: unknown): string | null {
  return typeof value === 'object' && value !== null ? (versions.get(value) ?? null) : null;
}

/**
 * `schema.parse(body)` that keeps the answer's version on the parsed value (parsing makes a new
 * object): a detail fetcher returns it, the edit form reads it with `versionOf`.
 */
export function parseVersioned<T>(schema: { parse: (value: unknown) => T }, body: unknown): T {
  const parsed = schema.parse(body);
  const version = versionOf(body);
  if (version && typeof parsed === 'object' && parsed !== null) versions.set(parsed, version);
  return parsed;
}

/**
 * Gives `value` a version (`ETag`) to travel with: a copy of an answer (a query's structurally
 * shared data), or a 412's `current` record with the tag the 412 answered. Null: left as it is.
 */
export function withVersion<T>(value: T, version: string | null): T {
  if (version && typeof value === 'object' && value !== null) versions.set(value, version);
  return value;
}
