function hasControlCharacter(value: string): boolean {
  for (let i = 0; i < value.length; i += 1) {
    const code = value.charCodeAt(i);
    if (code < 0x20 || code === 0x7f) return true;
  }
  return false;
}

/**
 * Accepts a post-login redirect target only if it is a same-origin path: one leading slash,
 * no second slash or backslash after it, no scheme, and still on `origin` after URL parsing.
 * Percent-encoded tricks are refused too (`/%0d%0a//evil.com`, `/%2F/evil.com`): the decoded
 * path must pass the same checks, because some servers and proxies decode before routing.
 * Returns the normalised path + search + hash, or null.
 */
export function safeRedirect(target: unknown, origin = 'http://portal.invalid'): string | null {
  if (typeof target !== 'string' || target.length === 0) return null;
  if (!target.startsWith('/') || target.startsWith('//') || target.includes('\\')) return null;
  // Control characters are stripped by URL parsers and can smuggle a scheme-relative URL.
  if (hasControlCharacter(target)) return null;
  let url: URL;
  let decodedPath: string;
  try {
    url = new URL(target, origin);
    if (url.origin !== new URL(origin).origin) return null;
    decodedPath = decodeURIComponent(url.pathname);
  } catch {
    return null;
  }
  if (
    hasControlCharacter(decodedPath) ||
    decodedPath.startsWith('//') ||
    decodedPath.includes('\\')
  )
    return null;
  return `${url.pathname}${url.search}${url.hash}`;
}
