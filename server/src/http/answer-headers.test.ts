import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { setAnswerHeaders } from './answer-headers';

/** An app that sets `X-Set-After` on whatever answer its routes made. */
function appSettingAfter() {
  const app = new Hono();
  const made: Response[] = [];
  app.use('*', async (c, next) => {
    await next();
    made.push(c.res);
    setAnswerHeaders(c, { 'X-Set-After': 'yes', 'Cache-Control': 'no-store' });
    made.push(c.res);
  });
  app.get('/json', (c) => c.json({ ok: true }, 200, { 'Cache-Control': 'max-age=60' }));
  app.get('/redirect', () => Response.redirect('http://localhost/elsewhere', 302));
  return { app, made };
}

describe('setAnswerHeaders', () => {
  it('sets headers on the answer itself, keeping it (and its body) as it was made', async () => {
    const { app, made } = appSettingAfter();
    const response = await app.request('/json');
    expect(response.headers.get('X-Set-After')).toBe('yes');
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    expect(await response.json()).toEqual({ ok: true });
    expect(made[1]).toBe(made[0]);
  });

  it('copies an answer whose headers cannot change', async () => {
    const { app } = appSettingAfter();
    const response = await app.request('/redirect');
    expect(response.status).toBe(302);
    expect(response.headers.get('Location')).toBe('http://localhost/elsewhere');
    expect(response.headers.get('X-Set-After')).toBe('yes');
  });
});
