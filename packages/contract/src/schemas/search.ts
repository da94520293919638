// zod/mini: the frame's search (Ctrl/⌘K) is on every signed-in page, which loads no classic zod.
import { z } from 'zod/mini';

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
export const searchQuerySchema = z.object({
  q: z._default(z.string().check(z.maxLength(100)), ''),
});
export type SearchResponse = z.infer<typeof searchResponseSchema>;
