import { ApiError } from '@portal/auth';
import type { TFunction } from 'i18next';
import { DESIGN_NAMESPACE } from '../i18n';

/** What went wrong with a request, as people need to hear it. */
export type ApiErrorKind =
  | 'invalid'
  | 'unauthorized'
  | 'forbidden'
  | 'notFound'
  | 'conflict'
  | 'tooLarge'
  | 'unsupported'
  | 'tooManyRequests'
  | 'storageFull'
  | 'server'
  | 'network'
  | 'generic';

/** The kind of a failed request: by HTTP status, `network` when no answer came. */
export function apiErrorKind(error: unknown): ApiErrorKind {
  if (error instanceof TypeError) return 'network';
  if (!(error instanceof ApiError)) return 'generic';
  const { status } = error;
  if (status === 400 || status === 422) return 'invalid';
  if (status === 401) return 'unauthorized';
  if (status === 403) return 'forbidden';
  if (status === 404) return 'notFound';
  if (status === 409) return 'conflict';
  if (status === 413) return 'tooLarge';
  if (status === 415) return 'unsupported';
  if (status === 429) return 'tooManyRequests';
  if (status === 507) return 'storageFull';
  if (status >= 500) return 'server';
  return 'generic';
}

/**
 * API texts the portal translates (spec section 8 and the product's own answers). Any other
 * text the API sends is shown as it came.
 */
const API_MESSAGE_KEYS: Record<string, string> = {
  'Invalid email or password': 'api.invalidCredentials',
  'Something went wrong': 'api.somethingWentWrong',
  'Invalid code': 'api.invalidCode',
  'Your sign-in attempt expired, sign in again': 'api.twoStepExpired',
  'This email is already registered': 'api.emailRegistered',
  'This username is taken': 'api.usernameTaken',
  'This reset link is invalid or has expired': 'api.resetInvalid',
  'No invoice found with this id': 'api.invoiceNotFound',
  'No factura found with this id': 'api.facturaNotFound',
  'No billing note found with this id': 'api.notaNotFound',
  'No enablement found with this id': 'api.habilitacionNotFound',
  'No change request found with this id': 'api.cambioNotFound',
  'User not found': 'api.userNotFound',
  'This account has been deactivated. An administrator can reactivate it from the user list.':
    'api.accountDeactivated',
  'This code has already been used: wait for the next one': 'api.codeReused',
  'Too many wrong codes: sign in again': 'api.tooManyCodes',
  'This record was changed by someone else': 'api.staleVersion',
  Forbidden: 'errors.forbidden',
  Unauthorized: 'errors.unauthorized',
};

type AnyT = TFunction | ((key: string, options?: Record<string, unknown>) => string);

const designKey = (key: string) => `${DESIGN_NAMESPACE}:${key}`;

/** API texts a remote translates in its own namespace: exact English text -> `ns:key`. */
const registeredMessageKeys = new Map<string, string>();

/**
 * Lets a remote translate the API texts of its own domain through this module: each exact
 * English text the API answers maps to a full key (`profile:api.wrongPassword`). Returns an
 * unregister. The kit's own texts win over a registered one.
 */
export function registerApiMessages(messages: Record<string, string>): () => void {
  for (const [text, key] of Object.entries(messages)) registeredMessageKeys.set(text, key);
  return () => {
    for (const [text, key] of Object.entries(messages))
      if (registeredMessageKeys.get(text) === key) registeredMessageKeys.delete(text);
  };
}

/** A text the API sent, translated when the portal knows it. */
export function translateApiMessage(t: AnyT, message: string): string {
  const key = API_MESSAGE_KEYS[message];
  if (key !== undefined) return t(designKey(key));
  const registered = registeredMessageKeys.get(message);
  return registered === undefined ? message : t(registered);
}

/** The API's own `message` (or `error`) text, when it sent one. */
function apiText(error: ApiError): string | null {
  const body = error.body;
  if (typeof body !== 'object' || body === null) return null;
  for (const field of ['message', 'error'] as const) {
    const value = (body as Record<string, unknown>)[field];
    if (typeof value === 'string' && value.trim() !== '') return value;
  }
  return null;
}

/**
 * The one translated message for a failed request. 404 and 409 answers carry the API's own
 * text (the spec's 404 texts, why a transition does not apply), translated when known; a 429
 * names the minutes its `Retry-After` asks for; other statuses speak for themselves.
 */
export function apiErrorMessage(error: unknown, t: AnyT): string {
  const kind = apiErrorKind(error);
  if (error instanceof ApiError && kind === 'tooManyRequests' && error.retryAfter !== null)
    return t(designKey('errors.tooManyRequestsIn'), {
      count: Math.max(1, Math.ceil(error.retryAfter / 60)),
    });
  if (error instanceof ApiError && (kind === 'notFound' || kind === 'conflict')) {
    const text = apiText(error);
    if (text !== null && text !== 'Forbidden') return translateApiMessage(t, text);
  }
  if (
    error instanceof ApiError &&
    kind === 'invalid' &&
    Object.keys(error.fieldErrors).length === 0
  ) {
    const text = apiText(error);
    if (text !== null) return translateApiMessage(t, text);
  }
  return t(designKey(`errors.${kind}`));
}

/** First message of each field of a 400 answer (`lines.0.quantity`…), translated; {} otherwise. */
export function apiFieldErrors(error: unknown, t: AnyT): Record<string, string> {
  if (!(error instanceof ApiError) || apiErrorKind(error) !== 'invalid') return {};
  const result: Record<string, string> = {};
  for (const [field, messages] of Object.entries(error.fieldErrors)) {
    const [first] = messages;
    if (first !== undefined) result[field] = translateApiMessage(t, first);
  }
  return result;
}

export const isNotFound = (error: unknown) => apiErrorKind(error) === 'notFound';
export const isForbidden = (error: unknown) => apiErrorKind(error) === 'forbidden';
export const isInvalid = (error: unknown) => apiErrorKind(error) === 'invalid';
