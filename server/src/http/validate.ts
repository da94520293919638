import type { Context } from 'hono';
import type { z } from 'zod';
import { safeParse } from 'zod/mini';
import { fieldErrors } from './errors';

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
export function toFieldErrors(error: z.core.$ZodError, rootKey: string): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const key = issue.path.length > 0 ? issue.path.map(String).join('.') : rootKey;
    (errors[key] ??= []).push(issue.message);
  }
  return errors;
}

/** Validate `input` (a classic or zod/mini schema) or throw a 400 with field errors. */
export function validate<S extends z.core.$ZodType>(
  schema: S,
  input: unknown,
  rootKey: string,
): z.output<S> {
  const result = safeParse(schema, input, { error: friendlyMessages });
  if (!result.success) throw fieldErrors(toFieldErrors(result.error, rootKey));
  return result.data;
}

/** NUL characters mean nothing in text and PostgreSQL cannot store them: they are dropped. */
const withoutNul = (text: string) => (text.includes('\0') ? text.replaceAll('\0', '') : text);

/** JSON text parsed, every string without NUL characters; throws on text that is not JSON. */
export const parseJsonText = (text: string): unknown =>
  JSON.parse(text, (_key, value: unknown) =>
    typeof value === 'string' ? withoutNul(value) : value,
  ) as unknown;

/** The request body parsed as JSON, or a 400 `{ errors: { body: [...] } }` when it is not JSON. */
export async function readJson(c: Context): Promise<unknown> {
  try {
    return parseJsonText(await c.req.text());
  } catch {
    throw fieldErrors({ body: ['The request body must be JSON'] });
  }
}

/** Read a JSON body and validate it: 400 with one entry per field on failure. */
export async function parseBody<S extends z.core.$ZodType>(
  c: Context,
  schema: S,
): Promise<z.output<S>> {
  return validate(schema, await readJson(c), 'body');
}

/**
 * Validate the query string. Empty values count as absent (`?role=` means no role filter);
 * a key given several times becomes an array.
 */
export function parseQuery<S extends z.core.$ZodType>(c: Context, schema: S): z.output<S> {
  const params = new URL(c.req.url).searchParams;
  const input: Record<string, string | string[]> = {};
  for (const key of new Set(params.keys())) {
    const values = params
      .getAll(key)
      .map(withoutNul)
      .filter((value) => value !== '');
    if (values.length === 1 && values[0] !== undefined) input[key] = values[0];
    else if (values.length > 1) input[key] = values;
  }
  return validate(schema, input, 'query');
}

/** One query parameter as text ('' when absent), without NUL characters. */
export const queryText = (c: Context, name: string): string => withoutNul(c.req.query(name) ?? '');

/** A numeric path id; anything else (e.g. "abc", "1.5") is null, so the route answers its 404. */
export function parseId(value: string | undefined): number | null {
  if (value === undefined || !/^\d{1,9}$/.test(value)) return null;
  return Number(value);
}
