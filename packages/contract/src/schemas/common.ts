import { z } from 'zod';

/** Ability rule as CASL reads it. */
export const abilityRuleSchema = z.object({
  action: z.string(),
  subject: z.string(),
});
export type AbilityRule = z.infer<typeof abilityRuleSchema>;

/** Body of every 400: field name -> messages. */
export const fieldErrorsSchema = z.object({
  errors: z.record(z.string(), z.array(z.string())),
});
export type FieldErrors = z.infer<typeof fieldErrorsSchema>;

/** Body of 401/403/404/500 answers that carry a message. */
export const messageSchema = z.object({ message: z.string() });

export const sortOrderSchema = z.enum(['asc', 'desc']);
export const PAGE_SIZES = [5, 10, 20, 25, 50, 100] as const;

/**
 * Paging query shared by list endpoints: page 1, 10 per page by default (spec section 9).
 * itemsPerPage -1 means all; otherwise 1..100. Invalid values are a 400, not silently ignored.
 */
export const pagingQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  itemsPerPage: z.coerce
    .number()
    .int()
    .max(100)
    .refine((value) => value === -1 || value >= 1, 'Must be -1 (all) or between 1 and 100')
    .default(10),
  orderBy: sortOrderSchema.optional(),
});
