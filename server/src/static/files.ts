import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.map': 'application/json',
  '.txt': 'text/plain; charset=utf-8',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
};

export const contentTypeOf = (file: string): string =>
  TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream';

export interface FoundFile {
  file: string;
  size: number;
  mtimeMs: number;
}

async function statFile(file: string): Promise<FoundFile | null> {
  try {
    const s = await stat(file);
    return s.isFile() ? { file, size: s.size, mtimeMs: s.mtimeMs } : null;
  } catch {
    return null;
  }
}

/** The file of `dist` a URL path names, or null (never a path outside `dist`). */
export async function findFile(dist: string, urlPath: string): Promise<FoundFile | null> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0')) return null;
  const candidate = path.join(dist, path.normalize(decoded));
  if (candidate !== dist && !candidate.startsWith(dist + path.sep)) return null;
  return statFile(candidate);
}

/**
 * The precompressed sibling (`.br`, then `.gz`) the client accepts, when it is at least as new
 * as the file (a file edited after the build is sent as it is now, uncompressed).
 */
export async function negotiate(
  found: FoundFile,
  acceptEncoding = '',
): Promise<{ file: string; size: number; encoding: 'br' | 'gzip' | null }> {
  const accepted = acceptedCodings(acceptEncoding);
  for (const [coding, ext] of [
    ['br', '.br'],
    ['gzip', '.gz'],
  ] as const) {
    if (!accepted.has(coding)) continue;
    const sibling = await statFile(found.file + ext);
    if (sibling && sibling.mtimeMs >= found.mtimeMs)
      return { file: sibling.file, size: sibling.size, encoding: coding };
  }
  return { file: found.file, size: found.size, encoding: null };
}

function acceptedCodings(acceptEncoding: string): Set<string> {
  return new Set(
    acceptEncoding
      .split(',')
      .map((part) => part.trim().split(';'))
      .filter(([, q]) => !q || Number(q.split('=')[1]) > 0)
      .map(([coding]) => (coding ?? '').toLowerCase()),
  );
}

/**
 * A small file's current bytes, compressed now in the best coding the client accepts (a few KB:
 * well under a millisecond), whatever precompressed siblings lie beside it.
 */
export async function readLive(
  found: FoundFile,
  acceptEncoding = '',
): Promise<{ bytes: Buffer; encoding: 'br' | 'gzip' | null }> {
  return compressFor(await readFile(found.file), acceptEncoding);
}

/** `raw` compressed now in the best coding the client accepts (brotli, then gzip), or as it is. */
export function compressFor(
  raw: Buffer,
  acceptEncoding = '',
): { bytes: Buffer; encoding: 'br' | 'gzip' | null } {
  const accepted = acceptedCodings(acceptEncoding);
  if (accepted.has('br')) return { bytes: brotliCompressSync(raw), encoding: 'br' };
  if (accepted.has('gzip')) return { bytes: gzipSync(raw), encoding: 'gzip' };
  return { bytes: raw, encoding: null };
}

/** Content-hashed build output can be cached for a year; the rest is revalidated. */
export const isImmutable = (file: string): boolean =>
  /\.[0-9a-f]{8,}\.(js|css|woff2?|png|svg|jpg|webp)$/.test(path.basename(file));
