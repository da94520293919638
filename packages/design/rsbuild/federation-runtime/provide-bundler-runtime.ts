/**
 * Shell runtime plugin (production and development): puts the shell's own bundler runtime and
 * error-code catalogue on the page for remotes built with the stand-in bundler runtime
 * (`bundler-runtime.ts`). The plugin module is evaluated before the shell's federation instance
 * exists, so before any remote entry runs.
 */
import * as errorCodes from '@module-federation/error-codes';
import type { ModuleFederationRuntimePlugin } from '@module-federation/runtime';
import { attachShareScopeMap, bundlerRuntime } from '@module-federation/webpack-bundler-runtime';
// The shell exposes nothing, so its build defines `initContainerEntry` out of `bundlerRuntime`
// (FEDERATION_HAS_EXPOSES); remotes need it. An alias of the build config (index.ts).
import { initContainerEntry } from '@portal/federation-init-container-entry';

import { BUNDLER_RUNTIME_GLOBAL, ERROR_CODES_GLOBAL, type ProvidingGlobal } from './provided';

declare const PORTAL_MF_BUNDLER_RUNTIME_VERSION: string;

const page = globalThis as ProvidingGlobal;
page[BUNDLER_RUNTIME_GLOBAL] = {
  version: PORTAL_MF_BUNDLER_RUNTIME_VERSION,
  bundlerRuntime: { ...bundlerRuntime, initContainerEntry },
  attachShareScopeMap,
};
page[ERROR_CODES_GLOBAL] = errorCodes;

export default function provideBundlerRuntime(): ModuleFederationRuntimePlugin {
  return { name: 'portal-provide-bundler-runtime' };
}
