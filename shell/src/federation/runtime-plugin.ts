import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { takeEarlyManifest } from './early-remote';

/**
 * Keeps a failing remote from taking the portal down: failed entry/manifest fetches are retried
 * once, and a remote that still fails rejects only its own load (the shell shows an error panel).
 */
export default function portalRuntimePlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'portal-runtime-plugin',
    async fetch(url, init) {
      try {
        // The owning remote's manifest, asked by the page's first script (early-remote.ts).
        return await ((await takeEarlyManifest(url)) ?? fetch(url, init));
      } catch {
        await new Promise((resolve) => setTimeout(resolve, 300));
        return fetch(url, init);
      }
    },
    errorLoadRemote() {
      // Return nothing: the runtime then forgets its cached failed manifest/entry promise and
      // rethrows the original error, so the shell's Retry can really load the remote again.
      // (Throwing from this hook skips that cleanup and caches the failure for the page's life.)
      return undefined;
    },
  };
}
