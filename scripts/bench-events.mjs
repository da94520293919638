// `npm run bench:events`: the live event stream under load. Opens BENCH_STREAMS (default 200)
// `GET /api/events` streams as the admin, makes BENCH_CHANGES (default 30) ticket changes as the
// agent, and prints the delay from each change's request to its event on every stream (p50 /
// p95), the server's resident memory before and with the streams open, and how many events
// arrived. Against BENCH_URL when set (a running portal; BENCH_SERVER_PID for its memory), else a
// portal it starts itself (server/dist, `npm run build -- server`). Then, unless BENCH_REPAINT=0,
// the delay a person sees: the admin's Chromium shows the tickets list, the agent creates
// BENCH_REPAINT_CHANGES (default 20) tickets through the API, and each delay runs from the
// request to the first frame that shows the new ticket's row (built portal on :3000; set
// BENCH_SKIP_BUILD=1 when the dist folders are fresh). Not a test: nothing asserted.
// Results: bench-results/bench-events.json.
import {
  log,
  median,
  openStream,
  p95,
  round1,
  rssOf,
  signIn,
  startPortal,
  withSignedInChromium,
  writeFigures,
} from './bench-lib.mjs';

const STREAMS = Number(process.env.BENCH_STREAMS ?? 200);
const CHANGES = Number(process.env.BENCH_CHANGES ?? 30);
const GAP_MS = Number(process.env.BENCH_GAP_MS ?? 150);
const REPAINT_CHANGES = Number(process.env.BENCH_REPAINT_CHANGES ?? 20);

async function main() {
  const external = process.env.BENCH_URL;
  const portal = external ? null : await startPortal({ serveRemotes: false });
  const origin = external ?? portal.origin;
  const pid = external ? Number(process.env.BENCH_SERVER_PID ?? 0) : portal.pid;
  try {
    const admin = await signIn(origin, 'admin@demo.com');
    const agent = await signIn(origin, 'agent@demo.com');
    const rssBefore = await rssOf(pid);
    const arrivals = new Map(); // change number -> arrival times
    let received = 0;
    const abort = new AbortController();
    const openStarted = performance.now();
    const batch = 50;
    for (let i = 0; i < STREAMS; i += batch) {
      await Promise.all(
        Array.from({ length: Math.min(batch, STREAMS - i) }, () =>
          openStream(
            origin,
            admin,
            (kind, data, at) => {
              if (kind !== 'ticket') return;
              received += 1;
              const { id } = JSON.parse(data);
              const list = arrivals.get(id) ?? [];
              list.push(at);
              arrivals.set(id, list);
            },
            abort.signal,
          ),
        ),
      );
    }
    const openMs = Math.round(performance.now() - openStarted);
    const rssOpen = await rssOf(pid);
    log(`${STREAMS} streams open in ${openMs} ms`);

    // Each change is to another open ticket, so its events are told apart.
    const listed = await fetch(`${origin}/api/tickets?itemsPerPage=100`, {
      headers: { Authorization: `Bearer ${agent}` },
    });
    const open = (await listed.json()).tickets
      .filter((ticket) => ticket.status !== 'closed')
      .map((ticket) => ticket.id)
      .slice(0, CHANGES);
    const sent = new Map();
    const priorities = ['low', 'medium', 'high'];
    for (const n of open) {
      const started = performance.now();
      const response = await fetch(`${origin}/api/tickets/${n}`, {
        method: 'PATCH',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${agent}` },
        body: JSON.stringify({ priority: priorities[n % 3] }),
      });
      if (response.status === 200) sent.set(String(n), started);
      await response.arrayBuffer();
      await new Promise((resolve) => setTimeout(resolve, GAP_MS));
    }
    await new Promise((resolve) => setTimeout(resolve, 1500));
    abort.abort();

    const delays = [];
    for (const [id, at] of sent)
      for (const arrival of arrivals.get(id) ?? []) delays.push(arrival - at);
    delays.sort((a, b) => a - b);
    const figures = {
      streams: STREAMS,
      changes: sent.size,
      eventsExpected: sent.size * STREAMS,
      eventsReceived: received,
      delayP50Ms: round1(median(delays)),
      delayP95Ms: round1(p95(delays)),
      openMs,
      rssBeforeMb: rssBefore,
      rssWithStreamsMb: rssOpen,
    };
    console.table(figures);
    return figures;
  } finally {
    await portal?.stop();
  }
}

/**
 * From a change's request to the other browser's repaint: the admin's page lists unassigned
 * tickets matching this run's probe text; the agent creates one ticket at a time; the page
 * notes the first animation frame whose list shows it.
 */
async function repaintDelays() {
  return withSignedInChromium({}, async (page, portal) => {
    const origin = portal.origin;
    const agent = await signIn(origin, 'agent@demo.com');
    const probe = `Repaint probe ${Date.now()}`;
    await page.goto(`${origin}/ticket?view=unassigned&q=${encodeURIComponent(probe)}`);
    await page.getByRole('main').getByRole('table', { name: 'Tickets' }).waitFor();
    // The stream is open once the page has had a moment; the first change is not timed.
    await page.waitForLoadState('networkidle');
    const delays = [];
    for (let i = 0; i <= REPAINT_CHANGES; i += 1) {
      const subject = `${probe} ${i}`;
      const seen = page.evaluate(
        (text) =>
          new Promise((resolve) => {
            const look = () => {
              const main = document.querySelector('main');
              if (main?.textContent?.includes(text))
                resolve(performance.timeOrigin + performance.now());
              else requestAnimationFrame(look);
            };
            look();
          }),
        subject,
      );
      const sentAt = Date.now();
      const response = await fetch(`${origin}/api/tickets`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${agent}` },
        body: JSON.stringify({
          customerId: 1,
          contact: { name: 'Lucía García', email: 'lucia@example.com' },
          subject,
          category: 'technical',
          priority: 'high',
          description: '<p>Repaint probe.</p>',
        }),
      });
      if (response.status !== 201) throw new Error(`create ticket: ${response.status}`);
      const seenAt = await Promise.race([
        seen,
        new Promise((resolve) => setTimeout(() => resolve(null), 10_000)),
      ]);
      if (seenAt === null) throw new Error(`${subject} never showed`);
      if (i > 0) delays.push(seenAt - sentAt);
      await new Promise((resolve) => setTimeout(resolve, 300));
    }
    return {
      repaintChanges: delays.length,
      repaintP50Ms: round1(median(delays)),
      repaintP95Ms: round1(p95(delays)),
      repaintMaxMs: round1(Math.max(...delays)),
    };
  });
}

const streams = await main();
const repaint = process.env.BENCH_REPAINT === '0' ? {} : await repaintDelays();
if (Object.keys(repaint).length > 0) console.table(repaint);
await writeFigures('bench-events', { ...streams, ...repaint });
