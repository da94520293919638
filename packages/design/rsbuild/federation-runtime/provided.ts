/**
 * What the shell hands every production remote besides runtime-core (which MF's own
 * `provideExternalRuntime` hands over): the bundler runtime's functions and the error-code
 * catalogue. Shared by the provider (shell) and the remotes' stand-in bundler runtime.
 */
import type * as ErrorCodes from '@module-federation/error-codes';
import type { Federation } from '@module-federation/webpack-bundler-runtime';

export type BundlerRuntime = NonNullable<Federation['bundlerRuntime']>;

export interface ProvidedBundlerRuntime {
  /** Version of `@module-federation/webpack-bundler-runtime` the shell was built with. */
  version: string;
  bundlerRuntime: BundlerRuntime;
  attachShareScopeMap: NonNullable<Federation['attachShareScopeMap']>;
}

/** Global names: the remote's build refers to them as externals (`global` type). */
export const BUNDLER_RUNTIME_GLOBAL = '_PORTAL_FEDERATION_BUNDLER_RUNTIME';
export const ERROR_CODES_GLOBAL = '_PORTAL_FEDERATION_ERROR_CODES';

export type ProvidingGlobal = typeof globalThis & {
  [BUNDLER_RUNTIME_GLOBAL]?: ProvidedBundlerRuntime;
  [ERROR_CODES_GLOBAL]?: typeof ErrorCodes;
};
