import { mkdtempSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createRemoteApp } from './apps';
import { remoteOriginsReader } from './security';

const config = (billingPort: number) =>
  JSON.stringify({
    remotes: [
      {
        name: 'billing',
        entry: `http://localhost:${billingPort}/mf-manifest.json`,
        prefixes: ['/Facturacion'],
      },
    ],
  });

let dist = '';
afterEach(() => {
  if (dist) rmSync(dist, { recursive: true, force: true });
});

/** A built shell's folder with remotes.json, served by the same code as the portal's. */
function builtShell() {
  dist = mkdtempSync(path.join(tmpdir(), 'portal-live-config-'));
  const file = path.join(dist, 'remotes.json');
  writeFileSync(file, config(3001));
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>portal</title>');
  const app = createRemoteApp({
    dist,
    allowedOrigins: [],
    remoteOrigins: remoteOriginsReader(dist, ['http://localhost:3999']),
  });
  const get = async (acceptEncoding = 'br, gzip') => {
    const response = await app.request('/remotes.json', {
      headers: { 'Accept-Encoding': acceptEncoding },
    });
    const bytes = Buffer.from(await response.arrayBuffer());
    const encoding = response.headers.get('content-encoding');
    const text = (
      encoding === 'br'
        ? brotliDecompressSync(bytes)
        : encoding === 'gzip'
          ? gunzipSync(bytes)
          : bytes
    ).toString('utf8');
    return { text, encoding, csp: response.headers.get('content-security-policy') ?? '' };
  };
  /** Stale precompressed copies of an older config, dated after the file (a timestamp-keeping copy). */
  const staleSiblings = (port: number) => {
    const future = new Date(Date.now() + 3_600_000);
    for (const [ext, bytes] of [
      ['.br', brotliCompressSync(config(port))],
      ['.gz', gzipSync(config(port))],
    ] as const) {
      writeFileSync(file + ext, bytes);
      utimesSync(file + ext, future, future);
    }
  };
  return { file, get, staleSiblings };
}

describe('moving a remote is a configuration change, live', () => {
  it('serves remotes.json compressed from its current contents, and the CSP allows its origins', async () => {
    const { get } = builtShell();
    const first = await get();
    expect(first.encoding).toBe('br');
    expect(JSON.parse(first.text)).toEqual(JSON.parse(config(3001)));
    expect(first.csp).toMatch(/script-src 'self' http:\/\/localhost:3001(;| )/);
    const gzip = await get('gzip');
    expect(gzip.encoding).toBe('gzip');
    expect(JSON.parse(gzip.text)).toEqual(JSON.parse(config(3001)));
    expect(JSON.parse((await get('identity')).text)).toEqual(JSON.parse(config(3001)));
  });

  it('an edited remotes.json is served as edited, never from a precompressed copy that looks newer, and the CSP follows without a restart', async () => {
    const { file, get, staleSiblings } = builtShell();
    expect((await get()).csp).toContain('http://localhost:3001');
    writeFileSync(file, config(3011));
    staleSiblings(3001);
    for (const accept of ['br', 'gzip']) {
      const moved = await get(accept);
      expect(JSON.parse(moved.text)).toEqual(JSON.parse(config(3011)));
      expect(moved.csp).toMatch(/script-src 'self' http:\/\/localhost:3011(;| )/);
      expect(moved.csp).not.toContain('http://localhost:3001');
    }
  });

  it('notices a replacement that keeps the old modification time (cp -p, rsync -t)', async () => {
    const { file, get } = builtShell();
    const past = Math.floor(Date.now() / 1000) - 60;
    utimesSync(file, past, past);
    expect((await get()).csp).toContain('http://localhost:3001');
    writeFileSync(file, config(3012));
    utimesSync(file, past, past);
    expect(statSync(file).mtimeMs).toBe(past * 1000);
    const moved = await get();
    expect(moved.csp).toContain('http://localhost:3012');
    expect(moved.csp).not.toContain('http://localhost:3001');
  });

  it('keeps the last origins while the file is half written, and follows it once it is whole', async () => {
    const { file, get } = builtShell();
    expect((await get()).csp).toContain('http://localhost:3001');
    writeFileSync(file, config(3013).slice(0, 40));
    const half = await get();
    expect(half.csp).toContain('http://localhost:3001');
    expect(half.csp).not.toContain('http://localhost:3999');
    writeFileSync(file, config(3013));
    expect((await get()).csp).toContain('http://localhost:3013');
  });

  it("an API answer gets a fixed policy that allows nothing, without reading the remotes' origins", async () => {
    dist = mkdtempSync(path.join(tmpdir(), 'portal-live-config-'));
    const remoteOrigins = vi.fn(() => Promise.resolve(['http://localhost:3001']));
    const app = createRemoteApp({ dist, allowedOrigins: [], remoteOrigins });
    const response = await app.request('/api/unknown');
    expect(response.status).toBe(404);
    expect(response.headers.get('content-security-policy')).toBe(
      "default-src 'none'; frame-ancestors 'none'",
    );
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(remoteOrigins).not.toHaveBeenCalled();
  });
});
