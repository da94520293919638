import {
  forgotPasswordBodySchema,
  registerBodySchema,
  resetPasswordBodySchema,
  twoStepBodySchema,
  verifyEmailBodySchema,
} from '@portal/contract';
import { Hono, type Context } from 'hono';
import type { AppEnv } from '../context';
import { authenticate, readAccessToken } from '../http/caller';
import { clientAddress } from '../http/client-address';
import { isDatabaseUnavailable } from '../db/unavailable';
import { fieldErrors, HttpError } from '../http/errors';
import {
  clearSessionCookie,
  clearTwoStepCookie,
  readCookie,
  setSessionCookie,
  setTwoStepCookie,
  TWO_STEP_COOKIE,
} from '../http/session-cookie';
import { parseBody, parseJsonText, readJson, validate } from '../http/validate';
import { mailLinkOrigin } from '../http/link-origin';
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

/**
 * An answer that starts a session also sets it as the HttpOnly cookie the portal uses; the body
 * keeps the token for API clients (`Authorization: Bearer`). A started two-step sign-in sets its
 * token as an HttpOnly cookie the same way.
 */
function keepSession<T extends object>(c: Context<AppEnv>, answer: T): T {
  if ('accessToken' in answer && typeof answer.accessToken === 'string') {
    setSessionCookie(c, answer.accessToken);
    clearTwoStepCookie(c);
  } else if ('twoStepToken' in answer && typeof answer.twoStepToken === 'string')
    setTwoStepCookie(c, answer.twoStepToken);
  return answer;
}

/** A 400 that says the two-step attempt is over (expired, used, too many codes). */
const endsTwoStep = (error: unknown) =>
  error instanceof HttpError &&
  isRecord(error.body) &&
  isRecord(error.body.errors) &&
  error.body.errors.twoStepToken !== undefined;

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
      return c.json(keepSession(c, answer), 201);
    } catch (error) {
      // A database that cannot be reached is the app's 503, not a failed sign-in.
      if (error instanceof HttpError || isDatabaseUnavailable(error)) throw error;
      c.var.deps.log.error({ err: error, reqId: c.var.requestId }, 'sign-in failed');
      return failure();
    }
  })
  // The token comes from the body (API clients) or, when the body has none, from the HttpOnly
  // cookie the login answer set (the portal). With neither, the attempt is over: the cookie
  // lives as long as the attempt, so the portal says "expired" as it did before.
  .post('/auth/two-steps', async (c) => {
    const raw = await readJson(c);
    const cookieToken = readCookie(c, TWO_STEP_COOKIE);
    const fromCookie = isRecord(raw) && raw.twoStepToken === undefined;
    const { twoStepToken, code } = validate(
      fromCookie ? twoStepBodySchema.partial({ twoStepToken: true }) : twoStepBodySchema,
      fromCookie && cookieToken !== null ? { ...raw, twoStepToken: cookieToken } : raw,
      'body',
    );
    if (twoStepToken === undefined)
      throw fieldErrors({ twoStepToken: [AUTH_MESSAGES.twoStepExpired] });
    try {
      const answer = await completeTwoStep(
        c.var.deps,
        twoStepToken,
        code,
        c.req.header('user-agent') ?? '',
      );
      return c.json(keepSession(c, answer), 201);
    } catch (error) {
      if (endsTwoStep(error)) clearTwoStepCookie(c);
      throw error;
    }
  })
  .post('/auth/register', async (c) => {
    const body = await parseBody(c, registerBodySchema);
    const answer = await register(c.var.deps, body, c.req.header('user-agent') ?? '');
    return c.json(keepSession(c, answer), 201);
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
    clearSessionCookie(c);
    clearTwoStepCookie(c);
    return c.body(null, 204);
  })
  // The caller's ability rules as the API holds them: the portal's start-up check.
  .get('/auth/session', async (c) => c.json(sessionInfo(await authenticate(c))))
  .get('/auth/me', async (c) => c.json((await authenticate(c)).userData));
