import type { ComponentType } from 'react';
import type { RemotePageModule, RemoteRoute } from '@portal/design/base';

const loaded = new WeakMap<RemoteRoute, ComponentType>();
const loading = new WeakMap<RemoteRoute, Promise<RemotePageModule>>();

/**
 * Loads a remote page's module and remembers its component. A page whose module is already here
 * (prefetched on hover, preloaded at start-up, visited before) then renders at once instead of
 * through `React.lazy`: a lazy component suspends at least once, and React reveals suspended
 * content no sooner than 300 ms after the last fallback it showed (a cold CRM dashboard painted
 * its heading about 0.25 s late that way). A load in flight is shared (the start-up preload and
 * the page itself ask for the same module); one that failed is forgotten, so Retry loads again.
 */
export function loadPage(route: RemoteRoute): Promise<RemotePageModule> {
  const pending = loading.get(route);
  if (pending) return pending;
  const load = route.load().then(
    (module) => {
      loaded.set(route, module.default);
      return module;
    },
    (error: unknown) => {
      loading.delete(route);
      throw error;
    },
  );
  loading.set(route, load);
  return load;
}

/** The page's component if its module has loaded. */
export const loadedPage = (route: RemoteRoute): ComponentType | undefined => loaded.get(route);
