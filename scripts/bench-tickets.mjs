// `npm run bench:tickets`: the helpdesk at 10 000 tickets, in Chromium against the built portal
// served by its server (seeded with SEED_TICKETS=10000; BENCH_SKIP_BUILD=1 serves the dist
// folders as they are):
//  1. interaction to next paint (INP, Event Timing) of switching views, sorting and paging
//     /ticket (goal: <= 100 ms);
//  2. the time from a click on a ticket with 50 messages to the paint of its whole thread, median
//     of 7 opens, each a different ticket (goal: < 200 ms). The threads are written beforehand
//     through the API (POST /api/tickets/:id/messages as the admin, over HTTP).
// The API's own latency is measured by `npm run bench:server`.
// Figures are printed and written to bench-results/bench-tickets.json.
import {
  interactionFigures,
  log,
  median,
  observeInteractions,
  signedInApi,
  withSignedInChromium,
  writeFigures,
} from './bench-lib.mjs';
import { install } from './lib.mjs';

const ROWS = 10_000;
/** Tickets opened one after the other from the list (the first from no open ticket). */
const OPENS = 7;
const MESSAGES = 50;

/**
 * Gives OPENS tickets of the "All open" view a thread of MESSAGES messages (internal notes added
 * by the admin through the API). Adding a message updates the ticket, so they are then the
 * first rows of that view (most recently updated first). Answers their ids.
 */
async function writeLongThreads(origin) {
  const api = await signedInApi(origin);
  const list = await api.get(`/api/tickets?view=all_open&page=1&itemsPerPage=${OPENS + 1}`);
  if (list.status !== 200) throw new Error(`GET /api/tickets answered ${list.status}`);
  const ids = list.body.tickets.slice(1, OPENS + 1).map((row) => row.id);
  for (const id of ids.toReversed()) {
    const detail = await api.get(`/api/tickets/${id}`);
    for (let index = detail.body.messages.length; index < MESSAGES; index += 1) {
      const { status } = await api.send('POST', `/api/tickets/${id}/messages`, {
        kind: 'note',
        body: `<p>Bench note ${index + 1}</p>`,
      });
      if (status !== 201) throw new Error(`POST /api/tickets/${id}/messages answered ${status}`);
    }
    const { body } = await api.get(`/api/tickets/${id}`);
    if (body.messages.length !== MESSAGES)
      throw new Error(`ticket ${id} has ${body.messages.length} messages, not ${MESSAGES}`);
  }
  const first = await api.get(`/api/tickets?view=all_open&page=1&itemsPerPage=10`);
  const top = first.body.tickets.map((row) => row.id);
  if (!ids.every((id) => top.includes(id)))
    throw new Error(`the tickets with ${MESSAGES} messages are not on the first page of All open`);
  return ids;
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
  return withSignedInChromium({ ticketCount: ROWS }, async (page, portal) => {
    log(`Chromium: INP of views, sorting and paging /ticket at ${ROWS} tickets`);
    await page.goto('http://localhost:3000/ticket');
    const table = page.getByRole('table', { name: 'Tickets' });
    await table.getByRole('row').nth(1).waitFor();
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

    // Tickets with 50 messages: from the click on a row's link to the paint of its thread.
    log(`Chromium: opening ${OPENS} tickets with ${MESSAGES} messages`);
    const ids = await writeLongThreads(portal.origin);
    await page.goto('http://localhost:3000/ticket?view=all_open');
    await table.getByRole('row').nth(1).waitFor();
    const openTimes = [];
    const profile = process.env.BENCH_TICKETS_PROFILE === '1' ? await openProfiler(page) : null;
    for (const [round, id] of ids.entries()) {
      const href = await table
        .locator(`a[href="/ticket/${id}"], a[href^="/ticket/${id}?"]`)
        .first()
        .getAttribute('href');
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

const browser = await browserFigures();
await writeFigures('bench-tickets', { date: new Date().toISOString(), tickets: ROWS, browser });
console.log('\n| figure | value | goal |\n|---|---|---|');
console.log(
  `| /ticket views, sorts and paging at ${ROWS} tickets, INP (worst of ${browser.interactions}) | ${browser.inpMs} ms | <= 100 ms |`,
);
console.log(
  `| /ticket views, sorts and paging, median interaction | ${browser.interactionMedianMs} ms | |`,
);
console.log(
  `| click -> thread of ${MESSAGES} messages painted (median of ${OPENS}, max) | ${browser.open50MessagesMedianMs} ms (max ${browser.open50MessagesMaxMs} ms) | < 200 ms |`,
);
process.exit(0);
