// `npm run bench:tickets`: the helpdesk at 10 000 tickets.
//  1. Node: median time of GET /api/tickets (filtered, sorted pages and view switches) through
//     the MSW handler, of the pure list function alone (goal: handler <= 20 ms), and of
//     GET /api/tickets/:id for a ticket with 50 messages.
//  2. Chromium, built portal (BENCH_TICKETS_BROWSER=1; BENCH_SKIP_BUILD=1 serves the dist folders
//     as they are): interaction to next paint (INP) of switching views, sorting and paging
//     /ticket at that size (goal: <= 100 ms), and the time from a click on a ticket with 50
//     messages to the paint of its whole thread, median of 7 opens (goal: < 200 ms).
// Figures are printed and written to bench-results/bench-tickets.json.
import {
  importTs,
  interactionFigures,
  log,
  median,
  mockApiInNode,
  observeInteractions,
  p95,
  round1,
  timeRuns,
  withSignedInChromium,
  writeFigures,
} from './bench-lib.mjs';
import { install } from './lib.mjs';

const ROWS = 10_000;
const RUNS = Number(process.env.BENCH_RUNS ?? 41);
const withBrowser = process.env.BENCH_TICKETS_BROWSER === '1';
/** Tickets opened one after the other from the list (the first from no open ticket). */
const OPENS = 7;

/** Each a filtered, sorted page as the list screen asks for it. */
const QUERIES = [
  'view=all_open&page=1&itemsPerPage=10',
  'view=sla_risk&sortBy=sla&orderBy=asc&page=1&itemsPerPage=10',
  'view=unassigned&priority=urgent&sortBy=created&orderBy=desc&page=1&itemsPerPage=25',
  'view=solved&category=email&sortBy=priority&orderBy=desc&page=3&itemsPerPage=10',
  'view=all_open&q=dns&page=1&itemsPerPage=10',
];

async function nodeFigures() {
  log(`Node: tickets list handler at ${ROWS} tickets (${RUNS} runs per query)`);
  const api = await mockApiInNode({ ticketCount: ROWS });
  const { ticketsQuerySchema } = await importTs('packages/contract/src/schemas/index.ts');
  const { db, mockApi } = api;
  if (db.tickets.length !== ROWS) throw new Error(`seeded ${db.tickets.length} tickets`);
  // One ticket with a 50-message thread for the detail figure.
  const long = db.tickets[ROWS - 1];
  while (long.messages.length < 50) {
    const base = long.messages[long.messages.length % 2];
    long.messages.push({ ...base, id: `bench-${long.messages.length}` });
  }

  const perQuery = {};
  const handlerTimes = [];
  const functionTimes = [];
  for (const query of QUERIES) {
    const times = await timeRuns(async () => {
      const { status, body } = await api.get(`/api/tickets?${query}`);
      if (status !== 200 || body.totalTickets === undefined)
        throw new Error(`GET tickets?${query} answered ${status}`);
    }, RUNS);
    perQuery[query] = round1(median(times));
    handlerTimes.push(...times);
    const parsed = ticketsQuerySchema.parse(Object.fromEntries(new URLSearchParams(query)));
    functionTimes.push(
      ...(await timeRuns(
        () => mockApi.listTickets(db.tickets, parsed, { me: 'a1', now: Date.now() }),
        RUNS,
      )),
    );
  }
  const detailTimes = await timeRuns(async () => {
    const { body } = await api.get(`/api/tickets/${long.id}`);
    if (body.messages.length !== 50) throw new Error('the detail lost messages');
  }, RUNS);
  api.close();
  return {
    tickets: ROWS,
    seedMs: api.seedMs,
    listHandlerMedianMs: round1(median(handlerTimes)),
    listHandlerP95Ms: round1(p95(handlerTimes)),
    listFunctionMedianMs: round1(median(functionTimes)),
    listHandlerMedianByQueryMs: perQuery,
    detail50MessagesMedianMs: round1(median(detailTimes)),
  };
}

/** The renderer main thread's long tasks and where their time went (style, layout, paint, script). */
function summariseTrace(events, round) {
  const main = events.find(
    (event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain',
  );
  const mine = events.filter(
    (event) => event.ph === 'X' && event.pid === main?.pid && event.tid === main?.tid,
  );
  const tasks = mine.filter((event) => event.name === 'RunTask').sort((a, b) => a.ts - b.ts);
  const t0 = tasks[0]?.ts ?? 0;
  const kinds = [
    'UpdateLayoutTree',
    'Layout',
    'PrePaint',
    'Paint',
    'Layerize',
    'MinorGC',
    'MajorGC',
    'V8.GC_MC_BACKGROUND',
    'FunctionCall',
    'EventDispatch',
    'TimerFire',
    'FireAnimationFrame',
    'HitTest',
    'ParseHTML',
  ];
  const lines = [];
  const totals = {};
  for (const task of tasks) {
    const inside = mine.filter(
      (e) => e.ts >= task.ts && e.ts + e.dur <= task.ts + task.dur && e !== task,
    );
    const split = {};
    for (const kind of kinds) {
      const ms = inside.filter((e) => e.name === kind).reduce((sum, e) => sum + e.dur / 1000, 0);
      if (ms > 0) split[kind] = ms;
      totals[kind] = (totals[kind] ?? 0) + ms;
    }
    if (task.dur >= 15_000)
      lines.push(
        `${((task.ts - t0) / 1000).toFixed(0).padStart(5)} ms +${(task.dur / 1000).toFixed(0)} ms  ${Object.entries(
          split,
        )
          .map(([k, v]) => `${k} ${v.toFixed(0)}`)
          .join(', ')}`,
      );
  }
  log(`open ${round}: long tasks (start, duration, inside)\n  ${lines.join('\n  ')}`);
  log(
    `open ${round}: totals\n  ${Object.entries(totals)
      .filter(([, v]) => v > 1)
      .map(([k, v]) => `${k} ${v.toFixed(0)} ms`)
      .join(', ')}`,
  );
}

/**
 * BENCH_TICKETS_PROFILE=1: where the time of each open goes. Records a CPU profile (self time by
 * script and function) and the fetches the page makes, and prints them after each open; the
 * profiles are written to bench-results/tickets-open-<round>.cpuprofile (open in DevTools).
 */
async function openProfiler(page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await page.evaluate(() => {
    window.__fetches = [];
    const original = window.fetch;
    window.fetch = async (...args) => {
      const start = performance.now();
      const response = await original(...args);
      window.__fetches.push({
        url: String(args[0]?.url ?? args[0]),
        start,
        end: performance.now(),
      });
      return response;
    };
  });
  return {
    async start() {
      await page.evaluate(() => {
        window.__fetches = [];
        window.__openStart = performance.now();
      });
      await page
        .context()
        .browser()
        .startTracing(page, {
          categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'],
        });
      await cdp.send('Profiler.start');
    },
    async stop(round) {
      const { profile } = await cdp.send('Profiler.stop');
      const trace = JSON.parse((await page.context().browser().stopTracing()).toString());
      summariseTrace(trace.traceEvents ?? trace, round);
      const { mkdir, writeFile } = await import('node:fs/promises');
      await mkdir('bench-results', { recursive: true });
      await writeFile(`bench-results/tickets-open-${round}.cpuprofile`, JSON.stringify(profile));
      const byNode = new Map(profile.nodes.map((node) => [node.id, node]));
      const self = new Map();
      const byScript = new Map();
      profile.samples.forEach((id, index) => {
        const { callFrame } = byNode.get(id);
        const ms = (profile.timeDeltas[index] ?? 0) / 1000;
        const script = (callFrame.url || '(native)').replace(/^https?:\/\/[^/]+/, '');
        const key = `${callFrame.functionName || '(anonymous)'} ${script}:${callFrame.lineNumber}:${callFrame.columnNumber}`;
        self.set(key, (self.get(key) ?? 0) + ms);
        byScript.set(script, (byScript.get(script) ?? 0) + ms);
      });
      const top = (map, count) =>
        [...map]
          .sort((a, b) => b[1] - a[1])
          .slice(0, count)
          .map(([k, v]) => `${v.toFixed(1).padStart(7)} ms  ${k}`);
      const fetches = await page.evaluate(() =>
        window.__fetches.map(
          (f) =>
            `${(f.start - window.__openStart).toFixed(0)}-${(f.end - window.__openStart).toFixed(0)} ms ${f.url}`,
        ),
      );
      log(`open ${round}: fetches\n  ${fetches.join('\n  ')}`);
      log(`open ${round}: self time by script\n  ${top(byScript, 12).join('\n  ')}`);
      log(`open ${round}: self time by function\n  ${top(self, 25).join('\n  ')}`);
    },
  };
}

async function browserFigures() {
  if (process.env.BENCH_SKIP_BUILD !== '1') await install();
  return withSignedInChromium(`mockTickets=${ROWS}`, async (page) => {
    log(`Chromium: INP of views, sorting and paging /ticket at ${ROWS} tickets`);
    await page.goto('http://localhost:3000/ticket');
    await page.getByRole('table', { name: 'Tickets' }).getByRole('row').nth(1).waitFor();
    await observeInteractions(page);
    const steps = [
      () => page.getByRole('button', { name: /^Unassigned/ }).click(),
      () => page.getByRole('button', { name: /^SLA at risk/ }).click(),
      () => page.getByRole('button', { name: 'Priority' }).click(),
      () => page.getByRole('button', { name: /^All open/ }).click(),
      () => page.getByRole('button', { name: 'SLA', exact: true }).click(),
      () => page.getByRole('button', { name: /next page/i }).click(),
    ];
    for (const step of steps) {
      await step();
      await page.waitForTimeout(400);
    }
    const inp = await interactionFigures(page, steps.length);

    // A ticket with 50 messages: from the click on its row's link to the paint of its thread.
    log('Chromium: opening a ticket with 50 messages');
    await page.getByRole('button', { name: /^All open/ }).click();
    await page.waitForTimeout(400);
    const openTimes = [];
    const profile = process.env.BENCH_TICKETS_PROFILE === '1' ? await openProfiler(page) : null;
    for (let round = 0; round < OPENS; round += 1) {
      const link = page
        .getByRole('table', { name: 'Tickets' })
        .getByRole('link')
        .nth(round + 1);
      const href = await link.getAttribute('href');
      const id = Number(href.split('?')[0].split('/').at(-1));
      await page.evaluate(async (ticketId) => {
        const detail = await (await fetch(`/api/tickets/${ticketId}`)).json();
        for (let index = detail.messages.length; index < 50; index += 1) {
          await fetch(`/api/tickets/${ticketId}/messages`, {
            method: 'POST',
            headers: { 'Content-Type': 'application/json' },
            body: JSON.stringify({ kind: 'note', body: `<p>Bench note ${index + 1}</p>` }),
          });
        }
      }, id);
      if (profile) await profile.start();
      openTimes.push(
        await page.evaluate(
          async ({ ticketHref, ticketId }) => {
            const anchor = document.querySelector(`a[href="${ticketHref}"]`);
            const start = performance.now();
            anchor.click();
            // Until this ticket's thread shows its 50 messages, then the frame that paints them.
            await new Promise((resolve) => {
              const check = () => {
                const view = document
                  .getElementById(`ticket-${ticketId}-title`)
                  ?.closest('article');
                const last = view?.querySelector(
                  'section[aria-label="Conversation"] > article:nth-of-type(50)',
                );
                if (last) requestAnimationFrame(() => setTimeout(resolve, 0));
                else requestAnimationFrame(check);
              };
              check();
            });
            return performance.now() - start;
          },
          { ticketHref: href, ticketId: id },
        ),
      );
      if (profile) await profile.stop(round);
      const rows = page.getByRole('table', { name: 'Tickets' }).getByRole('link');
      await rows.first().waitFor();
    }
    return {
      ...inp,
      open50MessagesMedianMs: Math.round(median(openTimes)),
      open50MessagesMaxMs: Math.round(Math.max(...openTimes)),
    };
  });
}

const results = { date: new Date().toISOString(), node: await nodeFigures() };
if (withBrowser) results.browser = await browserFigures();
console.log(JSON.stringify(results, null, 2));
await writeFigures('bench-tickets', results);
process.exit(0);
