import {
  forgotPasswordBodySchema,
  registerBodySchema,
  resetPasswordBodySchema,
  twoStepBodySchema,
  verifyEmailBodySchema,
} from '@portal/contract';
import { Hono } from 'hono';
import type { AppEnv } from '../context';
import { authenticate, readAccessToken } from '../http/caller';
import { clientAddress } from '../http/client-address';
import { isDatabaseUnavailable } from '../db/unavailable';
import { HttpError } from '../http/errors';
import { mailLinkOrigin } from '../http/link-origin';
import { parseBody, parseJsonText } from '../http/validate';
import {
  AUTH_MESSAGES,
  completeTwoStep,
  forgotPassword,
  login,
  logout,
  register,
  resetPassword,
  sessionInfo,
} from '../services/auth';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Sign-in, two-step, registration, password reset, sign-out and "who am I". */
export const authRoutes = new Hono<AppEnv>()
  // Spec 8: wrong credentials -> errors.email ['Invalid email or password']; any other failure
  // (body not JSON, not an object, unexpected error) -> errors.email ['Something went wrong'].
  .post('/auth/login', async (c) => {
    const failure = () => c.json({ errors: { email: [AUTH_MESSAGES.somethingWentWrong] } }, 400);
    try {
      let body: unknown;
      try {
        body = parseJsonText(await c.req.text());
      } catch {
        return failure();
      }
      if (!isRecord(body)) return failure();
      const email = typeof body.email === 'string' ? body.email : '';
      const password = typeof body.password === 'string' ? body.password : '';
      const answer = await login(
        c.var.deps,
        email,
        password,
        c.req.header('user-agent') ?? '',
        clientAddress(c),
      );
      return c.json(answer, 201);
    } catch (error) {
      // A database that cannot be reached is the app's 503, not a failed sign-in.
      if (error instanceof HttpError || isDatabaseUnavailable(error)) throw error;
      c.var.deps.log.error({ err: error, reqId: c.var.requestId }, 'sign-in failed');
      return failure();
    }
  })
  .post('/auth/two-steps', async (c) => {
    const { twoStepToken, code } = await parseBody(c, twoStepBodySchema);
    const answer = await completeTwoStep(
      c.var.deps,
      twoStepToken,
      code,
      c.req.header('user-agent') ?? '',
    );
    return c.json(answer, 201);
  })
  .post('/auth/register', async (c) => {
    const body = await parseBody(c, registerBodySchema);
    return c.json(await register(c.var.deps, body, c.req.header('user-agent') ?? ''), 201);
  })
  .post('/auth/forgot-password', async (c) => {
    const { email } = await parseBody(c, forgotPasswordBodySchema);
    return c.json(await forgotPassword(c.var.deps, email, mailLinkOrigin(c)), 201);
  })
  .post('/auth/reset-password', async (c) => {
    const { resetToken, password } = await parseBody(c, resetPasswordBodySchema);
    return c.json(await resetPassword(c.var.deps, resetToken, password));
  })
  .post('/auth/verify-email/resend', async (c) => {
    await parseBody(c, verifyEmailBodySchema);
    return c.json({ message: AUTH_MESSAGES.verificationSent }, 201);
  })
  .post('/auth/logout', async (c) => {
    await logout(c.var.deps, readAccessToken(c));
    return c.body(null, 204);
  })
  // The caller's ability rules as the API holds them: the portal's start-up check.
  .get('/auth/session', async (c) => c.json(sessionInfo(await authenticate(c))))
  .get('/auth/me', async (c) => c.json((await authenticate(c)).userData));
