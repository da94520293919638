import cluster, { type Worker } from 'node:cluster';
import type { Logger } from 'pino';
import type { CountCache } from './db/count-cache';
import type { PeerChannel, PeerMessage } from './services/events';

/**
 * Several server processes behind one port (`SERVER_PROCESSES`, README "Operating the portal"):
 * node's cluster. The primary prepares the database once (migrations, the sample data), then
 * forks the workers, which share the listening sockets (connections go round-robin) and serve
 * everything; it starts a worker again when one dies, and on SIGTERM/SIGINT stops them all and
 * waits. On SQLite the workers tell each other of their writes and share presence through the
 * primary (`workerPeers`); on PostgreSQL they hear each other through `LISTEN` as separate
 * servers do.
 */

/** How long a stopping worker may take before it is killed (its own limit is 10 s). */
const STOP_WAIT_MS = 15_000;
/** A worker that died is started again after this long (not in a tight loop when it cannot start). */
const RESTART_DELAY_MS = 1_000;

const isPeerMessage = (message: unknown): message is PeerMessage =>
  typeof message === 'object' &&
  message !== null &&
  'type' in message &&
  (message.type === 'wrote' || message.type === 'tables' || message.type === 'shared');

/** In a worker: the other workers, through the primary. */
export function workerPeers(): PeerChannel {
  return {
    send: (message) => {
      if (process.connected) process.send?.(message);
    },
    onMessage: (listener) => {
      process.on('message', (message: unknown) => {
        if (isPeerMessage(message)) listener(message);
      });
    },
  };
}

/**
 * A worker's kept list counts told of the other workers' writes table by table: the tables this
 * worker writes in one turn of its event loop go to the others in one message, and theirs move
 * the versions here. Telling them only that something was written dropped every count at each
 * note of the other worker (the ticket views' counts, 2.6 ms at 100 000 tickets, were made again
 * about every 10 ms under the load bench).
 *
 * Answers the channel the worker's other messages go through: it tells the tables written so far
 * before each of them. The live events' note (`wrote`) then reaches a worker after the tables it
 * depends on, so a page that refetches on the event is not answered a count kept from before the
 * write (the cluster test saw a stale ticket total there once under load).
 */
export function shareCountedWrites(counts: CountCache, peers: PeerChannel): PeerChannel {
  let pending: Set<string> | 'all' | null = null;
  const flush = () => {
    const tables = pending;
    pending = null;
    if (tables !== null)
      peers.send({ type: 'tables', tables: tables === 'all' ? 'all' : [...tables] });
  };
  counts.onWrote((tables) => {
    if (pending === null) setImmediate(flush);
    if (tables === 'all' || pending === 'all') pending = 'all';
    else {
      pending ??= new Set();
      for (const table of tables) pending.add(table);
    }
  });
  peers.onMessage((message) => {
    if (message.type === 'tables') counts.wrote(message.tables, { elsewhere: true });
  });
  counts.toldByPeers();
  return {
    send: (message) => {
      flush();
      peers.send(message);
    },
    onMessage: (listener) => peers.onMessage(listener),
  };
}

/** This process's number in the portal's cluster (1, 2, …), or null outside one. */
export const clusterWorkerId = (): number | null => cluster.worker?.id ?? null;

/**
 * In the primary: forks `processes` workers (each runs the same entry point, which finds itself
 * a worker), relays their messages to each other, restarts one that dies, and stops them all on
 * SIGTERM or SIGINT. Resolves when every worker has stopped after a signal.
 */
export function runPrimary(processes: number, log: Logger): Promise<void> {
  let stopping = false;
  const fork = (): Worker => {
    const worker = cluster.fork();
    worker.on('message', (message: unknown) => {
      if (!isPeerMessage(message)) return;
      for (const other of Object.values(cluster.workers ?? {}))
        if (other && other !== worker && other.isConnected()) other.send(message);
    });
    return worker;
  };
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) return;
    log.error(
      { pid: worker.process.pid, code, signal },
      'a server process ended unexpectedly: starting another',
    );
    setTimeout(() => {
      if (!stopping) fork();
    }, RESTART_DELAY_MS).unref();
  });
  for (let index = 0; index < processes; index += 1) fork();
  log.info({ processes }, 'server processes started');

  return new Promise((resolve) => {
    const stop = () => {
      if (stopping) return;
      stopping = true;
      const workers = Object.values(cluster.workers ?? {}).filter((w): w is Worker => !!w);
      log.info({ processes: workers.length }, 'stopping the server processes');
      const ended = workers.map(
        (worker) =>
          new Promise<void>((done) => {
            if (worker.isDead()) return done();
            worker.once('exit', () => done());
            const kill = setTimeout(() => worker.process.kill('SIGKILL'), STOP_WAIT_MS);
            kill.unref();
            worker.process.kill('SIGTERM');
          }),
      );
      void Promise.all(ended).then(() => {
        log.info('stopped');
        resolve();
      });
    };
    process.once('SIGTERM', stop);
    process.once('SIGINT', stop);
  });
}
