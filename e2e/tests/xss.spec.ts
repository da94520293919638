import type { Page } from '@playwright/test';
import { expect, signInAsAdmin, test } from './fixtures';

/** OWASP filter-evasion payloads; each one calls `__xss(n)` (or alert) if it ever runs. */
const PAYLOADS = [
  '<script>__xss(1)</script>',
  '<img src=x onerror=__xss(2)>',
  '<svg onload=__xss(3)>',
  '<svg><script>__xss(4)</script></svg>',
  '<body onload=__xss(5)>',
  '<iframe src="javascript:__xss(6)">',
  '<a href="javascript:__xss(7)">x</a>',
  '<IMG SRC=JaVaScRiPt:__xss(8)>',
  '<img src=`x` onerror=__xss(9)>',
  '"><script>__xss(10)</script>',
  "'><img src=x onerror=__xss(11)>",
  '<details open ontoggle=__xss(12)>',
  '<input autofocus onfocus=__xss(13)>',
  '<math><mtext><img src=x onerror=__xss(14)>',
  '<video><source onerror=__xss(15)>',
  '<object data="javascript:__xss(16)">',
  '<img src=x:x onerror=&#95;&#95;xss(17)>',
  '<div style="background:url(javascript:__xss(18))">',
  '{{constructor.constructor("__xss(19)")()}}',
  '<scr<script>ipt>__xss(20)</scr</script>ipt>',
  '<a href="jav&#x09;ascript:__xss(21)">x</a>',
  '<marquee onstart=__xss(22)>',
  '<img """><script>__xss(23)</script>">',
  '<select autofocus onfocus=__xss(24)>',
];

/** Records every payload that runs (a call to `__xss`, alert, confirm, prompt or a dialog). */
/**
 * Every image of the document has loaded or failed (so any `onerror` has fired) and two frames
 * have passed: the moment to read the execution counter, instead of a fixed sleep.
 */
async function imagesSettled(page: Page) {
  await page.waitForFunction(() => [...document.images].every((image) => image.complete));
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
}

async function watchForExecutions(page: Page) {
  const hits: string[] = [];
  page.on('dialog', (dialog) => {
    hits.push(`dialog: ${dialog.message()}`);
    void dialog.dismiss();
  });
  await page.exposeFunction('__xssHit', (id: string) => hits.push(id));
  await page.addInitScript(() => {
    const hit = (id: unknown) =>
      (window as unknown as { __xssHit: (id: string) => void }).__xssHit(String(id));
    Object.assign(window, { __xss: hit, alert: hit, confirm: hit, prompt: hit });
  });
  return hits;
}

test.describe('XSS corpus', () => {
  test(`${PAYLOADS.length} payloads in user and permission fields run nowhere they are shown`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const hits = await watchForExecutions(page);
    await signInAsAdmin(page);
    const stored = await page.evaluate(async (list) => {
      const post = (path: string, body: unknown) =>
        fetch(path, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify(body),
        }).then(async (r) => ({ status: r.status, id: ((await r.json()) as { id?: number }).id }));
      const users: { status: number; id?: number }[] = [];
      const statuses: number[] = [];
      for (const [i, payload] of list.entries()) {
        users.push(
          await post('/api/apps/users', {
            fullName: `XSS ${payload}`.slice(0, 120),
            username: `xss${i}`,
            email: `xss${i}@example.com`,
            role: 'editor',
            currentPlan: 'basic',
            status: 'active',
            company: payload.slice(0, 120),
            country: 'Chile',
            contact: '+1 (248) 555-0100',
          }),
        );
        if (payload.length <= 60)
          statuses.push(
            (await post('/api/apps/permissions', { name: payload, assignedTo: ['manager'] }))
              .status,
          );
      }
      return { users, statuses };
    }, PAYLOADS);
    expect([...stored.users.map((user) => user.status), ...stored.statuses]).toEqual(
      Array.from({ length: stored.users.length + stored.statuses.length }, () => 201),
    );
    // The created users' ids, as the API answered them.
    const userIds = stored.users.map((user) => user.id);

    await page.goto('/apps/user/list?q=XSS&itemsPerPage=50');
    await page.getByRole('main').waitFor({ state: 'visible', timeout: 20_000 });
    await expect(page.getByText('XSS <script>__xss(1)</script>').first()).toBeVisible({
      timeout: 30_000,
    });
    await page.goto('/apps/permissions?itemsPerPage=50');
    await expect(page.getByText('<svg onload=__xss(3)>').first()).toBeVisible();
    for (const id of [userIds[0], userIds[1], userIds.at(-1)]) {
      await page.goto(`/apps/user/view/${id}`);
      await expect(page.getByText(/XSS/).first()).toBeVisible();
    }
    await imagesSettled(page);
    expect(hits).toEqual([]);
  });

  test(`${PAYLOADS.length} payloads in tickets, e-mail, chat, kanban and calendar fields run nowhere`, async ({
    page,
  }) => {
    test.setTimeout(150_000);
    const hits = await watchForExecutions(page);
    await signInAsAdmin(page);
    const today = new Date().toISOString().slice(0, 10);
    const stored = await page.evaluate(
      async ({ list, day }) => {
        const send = async (method: string, path: string, body: unknown) => {
          const response = await fetch(path, {
            method,
            headers: { 'Content-Type': 'application/json' },
            body: JSON.stringify(body),
          });
          const text = await response.text();
          return {
            path,
            status: response.status,
            body: (text ? JSON.parse(text) : null) as unknown,
          };
        };
        const results: { path: string; status: number }[] = [];
        const keep = async (promise: ReturnType<typeof send>) => {
          const result = await promise;
          results.push({ path: result.path, status: result.status });
          return result.body;
        };
        const joined = list.map((payload, i) => `<p>XSS-MARK ${i + 1}</p>${payload}`).join('');
        const ticket = (await keep(
          send('POST', '/api/tickets', {
            customerId: 1,
            contact: { name: 'XSS <img src=x onerror=__xss(99)>', email: 'xss@example.com' },
            subject: 'XSS-THREAD all payloads',
            category: 'technical',
            priority: 'low',
            description: joined,
          }),
        )) as { id: number };
        const getJson = <T>(path: string) => fetch(path).then((r) => r.json() as Promise<T>);
        const { boards } = await getJson<{ boards: { id: number; title: string }[] }>(
          '/api/apps/kanban',
        );
        const [firstBoard] = boards;
        if (!firstBoard) throw new Error('no kanban board');
        const chat = await getJson<{ profileUser: { id: number } }>(
          '/api/apps/chat/chats-and-contacts',
        );
        for (const [i, payload] of list.entries()) {
          await keep(
            send('POST', '/api/tickets', {
              customerId: 1,
              contact: { name: `XSS ${payload}`.slice(0, 120), email: `xss${i}@example.com` },
              subject: `XSS ${payload}`.slice(0, 200),
              category: 'technical',
              priority: 'low',
              description: `<p>XSS-MARK</p>${payload}`,
            }),
          );
          await keep(
            send('POST', `/api/tickets/${ticket.id}/messages`, {
              kind: i % 2 ? 'note' : 'reply',
              body: `<p>XSS-MARK reply ${i + 1}</p>${payload}`,
            }),
          );
          await keep(
            send('POST', '/api/apps/email/compose', {
              to: ['client@demo.com'],
              subject: `XSS ${payload}`.slice(0, 200),
              message: `<p>XSS-MARK</p>${payload}`,
              action: 'send',
            }),
          );
          await keep(
            send('POST', '/api/apps/chat/chats/5', {
              message: `XSS ${payload}`,
              senderId: chat.profileUser.id,
            }),
          );
          await keep(
            send('POST', '/api/apps/kanban/item/add', {
              itemTitle: `XSS ${payload}`.slice(0, 200),
              boardName: firstBoard.title,
              boardId: firstBoard.id,
            }),
          );
          await keep(
            send('POST', '/api/apps/calendar', {
              title: `XSS ${payload}`.slice(0, 200),
              start: `${day}T09:00:00.000Z`,
              end: `${day}T10:00:00.000Z`,
              allDay: false,
              extendedProps: {
                calendar: 'Business',
                location: payload.slice(0, 200),
                description: payload,
                guests: [],
              },
            }),
          );
        }
        await keep(
          send('POST', '/api/apps/email/compose', {
            to: ['client@demo.com'],
            subject: 'XSS-MAIL all payloads',
            message: joined,
            action: 'send',
          }),
        );
        return { results, threadId: ticket.id };
      },
      { list: PAYLOADS, day: today },
    );
    const refused = stored.results.filter((result) => result.status !== 201);
    expect(refused).toEqual([]);
    expect(stored.results.length).toBe(PAYLOADS.length * 6 + 2);

    // Lists show the newest first, and page: the last payload is on every first page.
    const newest = `XSS ${PAYLOADS[PAYLOADS.length - 1]}`;
    // Tickets: the list of new tickets (subjects as text) and the thread holding every payload.
    await page.goto('/ticket?view=unassigned&q=XSS');
    await expect(page.getByText(newest, { exact: true }).first()).toBeVisible({
      timeout: 20_000,
    });
    await page.goto(`/ticket/${stored.threadId}`);
    await expect(page.getByText('XSS-MARK reply 24').first()).toBeVisible({ timeout: 20_000 });
    await expect(page.getByText('XSS-MARK 1', { exact: true }).first()).toBeVisible();

    // E-mail: subjects in the Sent list, and the message holding every payload opened.
    await page.goto('/apps/email/filter/sent');
    await expect(page.getByText(newest, { exact: true }).first()).toBeVisible({
      timeout: 20_000,
    });
    await page.getByText('XSS-MAIL all payloads').first().click();
    const frame = page.frameLocator('iframe[title="Message: XSS-MAIL all payloads"]');
    await expect(frame.getByText('XSS-MARK 1', { exact: true })).toBeVisible();
    await expect(frame.locator('script')).toHaveCount(0);

    // Chat, kanban, calendar: every payload shown as text.
    await page.goto('/apps/chat?chat=5');
    await expect(
      page.getByRole('list', { name: 'Messages' }).getByText('XSS <svg onload=__xss(3)>'),
    ).toBeVisible({ timeout: 20_000 });
    await page.goto('/apps/kanban');
    await expect(page.getByText('XSS <svg onload=__xss(3)>').first()).toBeVisible({
      timeout: 20_000,
    });
    await page.goto('/apps/calendar');
    await page.getByRole('button', { name: /^list$/i }).click();
    await expect(page.getByText('XSS <svg onload=__xss(3)>').first()).toBeVisible({
      timeout: 20_000,
    });
    await page.getByText('XSS <img src=x onerror=__xss(2)>').first().click();
    await expect(page.getByRole('dialog', { name: 'Edit event' })).toBeVisible();
    await imagesSettled(page);
    expect(hits).toEqual([]);
  });
});
