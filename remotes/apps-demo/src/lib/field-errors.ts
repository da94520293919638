import type { TFunction } from 'i18next';
import type { z } from 'zod';
import { ApiError } from '@portal/auth';
import { notify } from '@portal/design';

export type FieldErrors = Partial<Record<string, string>>;

/** Translated message for one zod issue. */
function issueMessage(issue: z.core.$ZodIssue, t: TFunction<'apps-demo'>): string {
  switch (issue.code) {
    case 'too_small':
      return Number(issue.minimum) <= 1
        ? t('form.required')
        : t('form.minLength', { count: Number(issue.minimum) });
    case 'too_big':
      return t('form.maxLength', { count: Number(issue.maximum) });
    case 'invalid_format':
      return issue.format === 'email' ? t('form.invalidEmail') : t('form.invalidFormat');
    default:
      return t('form.required');
  }
}

/**
 * First message per field of a failed zod parse. `formatMessages` replaces the generic
 * "invalid format" message per field (a phone number, say).
 */
export function zodFieldErrors(
  error: z.ZodError,
  t: TFunction<'apps-demo'>,
  formatMessages: FieldErrors = {},
): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? '');
    const special = issue.code === 'invalid_format' ? formatMessages[field] : undefined;
    errors[field] ??= special ?? issueMessage(issue, t);
  }
  return errors;
}

/** Field errors of an API 400 answer (first message per field), or null for other failures. */
export function apiFieldErrors(error: unknown): FieldErrors | null {
  if (!(error instanceof ApiError) || error.status !== 400) return null;
  const errors: FieldErrors = {};
  for (const [field, messages] of Object.entries(error.fieldErrors)) errors[field] = messages[0];
  return Object.keys(errors).length ? errors : null;
}

/**
 * What a form does when its mutation fails: API field errors go beside their fields; any other
 * failure becomes the form's own message and a red snackbar.
 */
export function showSubmitError(
  error: unknown,
  message: string,
  {
    setErrors,
    setFormError,
  }: { setErrors: (errors: FieldErrors) => void; setFormError: (message: string) => void },
): void {
  const fieldErrors = apiFieldErrors(error);
  if (fieldErrors) {
    setErrors(fieldErrors);
    return;
  }
  setFormError(message);
  notify.error(message);
}
