import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { z } from 'zod';
import type { RemoteRouteTable, RemoteRouteTableModule } from '@portal/design';
import { env } from '../config/env';

const remoteConfigSchema = z.object({
  remotes: z.array(
    z.object({
      name: z.string().regex(/^[A-Za-z_$][\w$]*$/),
      entry: z.url(),
      prefixes: z.array(z.string().startsWith('/')),
    }),
  ),
});
export type RemoteDescriptor = z.infer<typeof remoteConfigSchema>['remotes'][number];

let configPromise: Promise<RemoteDescriptor[]> | null = null;

/** Reads /remotes.json (served with the shell, never cached) and registers the remotes. */
export function loadRemoteConfig(): Promise<RemoteDescriptor[]> {
  configPromise ??= fetch(env.PUBLIC_REMOTES_CONFIG_URL, { cache: 'no-cache' })
    .then((response) => {
      if (!response.ok) throw new Error(`remotes.json: ${response.status}`);
      return response.json();
    })
    .then((json) => {
      const { remotes } = remoteConfigSchema.parse(json);
      registerRemotes(remotes.map(({ name, entry }) => ({ name, entry })));
      return remotes;
    })
    .catch((error: unknown) => {
      configPromise = null;
      throw error;
    });
  return configPromise;
}

/** The remote owning a path: longest matching prefix wins. */
export function findRemoteForPath(remotes: RemoteDescriptor[], pathname: string) {
  let best: RemoteDescriptor | undefined;
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

const tables = new Map<string, Promise<RemoteRouteTable>>();

/** Loads a remote's exposed route table once; a failure is forgotten so Retry can try again. */
export function loadRouteTable(name: string): Promise<RemoteRouteTable> {
  let pending = tables.get(name);
  if (!pending) {
    pending = loadRemote<RemoteRouteTableModule>(`${name}/routes`).then((module) => {
      if (!module) throw new Error(`Remote ${name} exposes no route table`);
      return module.default;
    });
    pending.catch(() => tables.delete(name));
    tables.set(name, pending);
  }
  return pending;
}

/** Drops a table load that is still pending (it timed out), so the next call starts afresh. */
export function forgetRouteTable(name: string): void {
  tables.delete(name);
}
