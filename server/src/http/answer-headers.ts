/**
 * Sets headers on the answer a later handler already made, in place. Hono's `c.header` at that
 * point copies the answer into a new `Response` around its body stream: every API answer then
 * left @hono/node-server's fast path for string bodies and went out as a web stream (about a
 * tenth of the server's time under load, measured with `npm run bench:load`). An answer whose
 * headers cannot change (a `fetch` response, `Response.redirect`) takes Hono's copy.
 */
export function setAnswerHeaders(
  c: { readonly res: Response; header(name: string, value: string): void },
  headers: Readonly<Record<string, string>>,
): void {
  const entries = Object.entries(headers);
  try {
    const target = c.res.headers;
    for (const [name, value] of entries) target.set(name, value);
  } catch {
    for (const [name, value] of entries) c.header(name, value);
  }
}
