import type { z } from 'zod';

/**
 * Keeps the values of a loose URL-derived query that the API's query schema accepts, so a
 * hand-edited link (`?role=wizard`) falls back to the default instead of failing the request.
 */
export function sanitizeQuery<S extends z.ZodObject>(
  schema: S,
  params: Record<string, string | number | undefined>,
): Partial<z.output<S>> {
  const shape: Record<string, z.ZodType> = schema.shape;
  const kept: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(params)) {
    const field = Object.hasOwn(shape, key) ? shape[key] : undefined;
    if (value === undefined || !field) continue;
    const result = field.safeParse(value);
    if (result.success) kept[key] = result.data;
  }
  return kept as Partial<z.output<S>>;
}
