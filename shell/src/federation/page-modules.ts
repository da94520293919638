import type { ComponentType } from 'react';
import type { RemoteRoute } from '@portal/design';

const loaded = new WeakMap<RemoteRoute, ComponentType>();

/**
 * Loads a remote page's module and remembers its component. A page whose module is already here
 * (prefetched on hover, preloaded at start-up, visited before) then renders at once instead of
 * through `React.lazy`: a lazy component suspends at least once, and React reveals suspended
 * content no sooner than 300 ms after the last fallback it showed (a cold CRM dashboard painted
 * its heading about 0.25 s late that way).
 */
export function loadPage(route: RemoteRoute): Promise<{ default: ComponentType }> {
  return route.load().then((module) => {
    loaded.set(route, module.default);
    return module;
  });
}

/** The page's component if its module has loaded. */
export const loadedPage = (route: RemoteRoute): ComponentType | undefined => loaded.get(route);
