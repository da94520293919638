/**
 * Accepts a post-login redirect target only if it is a same-origin path: one leading slash,
 * no second slash or backslash after it, no scheme, and still on `origin` after URL parsing.
 */
export function safeRedirect(target: unknown, origin = 'http://portal.invalid'): string | null {
  if (typeof target !== 'string' || target.length === 0) return null;
  if (!target.startsWith('/') || target.startsWith('//') || target.includes('\\')) return null;
  // Control characters are stripped by URL parsers and can smuggle a scheme-relative URL.
  for (let i = 0; i < target.length; i += 1) {
    const code = target.charCodeAt(i);
    if (code < 0x20 || code === 0x7f) return null;
  }
  try {
    const url = new URL(target, origin);
    if (url.origin !== new URL(origin).origin) return null;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return null;
  }
}
