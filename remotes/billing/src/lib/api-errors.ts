import { ApiError } from '@portal/auth';
import type { TFunction } from 'i18next';

/** What went wrong, by HTTP status; each names a key `<feature>.errors.<kind>`. */
export type ErrorKind = 'invalid' | 'forbidden' | 'notFound' | 'conflict' | 'server';

function kindOf(status: number): ErrorKind | undefined {
  if (status === 400) return 'invalid';
  if (status === 403) return 'forbidden';
  if (status === 404) return 'notFound';
  if (status === 409) return 'conflict';
  return status >= 500 ? 'server' : undefined;
}

/**
 * A translated message for a failed request: `<feature>.errors.<kind>` for the kinds the feature
 * words itself, else `<feature>.errors.generic`.
 */
export function apiErrorMessage(
  error: unknown,
  t: TFunction<'billing'>,
  feature: string,
  kinds: readonly ErrorKind[],
): string {
  const kind = error instanceof ApiError ? kindOf(error.status) : undefined;
  return kind !== undefined && kinds.includes(kind)
    ? t(`${feature}.errors.${kind}`)
    : t(`${feature}.errors.generic`);
}

export const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;

/** The first message of each field of an API 400 answer (`lines.0.quantity`...); {} otherwise. */
export function firstFieldErrors(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError)) return {};
  const result: Record<string, string> = {};
  for (const [field, messages] of Object.entries(error.fieldErrors)) {
    const [first] = messages;
    if (first) result[field] = first;
  }
  return result;
}
