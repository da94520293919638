/**
 * Stand-in for `@module-federation/webpack-bundler-runtime` in a remote's production build: the
 * functions come from the shell (`provide-bundler-runtime.ts`), the state stays the remote's own.
 * Mirrors the package's `index` (same version, pinned by the catalog): `S` and
 * `bundlerRuntimeOptions` are fresh objects, and `runtime` is the remote's own
 * `@module-federation/runtime` (its `init` keeps the current instance per copy; the shell's copy
 * must keep the shell's). Of that runtime the bundler runtime calls `init` and `getRemoteEntry`
 * only; its ES module build (an alias of the build config) lets the rest be dropped. Remote code
 * that wants the runtime's API (`loadRemote`...) would reach another copy, never initialised:
 * none does (loading remotes is the shell's job).
 */
import type * as Runtime from '@module-federation/runtime';
import type { Federation } from '@module-federation/webpack-bundler-runtime';
import { getRemoteEntry, init } from '@portal/federation-runtime-esm';

import { BUNDLER_RUNTIME_GLOBAL, type ProvidingGlobal } from './provided';

declare const PORTAL_MF_BUNDLER_RUNTIME_VERSION: string;

const provided = (globalThis as ProvidingGlobal)[BUNDLER_RUNTIME_GLOBAL];
if (provided?.version !== PORTAL_MF_BUNDLER_RUNTIME_VERSION) {
  throw new Error(
    `This remote needs the portal shell's federation bundler runtime ${PORTAL_MF_BUNDLER_RUNTIME_VERSION}` +
      ` (found ${provided?.version ?? 'none'}): load it through the shell, or run it with rsbuild dev.`,
  );
}

const used: Pick<typeof Runtime, 'init' | 'getRemoteEntry'> = { init, getRemoteEntry };

const federation: Federation = {
  runtime: used as typeof Runtime,
  instance: undefined,
  initOptions: undefined,
  bundlerRuntime: { ...provided.bundlerRuntime, S: {} },
  attachShareScopeMap: provided.attachShareScopeMap,
  bundlerRuntimeOptions: {},
};

export default federation;
