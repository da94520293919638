import { test, type BrowserContext, type Page } from '@playwright/test';
import { createPgTestDatabase, dropPgDatabase, pgUrlFor } from '../../server/src/testing/databases';
import { postgresReachable } from '../../server/src/testing/global-setup';
import {
  ACCOUNTS,
  expect,
  extraPortalPort,
  secondExtraPortalPort,
  signIn,
  startPortal,
} from './fixtures';

/**
 * Two server processes on one PostgreSQL database (README, "Live updates"): a change made through
 * one reaches a page served by the other without a reload, through the `LISTEN`/`NOTIFY` fan-out.
 * The stream-level test is `server/src/services/events-fanout.test.ts`; this one is the browser's.
 * It starts its own two servers on a throwaway database (never the worker's SQLite portal).
 */
type Server = Awaited<ReturnType<typeof startPortal>>;

let database: string | null = null;
const servers: Server[] = [];
const contexts: BrowserContext[] = [];

const main = (page: Page) => page.getByRole('main');

// eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a hook needs from this pattern
test.beforeAll(async ({}, testInfo) => {
  // PORTAL_TEST_POSTGRES as for the API suite (vitest.config.ts): 1 requires PostgreSQL (CI).
  const wanted = process.env.PORTAL_TEST_POSTGRES;
  test.skip(wanted === '0', 'PORTAL_TEST_POSTGRES=0: the PostgreSQL tests are off');
  if (!(await postgresReachable())) {
    if (wanted === '1') throw new Error('PORTAL_TEST_POSTGRES=1 but PostgreSQL does not answer');
    test.skip(
      true,
      'PostgreSQL does not answer (TEST_DATABASE_URL, DATABASE_URL or 127.0.0.1:5432)',
    );
  }
  // Empty: the first server migrates it and writes the sample data; the second waits for it.
  database = await createPgTestDatabase({ empty: true });
  const settings = { DATABASE_URL: pgUrlFor(database), DEMO: '1' };
  servers.push(await startPortal(extraPortalPort(testInfo.parallelIndex), settings));
  servers.push(
    await startPortal(secondExtraPortalPort(testInfo.parallelIndex), {
      ...settings,
      SEED_ON_EMPTY: '0',
    }),
  );
});

test.afterAll(async () => {
  for (const context of contexts.splice(0)) await context.close();
  for (const server of servers.splice(0)) await server.stop();
  if (database !== null) await dropPgDatabase(database);
  database = null;
});

// @solo: run alone (playwright.config.ts), the 3 s are the point.
test.describe('two server processes on one PostgreSQL @solo', () => {
  test('a ticket created through one server appears within 3 s in a list served by the other, without a reload', async ({
    browser,
  }) => {
    const [one, two] = servers;
    if (!one || !two) throw new Error('the servers did not start');

    const admin = await browser.newContext({ baseURL: one.origin });
    const agent = await browser.newContext({ baseURL: two.origin });
    contexts.push(admin, agent);
    // The agent's page notes when its event stream (served by the second server) is open.
    await agent.addInitScript(() => {
      const Native = window.EventSource;
      window.EventSource = class extends Native {
        constructor(url: string | URL, init?: EventSourceInit) {
          super(url, init);
          this.addEventListener('ready', () => {
            (window as { streamReady?: boolean }).streamReady = true;
          });
        }
      };
    });
    const adminPage = await admin.newPage();
    const agentPage = await agent.newPage();
    const requestsToOne: string[] = [];
    agentPage.on('request', (request) => {
      if (request.url().startsWith(`${one.origin}/`)) requestsToOne.push(request.url());
    });

    // Both sign in at once; the agent lands on the unassigned tickets matching this run's probe.
    const subject = `Two servers probe ${Date.now()}`;
    const list = `/ticket?view=unassigned&q=${encodeURIComponent(subject)}`;
    await Promise.all([
      signIn(adminPage, ACCOUNTS.admin, '/ticket?view=unassigned'),
      signIn(agentPage, ACCOUNTS.agent, list),
    ]);
    await expect(adminPage).not.toHaveURL(/authentication\/login/);
    await expect(main(adminPage)).toBeVisible({ timeout: 20_000 });
    await expect(agentPage).toHaveURL(/\/ticket\?/);
    const table = main(agentPage).getByRole('table', { name: 'Tickets' });
    await expect(table).toBeVisible({ timeout: 20_000 });
    await expect(table.getByText(subject)).toHaveCount(0);
    await agentPage.waitForFunction(
      () => (window as { streamReady?: boolean }).streamReady === true,
    );
    // Gone if the page reloads.
    await agentPage.evaluate(() => {
      (window as { sameDocument?: boolean }).sameDocument = true;
    });

    const created = await adminPage.evaluate(async (text) => {
      const response = await fetch('/api/tickets', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({
          customerId: 1,
          contact: { name: 'Lucía García', email: 'lucia@example.com' },
          subject: text,
          category: 'technical',
          priority: 'high',
          description: '<p>Seen live through the other server.</p>',
        }),
      });
      return response.status;
    }, subject);
    expect(created).toBe(201);

    await expect(table.getByText(subject)).toBeVisible({ timeout: 3_000 });
    expect(
      await agentPage.evaluate(() => (window as { sameDocument?: boolean }).sameDocument),
    ).toBe(true);
    // Everything the agent's page read came from the second server.
    expect(requestsToOne).toEqual([]);
  });
});
