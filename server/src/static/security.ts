import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';

/**
 * The remotes' origins, read from the shell's runtime `remotes.json` (re-read when it changes):
 * moving a remote is an edit of that file, live, with the CSP following it. A change is noticed
 * by the file's identity, times and size (a copy that kept an older modification time still
 * changes the ctime), and a file changed in the last second is read again on every call (two
 * writes within one tick of the file system's clock leave the same times). A file caught half
 * written keeps the last origins read.
 */
export function remoteOriginsReader(shellDist: string, fallback: readonly string[]) {
  const file = path.join(shellDist, 'remotes.json');
  let cached: { version: string; origins: string[] } | null = null;
  return async (): Promise<string[]> => {
    let version: string;
    let settled: boolean;
    try {
      const { ino, mtimeMs, ctimeMs, size } = await stat(file);
      version = `${ino}:${mtimeMs}:${ctimeMs}:${size}`;
      settled = Date.now() - ctimeMs > 1000;
    } catch {
      cached = null;
      return [...fallback];
    }
    if (settled && cached?.version === version) return cached.origins;
    try {
      const config = JSON.parse(await readFile(file, 'utf8')) as { remotes: { entry: string }[] };
      const origins = [...new Set(config.remotes.map((remote) => new URL(remote.entry).origin))];
      cached = { version, origins };
      return origins;
    } catch {
      return cached ? cached.origins : [...fallback];
    }
  };
}

/** Headers of the API's answers: JSON and event streams, which no browser renders as a page. */
export const API_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'",
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
};

/**
 * Headers of every other answer of every origin: a CSP allowing scripts, styles, fonts, images and
 * connections from this origin and the remotes', and no framing.
 */
export function securityHeaders(remoteOrigins: readonly string[]): Record<string, string> {
  const remotes = remoteOrigins.join(' ');
  const csp = [
    "default-src 'self'",
    `script-src 'self' ${remotes}`,
    `connect-src 'self' ${remotes}`,
    // Mantine writes style attributes and a <style> for its CSS variables; remotes bring CSS.
    `style-src 'self' 'unsafe-inline' ${remotes}`,
    `img-src 'self' data: blob: ${remotes}`,
    `font-src 'self' data: ${remotes}`,
    "worker-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
  return {
    'Content-Security-Policy': csp,
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
  };
}
