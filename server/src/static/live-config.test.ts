import { mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
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

/** A built shell's folder: remotes.json and its build-time brotli copy, as the build leaves them. */
function builtShell() {
  dist = mkdtempSync(path.join(tmpdir(), 'portal-live-config-'));
  writeFileSync(path.join(dist, 'remotes.json'), config(3001));
  writeFileSync(path.join(dist, 'remotes.json.br'), brotliCompressSync(config(3001)));
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>portal</title>');
  const app = createRemoteApp({
    dist,
    allowedOrigins: [],
    remoteOrigins: remoteOriginsReader(dist, []),
  });
  const get = async () => {
    const response = await app.request('/remotes.json', {
      headers: { 'Accept-Encoding': 'br, gzip' },
    });
    const bytes = Buffer.from(await response.arrayBuffer());
    const text =
      response.headers.get('content-encoding') === 'br'
        ? brotliDecompressSync(bytes).toString('utf8')
        : bytes.toString('utf8');
    return { text, csp: response.headers.get('content-security-policy') ?? '' };
  };
  return { get };
}

describe('moving a remote is a configuration change, live', () => {
  it('serves the build-time brotli copy while it is current', async () => {
    const { get } = builtShell();
    const first = await get();
    expect(JSON.parse(first.text)).toEqual(JSON.parse(config(3001)));
    expect(first.csp).toMatch(/script-src 'self' http:\/\/localhost:3001(;| )/);
  });

  it('an edited remotes.json is served as edited (never the stale copy) and the CSP follows, without a restart', async () => {
    const { get } = builtShell();
    expect((await get()).csp).toContain('http://localhost:3001');
    // The operator edits the runtime file after the build: it is newer than its brotli copy.
    const past = new Date(Date.now() - 60_000);
    utimesSync(path.join(dist, 'remotes.json.br'), past, past);
    writeFileSync(path.join(dist, 'remotes.json'), config(3011));
    const moved = await get();
    expect(JSON.parse(moved.text)).toEqual(JSON.parse(config(3011)));
    expect(moved.csp).toMatch(/script-src 'self' http:\/\/localhost:3011(;| )/);
    expect(moved.csp).not.toContain('http://localhost:3001');
  });
});
