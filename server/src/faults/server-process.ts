import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const SERVER_DIR = path.resolve(import.meta.dirname, '../..');
/** tsx's loader, so the child runs `src/main.ts` as `npm run dev` does, without a build. */
const TSX_LOADER = pathToFileURL(path.join(SERVER_DIR, 'node_modules/tsx/dist/loader.mjs')).href;

/** A port nothing listens on now (the server takes it a moment later). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

export interface ServerProcess {
  child: ChildProcess;
  origin: string;
  /** What the process wrote to stderr (for a failure's message). */
  stderr(): string;
}

export interface ServerProcessOptions {
  /** The address it listens on and is asked at (default 127.0.0.1). */
  host?: string;
  /** A command the server runs under, e.g. `['ip', 'netns', 'exec', 'h1']` (another host). */
  wrap?: readonly string[];
  /** `dist`: the built server (server/dist/main.mjs, as `npm start` runs it); default the source. */
  entry?: 'source' | 'dist';
  /** How long it may take to answer `/readyz` (default 60 s). */
  readyWithinMs?: number;
}

/**
 * The real server (`server/src/main.ts`) in a child process on `port`, with `env` over this
 * process's environment (no remotes, warnings only); resolves once `/readyz` answers 200.
 */
export async function startServerProcess(
  port: number,
  env: Record<string, string | undefined>,
  {
    host = '127.0.0.1',
    wrap = [],
    entry = 'source',
    readyWithinMs = 60_000,
  }: ServerProcessOptions = {},
): Promise<ServerProcess> {
  const args = entry === 'dist' ? ['dist/main.mjs'] : ['--import', TSX_LOADER, 'src/main.ts'];
  const [command, ...prefix] = wrap.length > 0 ? [...wrap, process.execPath] : [process.execPath];
  const child = spawn(command, [...prefix, ...args], {
    cwd: SERVER_DIR,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: host,
      SERVE_REMOTES: '0',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const server = { child, origin: `http://${host}:${port}`, stderr: () => stderr };
  const deadline = Date.now() + readyWithinMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`the server exited (${child.exitCode ?? child.signalCode}): ${stderr}`);
    try {
      if ((await fetch(`${server.origin}/readyz`)).status === 200) return server;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill('SIGKILL');
  throw new Error(`the server did not become ready within ${readyWithinMs / 1000} s: ${stderr}`);
}

/** Sends `signal` and waits for the process to end. */
export function stopServerProcess(
  { child }: ServerProcess,
  signal: NodeJS.Signals = 'SIGTERM',
): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill(signal);
  });
}
