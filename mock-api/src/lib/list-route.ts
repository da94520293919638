import { http } from 'msw';
import type { z } from 'zod';
import { authenticate, requireAbility } from './auth';
import { json } from './http';
import { safeResolver } from './safe-resolver';
import { parseQuery } from './validate';

/**
 * GET of a list the caller may `read` as `subject`: 401/403 first, then the query is checked
 * against `schema` (400 with field errors), then `answer` builds the JSON body from it.
 */
export function listRoute<S extends z.ZodType>(
  path: string,
  subject: string,
  schema: S,
  answer: (query: z.output<S>) => unknown,
) {
  return http.get(
    path,
    safeResolver(({ request, cookies }) => {
      requireAbility(authenticate(request, cookies), 'read', subject);
      return json(answer(parseQuery(request.url, schema)));
    }),
  );
}
