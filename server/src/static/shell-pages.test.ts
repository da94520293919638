import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import { Hono } from 'hono';
import { PAGE_SESSION_ELEMENT_ID } from '@portal/contract';
import { afterEach, describe, expect, it } from 'vitest';
import type { AppEnv } from '../context';
import { call, currentTestApp, testDb, useTestApp } from '../testing';
import { insertTestSession } from '../testing/sessions';
import { pageWithSession } from './serve-dist';
import { serveShell } from './shell-pages';

useTestApp();

const PAGE = '<!doctype html><html><head><title>HostDesk</title></head><body></body></html>';
const TOKEN = 'page-session-test-token';

let dist = '';
afterEach(() => {
  if (dist) rmSync(dist, { recursive: true, force: true });
});

/** The files the shell's build lists for its start-up (`startup.json`). */
const STARTUP = {
  scripts: ['/static/js/app.js', '/static/js/async/c.a018994009.js'],
  styles: ['/static/css/async/c.b8963af0c6.css'],
};
const PRELOADS =
  '<link rel="preload" as="script" href="/static/js/app.js">' +
  '<link rel="preload" as="script" href="/static/js/async/c.a018994009.js">' +
  '<link rel="preload" as="style" href="/static/css/async/c.b8963af0c6.css">';

/**
 * The shell's origin over a built shell whose index.html has its precompressed copy, and
 * `startup` as its `startup.json` (text as written; none when null).
 */
function shellOrigin(startup: string | null = JSON.stringify(STARTUP)) {
  dist = mkdtempSync(path.join(tmpdir(), 'portal-shell-pages-'));
  writeFileSync(path.join(dist, 'index.html'), PAGE);
  writeFileSync(path.join(dist, 'index.html.br'), brotliCompressSync(PAGE));
  if (startup !== null) writeFileSync(path.join(dist, 'startup.json'), startup);
  const origin = new Hono<AppEnv>();
  origin.on(['GET', 'HEAD'], '*', serveShell(currentTestApp().deps, dist));
  return async (pathname: string, cookie?: string) => {
    const response = await origin.request(pathname, {
      headers: { 'Accept-Encoding': 'br', ...(cookie ? { Cookie: cookie } : {}) },
    });
    const html = brotliDecompressSync(Buffer.from(await response.arrayBuffer())).toString();
    return { response, html };
  };
}

/** The session the page carries, parsed as the portal's first script does; null without one. */
function embedded(html: string): unknown {
  const match = new RegExp(
    `<script type="application/json" id="${PAGE_SESSION_ELEMENT_ID}">(.*?)</script>`,
  ).exec(html);
  return match ? JSON.parse(match[1]!) : null;
}

describe('the shell’s pages', () => {
  it('carry the session of a signed-in browser, as GET /api/auth/session answers it', async () => {
    await insertTestSession(testDb(), 3, TOKEN);
    const get = shellOrigin();
    const { response, html } = await get('/dashboards/crm', `HostDesk-accessToken=${TOKEN}`);
    expect(response.status).toBe(200);
    const answer = await call('/api/auth/session', { token: TOKEN });
    expect(embedded(html)).toEqual(answer.body);
    expect(html).toMatch(/<\/script><\/head>/);
    // One person's page: no cache keeps it, and it differs by cookie.
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('vary')).toMatch(/Cookie/);
    expect(response.headers.get('x-frame-options')).toBe('DENY');
  });

  it('name the frame’s start-up files for a signed-in browser, before the session', async () => {
    await insertTestSession(testDb(), 3, TOKEN);
    const { html } = await shellOrigin()('/dashboards/crm', `HostDesk-accessToken=${TOKEN}`);
    expect(html).toContain(`${PRELOADS}<script type="application/json"`);
  });

  it.each([
    ['no list', null],
    ['a list that is not JSON', '{'],
    [
      'a path that could leave its attribute',
      JSON.stringify({ scripts: ['/a.js"><script>'], styles: [] }),
    ],
  ])('with %s, name no start-up file', async (_case, startup) => {
    await insertTestSession(testDb(), 3, TOKEN);
    const { response, html } = await shellOrigin(startup)('/', `HostDesk-accessToken=${TOKEN}`);
    expect(response.status).toBe(200);
    expect(html).not.toContain('rel="preload"');
    expect(embedded(html)).not.toBeNull();
  });

  it('without a session cookie are the built page as it is, from its precompressed copy', async () => {
    const get = shellOrigin();
    const { response, html } = await get('/dashboards/crm');
    expect(html).toBe(PAGE);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(response.headers.get('vary')).toMatch(/Cookie/);
  });

  it('with the cookie of an ended session carry nothing, and the cookie is removed', async () => {
    const get = shellOrigin();
    const { response, html } = await get('/', 'HostDesk-accessToken=no-such-session');
    expect(embedded(html)).toBeNull();
    expect(html).toBe(PAGE);
    expect(response.headers.get('set-cookie')).toMatch(/HostDesk-accessToken=;.*Max-Age=0/);
  });

  it('write the session so that no text of it can end its element', () => {
    const html = pageWithSession(PAGE, { userData: { fullName: '</script><script>alert(1)' } });
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    expect(embedded(html)).toEqual({ userData: { fullName: '</script><script>alert(1)' } });
  });
});
