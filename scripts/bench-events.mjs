// `npm run bench:events`: the live event stream under load. Opens BENCH_STREAMS (default 200)
// `GET /api/events` streams as the admin, makes BENCH_CHANGES (default 30) ticket changes as the
// agent, and prints the delay from each change's request to its event on every stream (p50 /
// p95), the server's resident memory before and with the streams open, and how many events
// arrived. Against BENCH_URL when set (a running portal; BENCH_SERVER_PID for its memory), else a
// portal it starts itself (server/dist, `npm run build -- server`). Not a test: nothing asserted.
// Results: bench-results/bench-events.json.
import { readFile } from 'node:fs/promises';
import { log, median, p95, round1, startPortal, writeFigures } from './bench-lib.mjs';

const STREAMS = Number(process.env.BENCH_STREAMS ?? 200);
const CHANGES = Number(process.env.BENCH_CHANGES ?? 30);
const GAP_MS = Number(process.env.BENCH_GAP_MS ?? 150);

async function rssOf(pid) {
  if (!pid) return null;
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024);
}

async function signIn(origin, email) {
  const response = await fetch(`${origin}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password: email.split('@')[0] }),
  });
  if (response.status !== 201) throw new Error(`sign-in of ${email}: ${response.status}`);
  return (await response.json()).accessToken;
}

/** One stream: calls `onEvent(kind, data, at)` for each event; resolves once `ready` came. */
async function openStream(origin, token, onEvent, signal) {
  const response = await fetch(`${origin}/api/events`, {
    headers: { Authorization: `Bearer ${token}` },
    signal,
  });
  if (response.status !== 200) throw new Error(`stream: ${response.status}`);
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  let ready;
  const opened = new Promise((resolve) => (ready = resolve));
  void (async () => {
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        buffer += value;
        let end;
        while ((end = buffer.indexOf('\n\n')) !== -1) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const kind = /^event: (.*)$/m.exec(block)?.[1];
          const data = /^data: (.*)$/m.exec(block)?.[1];
          if (kind === 'ready') ready();
          else if (kind) onEvent(kind, data, performance.now());
        }
      }
    } catch {
      // aborted at the end
    }
  })();
  await opened;
}

async function main() {
  const external = process.env.BENCH_URL;
  const portal = external ? null : await startPortal({ port: 3077, serveRemotes: false });
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
    await writeFigures('bench-events', figures);
  } finally {
    await portal?.stop();
  }
}

await main();
