import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { currentTestApp, useTestApp } from '../testing';

useTestApp();

describe('the read guard inside the portal', () => {
  it('leaves an unknown API path to its 404 when the portal answers every other GET', async () => {
    // As main.ts serves it: the API app, then the shell for any other GET.
    const portal = new Hono();
    portal.route('/', currentTestApp().app);
    portal.get('*', (c) => c.html('<!doctype html>'));
    const unknown = await portal.request('http://localhost/api/does-not-exist');
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ message: 'Not found' });
    // A listed read still needs its session.
    expect((await portal.request('http://localhost/api/apps/users')).status).toBe(401);
  });
});
