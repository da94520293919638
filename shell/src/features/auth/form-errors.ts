import type { TFunction } from 'i18next';
import type { z } from 'zod';
import { ApiError } from '@portal/auth';

export type FieldErrors = Partial<Record<string, string>>;

/** API texts the auth screens know how to translate; any other text is shown as the API sent it. */
const API_MESSAGE_KEYS: Record<string, string> = {
  'Invalid email or password': 'apiErrors.invalidCredentials',
  'Something went wrong': 'apiErrors.somethingWentWrong',
  'Invalid code': 'apiErrors.invalidCode',
  'Your sign-in attempt expired, sign in again': 'apiErrors.twoStepExpired',
  'This email is already registered': 'apiErrors.emailRegistered',
  'This username is taken': 'apiErrors.usernameTaken',
  'This reset link is invalid or has expired': 'apiErrors.resetInvalid',
};

export function translateApiMessage(t: TFunction, message: string): string {
  const key = API_MESSAGE_KEYS[message];
  return key === undefined ? message : t(key);
}

/** First message per field of a 400 answer, translated; null when the error is not a 400 with field errors. */
export function apiFieldErrors(error: unknown, t: TFunction): FieldErrors | null {
  if (!(error instanceof ApiError) || error.status !== 400) return null;
  const result: FieldErrors = {};
  for (const [field, messages] of Object.entries(error.fieldErrors)) {
    const first = messages[0];
    if (first !== undefined) result[field] = translateApiMessage(t, first);
  }
  return Object.keys(result).length > 0 ? result : null;
}

/** Text for a failure that is not tied to a field (network, 500, unexpected answer). */
export function apiErrorMessage(error: unknown, t: TFunction): string {
  if (error instanceof ApiError && error.message && !error.message.startsWith('Request failed'))
    return translateApiMessage(t, error.message);
  return t('apiErrors.generic');
}

/**
 * First issue per top-level field of a client-side zod check. Schemas carry translation keys
 * as messages, so the text follows the current language.
 */
export function zodFieldErrors(error: z.ZodError, t: TFunction): FieldErrors {
  const result: FieldErrors = {};
  for (const issue of error.issues) {
    const field = issue.path[0];
    if (typeof field === 'string' && result[field] === undefined) result[field] = t(issue.message);
  }
  return result;
}
