/** Alias of the build config to `@module-federation/webpack-bundler-runtime`'s own file (not exported). */
declare module '@portal/federation-init-container-entry' {
  import type { Federation } from '@module-federation/webpack-bundler-runtime';

  export const initContainerEntry: NonNullable<Federation['bundlerRuntime']>['initContainerEntry'];
}
