import type { z } from 'zod';
import { EarlyResponse, fieldErrorResponse } from './http';

/** Readable messages for zod's built-in checks; messages set in a schema win over these. */
const friendlyMessages: z.core.$ZodErrorMap = (issue) => {
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined || issue.input === null
        ? 'This field is required'
        : `Expected ${issue.expected}`;
    case 'too_small':
      if (issue.origin === 'string') {
        return Number(issue.minimum) <= 1
          ? 'This field is required'
          : `Must be at least ${Number(issue.minimum)} characters`;
      }
      if (issue.origin === 'array') return `Choose at least ${Number(issue.minimum)}`;
      return `Must be at least ${Number(issue.minimum)}`;
    case 'too_big':
      if (issue.origin === 'string') return `Must be at most ${Number(issue.maximum)} characters`;
      if (issue.origin === 'array') return `Choose at most ${Number(issue.maximum)}`;
      return `Must be at most ${Number(issue.maximum)}`;
    case 'invalid_format':
      return issue.format === 'email' ? 'Enter a valid email address' : undefined;
    case 'invalid_value':
      return `Must be one of: ${issue.values.map(String).join(', ')}`;
    default:
      return undefined;
  }
};

/** zod issues -> `{ field: [messages] }`; issues about the whole input go under `rootKey`. */
export function toFieldErrors(error: z.ZodError, rootKey: string): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const key = issue.path.length > 0 ? issue.path.map(String).join('.') : rootKey;
    (errors[key] ??= []).push(issue.message);
  }
  return errors;
}

/** Validate `input` or throw an EarlyResponse 400 with field errors. */
export function validate<S extends z.ZodType>(
  schema: S,
  input: unknown,
  rootKey: string,
): z.output<S> {
  const result = schema.safeParse(input, { error: friendlyMessages });
  if (!result.success)
    throw new EarlyResponse(fieldErrorResponse(toFieldErrors(result.error, rootKey)));
  return result.data;
}

/**
 * Read a JSON body and validate it. A body that is not JSON answers 400
 * `{ errors: { body: ['The request body must be JSON'] } }`; a schema failure answers 400 with
 * one entry per field. Throws EarlyResponse: call inside `safeResolver`.
 */
export async function parseBody<S extends z.ZodType>(
  request: Request,
  schema: S,
): Promise<z.output<S>> {
  let body: unknown;
  try {
    body = JSON.parse(await request.text()) as unknown;
  } catch {
    throw new EarlyResponse(fieldErrorResponse({ body: ['The request body must be JSON'] }));
  }
  return validate(schema, body, 'body');
}

/**
 * Validate a query string. Empty values count as absent (`?role=` means no role filter);
 * a key given several times becomes an array. Throws EarlyResponse 400 with field errors.
 */
export function parseQuery<S extends z.ZodType>(url: string | URL, schema: S): z.output<S> {
  const params = new URL(url).searchParams;
  const input: Record<string, string | string[]> = {};
  for (const key of new Set(params.keys())) {
    const values = params.getAll(key).filter((value) => value !== '');
    if (values.length === 1 && values[0] !== undefined) input[key] = values[0];
    else if (values.length > 1) input[key] = values;
  }
  return validate(schema, input, 'query');
}
