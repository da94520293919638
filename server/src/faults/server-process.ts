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

/**
 * The real server (`server/src/main.ts`) in a child process on `port`, with `env` over this
 * process's environment (no remotes, warnings only); resolves once `/readyz` answers 200.
 */
export async function startServerProcess(
  port: number,
  env: Record<string, string | undefined>,
): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--import', TSX_LOADER, 'src/main.ts'], {
    cwd: SERVER_DIR,
    env: { ...process.env, PORT: String(port), SERVE_REMOTES: '0', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const server = { child, origin: `http://127.0.0.1:${port}`, stderr: () => stderr };
  const deadline = Date.now() + 60_000;
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
  throw new Error(`the server did not become ready within 60 s: ${stderr}`);
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
