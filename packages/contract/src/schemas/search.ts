import { z } from 'zod';

export const searchItemSchema = z.object({
  url: z.string(),
  icon: z.string(),
  title: z.string(),
});
export const searchGroupSchema = z.object({
  title: z.string(),
  category: z.string(),
  children: z.array(searchItemSchema),
});
export type SearchGroup = z.infer<typeof searchGroupSchema>;
export const searchResponseSchema = z.array(searchGroupSchema);

/** GET /api/app-bar/search query. */
export const searchQuerySchema = z.object({ q: z.string().max(100).default('') });
export type SearchResponse = z.infer<typeof searchResponseSchema>;
