import type { FieldErrors } from '@portal/contract';

/**
 * A ready answer thrown from anywhere below a route (validation, authentication, a service's
 * rule): the app's error handler sends it as is. Services throw the typed helpers below; they
 * never build HTTP responses themselves.
 */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
    /** Headers the answer carries (`Retry-After` of a 429). */
    readonly headers: Record<string, string> = {},
  ) {
    super(`HTTP ${status}`);
    this.name = 'HttpError';
  }
}

/** `{ message }` answers: 401, 403, 404, 409... */
export const messageError = (status: number, message: string) => new HttpError(status, { message });

/** 400 `{ errors: { field: [messages] } }`. */
export const fieldErrors = (errors: FieldErrors['errors']) => new HttpError(400, { errors });

export const notFound = (message: string) => messageError(404, message);
export const conflict = (message: string) => messageError(409, message);
export const unauthorized = () => messageError(401, 'Unauthorized');
export const forbidden = () => messageError(403, 'Forbidden');
/** 429 `{ message }` with `Retry-After` (seconds). */
export const tooManyRequests = (message: string, retryAfterSeconds: number) =>
  new HttpError(429, { message }, { 'Retry-After': String(retryAfterSeconds) });
export const SOMETHING_WENT_WRONG = 'Something went wrong';
/** 503 while the database cannot be reached (app.ts's error handler). */
export const DATABASE_UNAVAILABLE = 'The database is unavailable. Try again in a moment.';
/** 507 when the storage refuses writes (full or read-only; app.ts's error handler). */
export const STORAGE_REFUSED =
  'The change could not be stored: the database is full or read-only. Nothing was saved.';
