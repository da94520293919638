/**
 * The remote owning a path: longest matching prefix wins. (Kept apart from the registry, which
 * loads the federation runtime: the page's first script uses it too, `early-remote.ts`.)
 */
export function findRemoteForPath<R extends { prefixes: readonly string[] }>(
  remotes: readonly R[],
  pathname: string,
): R | undefined {
  let best: R | undefined;
  let bestLength = -1;
  for (const remote of remotes) {
    for (const prefix of remote.prefixes) {
      const matches = pathname === prefix || pathname.startsWith(`${prefix}/`);
      if (matches && prefix.length > bestLength) {
        best = remote;
        bestLength = prefix.length;
      }
    }
  }
  return best;
}
