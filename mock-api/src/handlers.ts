import { http, HttpResponse, type RequestHandler } from 'msw';
import { runningTestApp } from '@portal/server/testing';
import { testCookieJar } from './cookie-jar';

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * happy-dom's `Response` drops `Set-Cookie` from its headers, as a page's fetch must; but here
 * the server app itself runs in the page's realm, and its answers must keep the cookies it
 * sets for the jar to see them. Responses built with a `Set-Cookie` get it back (the handler
 * strips it again before the page sees the answer); a proxy keeps `instanceof Response` true.
 */
function keepSetCookieInDom(): void {
  if (typeof document === 'undefined') return;
  const original = globalThis.Response;
  if (new original(null, { headers: { 'Set-Cookie': 'probe=1' } }).headers.has('set-cookie'))
    return;
  globalThis.Response = new Proxy(original, {
    construct(target, args: ConstructorParameters<typeof Response>, newTarget) {
      const response = Reflect.construct(target, args, newTarget) as Response;
      const init = args[1]?.headers;
      if (init !== undefined)
        for (const line of new Headers(init).getSetCookie())
          response.headers.append('Set-Cookie', line);
      return response;
    },
  });
}
keepSetCookieInDom();

/**
 * The request as a browser sends it to its own origin: with the cookies the API set earlier
 * (the HttpOnly session among them) and, on a write, its `Origin`. Changed in place: a page's
 * `Request` constructor (happy-dom) would drop both headers again.
 */
function asBrowserSends(request: Request): Request {
  const jar = testCookieJar.header(request.url);
  if (jar !== '') {
    const sent = request.headers.get('cookie');
    request.headers.set('cookie', sent ? `${sent}; ${jar}` : jar);
  }
  if (!READS.has(request.method) && !request.headers.has('origin'))
    request.headers.set('origin', new URL(request.url).origin);
  return request;
}

/**
 * The API's test double: every `/api/...` request goes to the real server app (`app.fetch`)
 * over the test's own fresh database. No endpoint is written here; override one with
 * `server.use()` to make it fail. Cookies the app sets go to the test browser's jar
 * (`cookie-jar.ts`); like a browser, the page never sees `Set-Cookie`.
 */
export const handlers: RequestHandler[] = [
  http.all('/api/*', async ({ request }) => {
    const testApp = runningTestApp();
    // The test has ended and its page is being taken down (a presence "leave" on unmount, a
    // late refetch): the request fails as against a server that has gone.
    if (!testApp) return HttpResponse.error();
    const response = await testApp.app.fetch(asBrowserSends(request));
    testCookieJar.keep(response.headers);
    const headers = new Headers(response.headers);
    headers.delete('set-cookie');
    return new Response(response.body, {
      status: response.status,
      statusText: response.statusText,
      headers,
    });
  }),
];
