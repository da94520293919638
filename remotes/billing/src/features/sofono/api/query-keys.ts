/** Query keys of the phone lines: the only file other features may import to invalidate them. */
export const sofonoKeys = {
  all: () => ['billing', 'sofono'] as const,
  lists: () => [...sofonoKeys.all(), 'list'] as const,
};
