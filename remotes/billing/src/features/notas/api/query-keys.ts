/** Query keys of the billing notes: the only file other features may import to invalidate them. */
export const notaKeys = {
  all: () => ['billing', 'notas'] as const,
  lists: () => [...notaKeys.all(), 'list'] as const,
  details: () => [...notaKeys.all(), 'detail'] as const,
};
