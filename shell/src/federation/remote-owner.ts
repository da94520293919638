/** A remote as `/remotes.json` names it: where its manifest is and the paths it owns. */
export interface RemoteDescriptor {
  name: string;
  entry: string;
  prefixes: string[];
}

/**
 * The remote owning a path: longest matching prefix wins. (Kept apart from the registry, which
 * loads the federation runtime: the page's first script uses it too, `early-remote.ts`.)
 */
export function findRemoteForPath<R extends Pick<RemoteDescriptor, 'prefixes'>>(
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
