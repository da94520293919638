import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';

/**
 * The remotes' origins, read from the shell's runtime `remotes.json` (re-read when it changes):
 * moving a remote is an edit of that file, live, with the CSP following it.
 */
export function remoteOriginsReader(shellDist: string, fallback: readonly string[]) {
  const file = path.join(shellDist, 'remotes.json');
  let cached: { mtimeMs: number; origins: string[] } | null = null;
  return async (): Promise<string[]> => {
    try {
      const { mtimeMs } = await stat(file);
      if (cached?.mtimeMs === mtimeMs) return cached.origins;
      const config = JSON.parse(await readFile(file, 'utf8')) as { remotes: { entry: string }[] };
      const origins = [...new Set(config.remotes.map((remote) => new URL(remote.entry).origin))];
      cached = { mtimeMs, origins };
      return origins;
    } catch {
      return [...fallback];
    }
  };
}

/**
 * Headers of every answer of every origin: a CSP allowing scripts, styles, fonts, images and
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
