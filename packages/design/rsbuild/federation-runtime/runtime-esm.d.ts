/** Alias of the build config to `@module-federation/runtime`'s ES module build (index.js). */
declare module '@portal/federation-runtime-esm' {
  export { getRemoteEntry, init } from '@module-federation/runtime';
}
