import type { FocusEvent, PointerEvent } from 'react';
import { prefetchPath } from '../../federation/remote-areas';

/** The same-origin path of the link an event happened in, if any. */
function linkPath(target: EventTarget): string | undefined {
  if (!(target instanceof Element)) return undefined;
  const link = target.closest('a[href]');
  if (!(link instanceof HTMLAnchorElement) || link.origin !== window.location.origin)
    return undefined;
  return link.pathname;
}

/**
 * Handlers for a navigation's root: hovering or focusing one of its links (menus in portals
 * included, React events follow the component tree) loads that page's remote and chunk, so the
 * click paints without waiting for them. Remotes are not loaded before that: the menu comes
 * from their `menu.json`.
 */
export const prefetchOnIntent = {
  onPointerOver: (event: PointerEvent) => {
    const path = linkPath(event.target);
    if (path) void prefetchPath(path);
  },
  onFocus: (event: FocusEvent) => {
    const path = linkPath(event.target);
    if (path) void prefetchPath(path);
  },
};
