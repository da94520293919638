import { apiFetch } from '@portal/auth';
import { loginResponseSchema, type LoginBody } from '@portal/contract';

/**
 * POST /api/auth/login: a session, or a two-step challenge for accounts that need a code.
 * No mutation hook: the sign-in page calls it through its form (`useApiForm` tracks the
 * request), so the light sign-in bundle ships without TanStack Query.
 */
export async function login(body: LoginBody) {
  return loginResponseSchema.parse(
    await apiFetch('/api/auth/login', { method: 'POST', json: body }),
  );
}
