import { HttpResponse } from 'msw';
import type { FieldErrors } from '@portal/contract';

/** JSON answer (200 unless told). */
export function json(body: unknown, status = 200): Response {
  return HttpResponse.json(body as Parameters<typeof HttpResponse.json>[0], { status });
}

/** `{ message }` answer: 401, 403, 404, 500... */
export function messageResponse(status: number, message: string): Response {
  return json({ message }, status);
}

/** 400 `{ errors: { field: [messages] } }`. */
export function fieldErrorResponse(errors: FieldErrors['errors']): Response {
  return json({ errors }, 400);
}

/** 204 without a body. */
export function noContent(): Response {
  return new HttpResponse(null, { status: 204 });
}

/**
 * Thrown by the plumbing (parseBody, authenticate, ...) to stop a resolver early with a
 * ready answer. `safeResolver` turns it back into that answer.
 */
export class EarlyResponse extends Error {
  constructor(readonly response: Response) {
    super(`Early response ${response.status}`);
    this.name = 'EarlyResponse';
  }
}

export const unauthorized = () => messageResponse(401, 'Unauthorized');
export const forbidden = () => messageResponse(403, 'Forbidden');
export const somethingWentWrong = () => messageResponse(500, 'Something went wrong');
