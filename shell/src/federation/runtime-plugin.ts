import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/**
 * Keeps a failing remote from taking the portal down: failed entry/manifest fetches are retried
 * once, and a remote that still fails rejects only its own load (the shell shows an error panel).
 */
export default function portalRuntimePlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'portal-runtime-plugin',
    async fetch(url, init) {
      try {
        return await fetch(url, init);
      } catch {
        await new Promise((resolve) => setTimeout(resolve, 300));
        return fetch(url, init);
      }
    },
    errorLoadRemote({ id, error }) {
      // Re-throw with the remote id so the error boundary can name it; never return a fake module.
      throw new Error(`Remote module ${id} failed to load`, { cause: error });
    },
  };
}
