import { describe, expect, it } from 'vitest';
import { countCacheOf } from '../db/count-cache';
import {
  arrangeAccountRule,
  call,
  currentTestApp,
  signIn,
  testDb,
  testDialect,
  useTestApp,
} from '../testing';
import { resolveCaller } from './caller';

useTestApp();

const callerOf = (token: string) => resolveCaller(currentTestApp().deps, token);

/** The agent's account (the seeded `agent@demo.com`). */
async function agentAccountId(token: string): Promise<number> {
  const caller = await callerOf(token);
  if (!caller) throw new Error('the agent is not signed in');
  return caller.account.id;
}

describe('resolveCaller', () => {
  it('sees a sign-out at the next request', async () => {
    const token = await signIn('agent@demo.com');
    expect((await callerOf(token))?.userData.email).toBe('agent@demo.com');
    expect(
      (await call('/api/auth/logout', { method: 'POST', token, json: {} })).status,
    ).toBeLessThan(300);
    expect(await callerOf(token)).toBeNull();
  });

  it('sees a deactivated account and a new rule at the next request', async () => {
    const token = await signIn('agent@demo.com');
    const id = await agentAccountId(token);
    expect((await callerOf(token))?.ability.can('manage', 'Bench')).toBe(false);
    await arrangeAccountRule(id, 99, { action: 'manage', subject: 'Bench' });
    expect((await callerOf(token))?.ability.can('manage', 'Bench')).toBe(true);
    await testDb()
      .updateTable('accounts')
      .set({ deactivated: true })
      .where('id', '=', id)
      .execute();
    expect(await callerOf(token)).toBeNull();
  });

  it('keeps nothing for unknown tokens: made-up ones do not push out what is kept', async () => {
    const token = await signIn('agent@demo.com');
    const id = await agentAccountId(token);
    for (let tried = 0; tried < 1_100; tried += 1)
      expect(await callerOf(`made-up-${tried}`)).toBeNull();
    if (testDialect() === 'postgres') return; // nothing is kept there (below)
    // Still kept (1 000 entries at most): a write behind Kysely's back is not seen.
    const { sqlite } = currentTestApp().database;
    sqlite?.prepare('update accounts set full_name = ? where id = ?').run('Renamed Behind', id);
    expect((await callerOf(token))?.account.fullName).not.toBe('Renamed Behind');
  });

  it('keeps a caller between requests only where every write is heard (one process on SQLite)', async () => {
    const cache = countCacheOf(testDb());
    if (testDialect() === 'postgres') {
      // Other processes may write the database unheard: each request reads it.
      expect(cache?.seesEveryWrite).toBe(false);
      return;
    }
    expect(cache?.seesEveryWrite).toBe(true);
    const token = await signIn('agent@demo.com');
    const id = await agentAccountId(token);
    const { sqlite } = currentTestApp().database;
    if (!sqlite) throw new Error('no SQLite connection');
    // Behind Kysely's back (nothing in the process hears it): the kept caller is served.
    sqlite.prepare('update accounts set full_name = ? where id = ?').run('Renamed Behind', id);
    expect((await callerOf(token))?.account.fullName).not.toBe('Renamed Behind');
    // A write the process hears ends it.
    await testDb()
      .updateTable('accounts')
      .set({ full_name: 'Renamed Heard' })
      .where('id', '=', id)
      .execute();
    expect((await callerOf(token))?.account.fullName).toBe('Renamed Heard');
  });
});
