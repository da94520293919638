/*
 * The mock API's service worker: MSW's generated worker (mockServiceWorker.js, kept as `msw init`
 * writes it) behind one filter. MSW's worker asks the page's main thread about every request a
 * controlled page makes, then lets most of them through; the mock API only answers its own
 * origin's /api/ paths, so everything else (scripts of every remote, fonts, images, menus) goes
 * straight to the network without that round trip. Registered by mock-api/src/browser.ts.
 */
self.addEventListener('fetch', (event) => {
  const url = new URL(event.request.url);
  if (url.origin !== self.location.origin || !url.pathname.startsWith('/api/')) {
    // No respondWith and no other listener: the browser fetches it as if there were no worker.
    event.stopImmediatePropagation();
  }
});

importScripts('./mockServiceWorker.js');
