import { createPath, type Navigator, type To } from 'react-router-dom';

/**
 * Every navigation from the sign-in page (success, two-step, links) is a document navigation: the
 * target boots the federated shell, and the URL changes only when that document commits. Router
 * state (the two-step screen's masked phone) is written where React Router reads it (`usr`).
 * With React Router's low-level `<Router>` and this navigator, the page needs no data router
 * (13 KB gzip of router code instead of 29).
 */
const hrefOf = (to: To) => (typeof to === 'string' ? to : createPath(to));

function leave(to: To, state: unknown, mode: 'push' | 'replace') {
  const href = hrefOf(to);
  if (state !== null && state !== undefined) {
    const entry = { usr: state, key: 'light', idx: 1 };
    if (mode === 'push') window.history.pushState(entry, '', href);
    else window.history.replaceState(entry, '', href);
    window.location.reload();
  } else if (mode === 'push') window.location.assign(href);
  else window.location.replace(href);
}

export const documentNavigator: Navigator = {
  createHref: hrefOf,
  go: (delta) => window.history.go(delta),
  push: (to, state: unknown) => leave(to, state, 'push'),
  replace: (to, state: unknown) => leave(to, state, 'replace'),
};
