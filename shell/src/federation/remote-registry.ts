import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { z } from 'zod/mini';
import type { RemoteRouteTable, RemoteRouteTableModule } from '@portal/design/base';
import { env } from '../config/env';
import { SECTION_ORDER } from '../config/menu-sections';
import { takeEarly } from './early-remote';

const remoteConfigSchema = z.object({
  remotes: z.array(
    z.object({
      name: z.string().check(z.regex(/^[A-Za-z_$][\w$]*$/)),
      entry: z.url(),
      prefixes: z.array(z.string().check(z.startsWith('/'))),
    }),
  ),
});
export type RemoteDescriptor = z.infer<typeof remoteConfigSchema>['remotes'][number];
export { findRemoteForPath } from './remote-owner';

let configPromise: Promise<RemoteDescriptor[]> | null = null;

/** Reads /remotes.json (served with the shell, never cached) and registers the remotes. */
export function loadRemoteConfig(): Promise<RemoteDescriptor[]> {
  const url = env.PUBLIC_REMOTES_CONFIG_URL;
  configPromise ??= (takeEarly(url) ?? fetch(url, { cache: 'no-cache' }))
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

/* ---------------------------------------------------------------- route tables */

const isFunction = (value: unknown) => typeof value === 'function';
/** Components are functions, or objects for memo / forwardRef. */
const isComponent = (value: unknown) =>
  typeof value === 'function' || (typeof value === 'object' && value !== null);

const abilitySchema = z.object({
  action: z.enum(['manage', 'create', 'read', 'update', 'delete']),
  subject: z.string().check(z.minLength(1)),
});

interface MenuEntryShape {
  titleKey: string;
  to?: string | undefined;
  children?: MenuEntryShape[] | undefined;
}

const menuEntrySchema: z.ZodMiniType<MenuEntryShape> = z.lazy(() =>
  z.object({
    titleKey: z.string().check(z.minLength(1)),
    to: z.optional(z.string().check(z.startsWith('/'))),
    icon: z.optional(z.custom(isComponent, 'must be a component')),
    ability: z.optional(abilitySchema),
    section: z.optional(z.enum(SECTION_ORDER)),
    order: z.number(),
    counter: z.optional(z.string().check(z.minLength(1))),
    children: z.optional(z.array(menuEntrySchema)),
  }),
);

/** What a remote's `./routes` must export (the `RemoteRouteTable` contract, checked at run time). */
export const routeTableSchema = z.object({
  namespace: z.string().check(z.minLength(1)),
  loadMessages: z.custom(isFunction, 'must be a function'),
  routes: z.array(
    z.object({
      path: z.string().check(z.startsWith('/')),
      load: z.custom(isFunction, 'must be a function'),
      layout: z.optional(z.enum(['default', 'blank'])),
      fixedHeight: z.optional(z.boolean()),
      ability: z.optional(abilitySchema),
      public: z.optional(z.boolean()),
      prefetch: z.optional(z.array(z.string().check(z.startsWith('/api/')))),
    }),
  ),
  menu: z.array(menuEntrySchema),
});

/** A remote answered, but with something that is not a route table. */
export class MalformedRouteTableError extends Error {
  constructor(name: string, issues: string[]) {
    super(`Remote ${name} exposes a malformed route table:\n${issues.join('\n')}`);
    this.name = 'MalformedRouteTableError';
  }
}

/** The module's route table when it honours the contract; throws a readable list otherwise. */
export function parseRouteTable(name: string, module: unknown): RemoteRouteTable {
  const table = (module as Partial<RemoteRouteTableModule> | null | undefined)?.default;
  const result = routeTableSchema.safeParse(table);
  if (!result.success) {
    const issues = result.error.issues.map(
      (issue) => `${issue.path.join('.') || '(table)'}: ${issue.message}`,
    );
    const error = new MalformedRouteTableError(name, issues);
    // A bug in the remote, not an outage: say what is wrong where its developers look.
    console.error(error.message);
    throw error;
  }
  // The remote's own objects: the parsed copy would drop fields this shell does not know yet.
  return table as RemoteRouteTable;
}

const tables = new Map<string, Promise<RemoteRouteTable>>();

/**
 * Loads a remote's exposed route table once and checks it against the contract; a failure
 * (unreachable or malformed) is forgotten so Retry can try again.
 */
export function loadRouteTable(name: string): Promise<RemoteRouteTable> {
  let pending = tables.get(name);
  if (!pending) {
    pending = loadRemote<RemoteRouteTableModule>(`${name}/routes`).then((module) => {
      if (!module) throw new Error(`Remote ${name} exposes no route table`);
      return parseRouteTable(name, module);
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
