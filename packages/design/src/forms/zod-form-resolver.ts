import type { TFunction } from 'i18next';
import type { z } from 'zod';
import { safeParse } from 'zod/mini';
import { DESIGN_NAMESPACE } from '../i18n';

type Translate = TFunction | ((key: string, options?: Record<string, unknown>) => string);

/**
 * A translated message for one zod issue. A schema may carry its own message as a translation
 * key (`billing:facturacion.form.errors.customer`); otherwise the issue's code picks a design
 * text, so contract schemas (shared with the mock API) need no UI wording.
 */
export function zodIssueMessage(issue: z.core.$ZodIssue, t: Translate): string {
  const tr = t;
  const key = (name: string) => `${DESIGN_NAMESPACE}:validation.${name}`;
  if (issue.message && /^[\w-]+:[\w.]+$/.test(issue.message)) {
    const bound =
      'minimum' in issue ? issue.minimum : 'maximum' in issue ? issue.maximum : undefined;
    return tr(issue.message, bound === undefined ? {} : { count: Number(bound) });
  }
  switch (issue.code) {
    case 'too_small': {
      const minimum = Number(issue.minimum);
      if (issue.origin === 'string')
        return minimum <= 1 ? tr(key('required')) : tr(key('tooShort'), { count: minimum });
      if (issue.origin === 'array' || issue.origin === 'set')
        return tr(key('minItems'), { count: minimum });
      return tr(key('tooSmall'), { minimum });
    }
    case 'too_big': {
      const maximum = Number(issue.maximum);
      if (issue.origin === 'string') return tr(key('tooLong'), { count: maximum });
      return tr(key('tooBig'), { maximum });
    }
    case 'invalid_format':
      if (issue.format === 'email') return tr(key('email'));
      if (issue.format === 'url') return tr(key('url'));
      if (issue.format === 'date' || issue.format === 'datetime') return tr(key('date'));
      return tr(key('format'));
    case 'invalid_value':
      return tr(key('choice'));
    case 'invalid_type':
      if (issue.input === undefined || issue.input === null || issue.input === '')
        return tr(key('required'));
      if (issue.expected === 'number' || issue.expected === 'int') return tr(key('number'));
      if (issue.expected === 'date') return tr(key('date'));
      return tr(key('format'));
    case 'not_multiple_of':
      return tr(key('format'));
    case 'custom': {
      // The contract's text rules (visibleText) name their reason.
      const reason = (issue.params as { reason?: string } | undefined)?.reason;
      if (reason === 'invisible' || reason === 'bidiControl') return tr(key(reason));
      return tr(key('format'));
    }
    default:
      return tr(key('format'));
  }
}

/**
 * Field errors of a zod check as @mantine/form wants them: dotted paths (`lines.0.quantity`),
 * the first issue of each path, translated.
 */
export function zodFormErrors(error: z.core.$ZodError, t: Translate): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const path = issue.path.map(String).join('.');
    errors[path] ??= zodIssueMessage(issue, t);
  }
  return errors;
}

/**
 * A @mantine/form `validate` function from a zod schema (classic or mini), with translated
 * messages.
 */
export function zodFormResolver(schema: z.core.$ZodType, t: Translate) {
  return (values: unknown): Record<string, string> => {
    const result = safeParse(schema, values);
    return result.success ? {} : zodFormErrors(result.error, t);
  };
}
